import { DecisionFormDialog } from "@blocks/console";
import { useContractForm } from "@blocks/feature-kit";
import {
  SOCIAL_REVIEW_MAX_POINTS as MAX_POINTS,
  SOCIAL_REVIEW_POINTS,
  type SocialReviewRequest,
} from "@contracts/social-reviews";
import { FormField, Input } from "@ds";
import { pointsOf } from "../model/approve-form";
import { serverFailure } from "../model/messages";
import { useReviewsAdminText } from "./use-reviews-admin-text";

type PointsValues = { points: string };

/**
 * "Approve and grant points?": the points (1,000 by default) the member earns, then the answer. Sent as the other
 * decision dialogs are: busy while sending, closed once sent, a refusal kept in the dialog (the points' beside them).
 */
export function ApproveDialog({
  request,
  onClose,
  onApprove,
}: {
  request: SocialReviewRequest | null;
  onClose: () => void;
  onApprove: (id: number, points: number) => Promise<unknown>;
}) {
  const { t } = useReviewsAdminText();
  const pointsInvalid = () => t("approve.pointsInvalid", { max: MAX_POINTS });
  const form = useContractForm<PointsValues>({
    defaultValues: { points: String(SOCIAL_REVIEW_POINTS) },
    check: (values) => (pointsOf(values.points) === null ? [{ field: "points", message: pointsInvalid() }] : []),
  });
  return (
    <DecisionFormDialog
      open={request !== null}
      onClose={onClose}
      title={t("approve.title")}
      description={request ? t("approve.description", { number: request.reservation_number }) : ""}
      form={form}
      refusal={(error) => {
        // whatever the server says of the points, the page says it as its own check does (zod's words are English)
        const failure = serverFailure(error, ["points"] as const, t);
        return { ...failure, fields: failure.fields.map((issue) => ({ ...issue, message: pointsInvalid() })) };
      }}
      focus
      onSend={async (values) => {
        const points = pointsOf(values.points);
        if (request && points !== null) await onApprove(request.id, points);
      }}
      confirm={t("approve.confirm")}
      back={t("dialog.back")}
      close={t("dialog.close")}
    >
      <FormField control={form.control} name="points" label={t("approve.points")} required>
        {(registered) => <Input inputMode="numeric" {...registered} />}
      </FormField>
    </DecisionFormDialog>
  );
}
