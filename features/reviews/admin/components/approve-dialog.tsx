import { DialogFrame, useContractForm, useDialogSend } from "@blocks/feature-kit";
import {
  SOCIAL_REVIEW_MAX_POINTS as MAX_POINTS,
  SOCIAL_REVIEW_POINTS,
  type SocialReviewRequest,
} from "@contracts/social-reviews";
import { Button, DialogBody, DialogFooter, FormField, FormMessage, Input } from "@ds";
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
  const { message, conflict, busy, close, send, clearMessage } = useDialogSend(form, {
    onClose,
    refusal: (error) => {
      // whatever the server says of the points, the page says it as its own check does (zod's words are English)
      const failure = serverFailure(error, ["points"] as const, t);
      return { ...failure, fields: failure.fields.map((issue) => ({ ...issue, message: pointsInvalid() })) };
    },
    focus: true,
  });
  const submit = async (values: PointsValues) => {
    const points = pointsOf(values.points);
    if (!request || points === null) return;
    await send(() => onApprove(request.id, points));
  };

  return (
    <DialogFrame
      open={request !== null}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t("approve.title")}
      description={request ? t("approve.description", { number: request.reservation_number }) : ""}
      form={{
        onSubmit: (event) => {
          clearMessage();
          void form.handleSubmit(submit)(event);
        },
        noValidate: true,
        className: "flex min-h-0 flex-col",
      }}
    >
      <DialogBody className="flex flex-col gap-4">
        <FormMessage>{message}</FormMessage>
        {!conflict && (
          <FormField control={form.control} name="points" label={t("approve.points")} required>
            {(registered) => <Input inputMode="numeric" {...registered} />}
          </FormField>
        )}
      </DialogBody>
      <DialogFooter>
        <Button intent="outline" disabled={busy} onClick={close}>
          {conflict ? t("dialog.close") : t("dialog.back")}
        </Button>
        {!conflict && (
          <Button type="submit" loading={busy}>
            {t("approve.confirm")}
          </Button>
        )}
      </DialogFooter>
    </DialogFrame>
  );
}
