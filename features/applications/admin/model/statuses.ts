import {
  EDU_DECISIONS,
  EDU_STATUSES,
  EDU_TRANSITIONS,
  EduReportStateSchema,
  type EduDecision,
  type EduReportState,
  type EduStatus,
} from "@contracts/applications";
import type { StatusTone } from "@ds";

export { EDU_STATUSES };
export type { EduDecision, EduReportState, EduStatus };
export const EDU_REPORT_STATES = EduReportStateSchema.options;

/** The colour each status's badge repeats (the label always says it). */
export const STATUS_TONES: Record<EduStatus, StatusTone> = {
  draft: "neutral",
  submitted: "info",
  under_review: "primary",
  info_requested: "warning",
  approved: "success",
  rejected: "danger",
  waitlisted: "warning",
  withdrawn: "neutral",
  completed: "success",
};

export const REPORT_TONES: Record<EduReportState, StatusTone> = {
  not_due: "neutral",
  due: "warning",
  overdue: "danger",
  submitted: "success",
};

/**
 * What operators may decide from a status: exactly the contract's table (EDU_TRANSITIONS), in its order. The
 * server checks it again inside the transaction that writes, so a decision taken meanwhile elsewhere is a 409.
 */
export function decisionsFrom(status: EduStatus): EduDecision[] {
  return EDU_TRANSITIONS[status].operator.filter((to): to is EduDecision =>
    (EDU_DECISIONS as readonly string[]).includes(to),
  );
}

/** The decisions the bulk page offers: approve, reject or ask for more information, the same message to all. */
export const BULK_DECISIONS = ["approved", "rejected", "info_requested"] as const satisfies readonly EduDecision[];
