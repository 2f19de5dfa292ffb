import { EDU_MESSAGES, EDU_TRANSITION_MESSAGES, type EduApplication, type EduStatus } from "@contracts/applications";
import type { ApiError } from "@contracts/envelope";
import { AppError } from "../../platform/http/errors";

type MessageKey = keyof typeof EDU_MESSAGES;

/** The error codes of the domain, by message (the code a screen may branch on). */
const CODES: Partial<Record<MessageKey, string>> = {
  programmeNotFound: "NOT_FOUND",
  notFound: "NOT_FOUND",
  fileNotFound: "NOT_FOUND",
  memberNotFound: "NOT_FOUND",
  alreadyApplied: "ALREADY_APPLIED",
  notEditable: "NOT_EDITABLE",
  windowUpcoming: "WINDOW_UPCOMING",
  windowClosed: "WINDOW_CLOSED",
  capacityFull: "CAPACITY_FULL",
  detailsNotOpen: "DETAILS_NOT_OPEN",
  detailsClosed: "DETAILS_CLOSED",
  reportNotOpen: "REPORT_NOT_OPEN",
  reportAlreadySubmitted: "REPORT_ALREADY_SUBMITTED",
};

/** An error of the domain in the contract's words (the browser translates them). */
export function eduError(status: 400 | 404 | 409, key: MessageKey): AppError {
  return new AppError(status, CODES[key] ?? "CONFLICT", EDU_MESSAGES[key]);
}

export const applicationNotFound = () => eduError(404, "notFound");

/** 409 INVALID_TRANSITION: the change is not in EDU_TRANSITIONS from the current status, which the message names. */
export const transitionRefused = (current: EduStatus) =>
  new AppError(409, "INVALID_TRANSITION", EDU_TRANSITION_MESSAGES[current], "status");

/** 400 with one issue per field, as the validators answer (the first named in `field` and the message). */
export function fieldIssues(issues: { field: string; message: string }[]): AppError {
  const [first] = issues;
  if (!first) throw new Error("fieldIssues needs at least one issue");
  return new AppError(400, "VALIDATION_ERROR", `${first.field}: ${first.message}`, first.field, issues);
}

/** 409 VERSION_CONFLICT: a save from a stale version, answered with the application as it is now. */
export class VersionConflict extends AppError {
  constructor(readonly current: EduApplication) {
    super(409, "VERSION_CONFLICT", EDU_MESSAGES.versionConflict, "version");
  }

  override toBody(): ApiError & { current: EduApplication } {
    return { ...super.toBody(), current: this.current };
  }
}
