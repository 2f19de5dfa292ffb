import { DialogFrame } from "@blocks/feature-kit";
import {
  SOCIAL_REVIEW_MAX_POINTS as MAX_POINTS,
  SOCIAL_REVIEW_POINTS,
  type SocialReviewRequest,
} from "@contracts/social-reviews";
import { Button, DialogBody, DialogFooter, Field, FieldError, FieldLabel, FormMessage, Input } from "@ds";
import { HttpError } from "@lib/http/client";
import { useState } from "react";
import { serverFailure } from "../model/messages";
import { useReviewsAdminText } from "./use-reviews-admin-text";

/** "Approve and grant points?": the points (1,000 by default) the member earns, then the answer. */
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
  const [points, setPoints] = useState(String(SOCIAL_REVIEW_POINTS));
  const [invalid, setInvalid] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setPoints(String(SOCIAL_REVIEW_POINTS));
    setInvalid(false);
    setMessage(null);
    setConflict(false);
    onClose();
  };

  const submit = async () => {
    if (!request) return;
    const n = Number(points);
    if (points.trim() === "" || !Number.isInteger(n) || n < 0 || n > MAX_POINTS) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    try {
      await onApprove(request.id, n);
      setBusy(false);
      close();
    } catch (error) {
      setBusy(false);
      setMessage(serverFailure(error, ["points"], t).message);
      setConflict(error instanceof HttpError && error.status === 409);
    }
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
          event.preventDefault();
          setMessage(null);
          void submit();
        },
        noValidate: true,
        className: "flex min-h-0 flex-col",
      }}
    >
      <DialogBody className="flex flex-col gap-4">
        <FormMessage>{message}</FormMessage>
        {!conflict && (
          <Field invalid={invalid} required>
            <FieldLabel>{t("approve.points")}</FieldLabel>
            <Input
              inputMode="numeric"
              value={points}
              onChange={(event) => {
                setInvalid(false);
                setPoints(event.target.value);
              }}
            />
            {invalid && <FieldError>{t("approve.pointsInvalid", { max: MAX_POINTS })}</FieldError>}
          </Field>
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
