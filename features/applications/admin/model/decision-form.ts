import { EDU_MESSAGE_MAX, EDU_MESSAGE_REQUIRED, type EduDecision } from "@contracts/applications";
import type { FieldIssue } from "@blocks/feature-kit";
import type { Translate } from "@lib/i18n/feature-text";

export type DecisionValues = { status: EduDecision | ""; message: string };

/** Whether a decision is mailed only with a message (the contract's rule, which the server applies too). */
export const messageRequired = (status: EduDecision | "") =>
  status !== "" && (EDU_MESSAGE_REQUIRED as readonly EduDecision[]).includes(status);

/** The decision form's rules, in the page's language (the contract's message keys are in `applications`). */
export function decisionIssues(values: DecisionValues, t: Translate): FieldIssue<keyof DecisionValues>[] {
  const issues: FieldIssue<keyof DecisionValues>[] = [];
  if (values.status === "") issues.push({ field: "status", message: t("decision.chooseMove") });
  const message = values.message.trim();
  if (messageRequired(values.status) && message === "") {
    issues.push({
      field: "message",
      message:
        values.status === "info_requested"
          ? t("applications:messages.edu.infoMessageRequired")
          : t("applications:messages.edu.rejectReasonRequired"),
    });
  }
  if (message.length > EDU_MESSAGE_MAX) {
    issues.push({ field: "message", message: t("applications:messages.tooLong", { max: EDU_MESSAGE_MAX }) });
  }
  return issues;
}

/** An internal note: something to say, within the contract's limit. */
export function noteIssues(values: { body: string }, t: Translate): FieldIssue<"body">[] {
  const body = values.body.trim();
  if (body === "") return [{ field: "body", message: t("applications:messages.required") }];
  if (body.length > EDU_MESSAGE_MAX)
    return [{ field: "body", message: t("applications:messages.tooLong", { max: EDU_MESSAGE_MAX }) }];
  return [];
}
