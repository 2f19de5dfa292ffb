import { FormAlert } from "@blocks/feature-kit";
import { Button, Field, FieldError, FieldHint, FieldLabel, Textarea } from "@ds";
import { type FormEvent, useId, useState } from "react";
import { type CommentAction, commentIssue } from "../model/comment-form";
import { serverFailure } from "../model/failure";
import { useQuotationsText } from "./use-quotations-text";

const COMMENT_MAX = 1000;

export type CommentFormProps = {
  action: CommentAction;
  /** Sends the answer; a rejection keeps the comment and shows why. */
  onSubmit: (comment: string) => Promise<unknown>;
};

/** Declining (a comment if they like) or asking for changes (the comment says what): one textarea and a button. */
export function CommentForm({ action, onSubmit }: CommentFormProps) {
  const { t } = useQuotationsText();
  const id = useId();
  const headingId = `${id}-heading`;
  const [comment, setComment] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // checked live once the person has tried, so fixing it clears the message at once
  const error = serverError ?? (submitted ? commentIssue(action, comment, t) : null);
  const copy = action === "decline" ? "decline" : "changes";

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (commentIssue(action, comment, t) || busy) {
      document.getElementById(`${id}-comment`)?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(comment.trim());
    } catch (caught) {
      const mapped = serverFailure(caught, ["comment"], t);
      setServerError(mapped.fields[0]?.message ?? null);
      if (mapped.message) setFailure(mapped.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={headingId}
      className="flex flex-col gap-4"
    >
      <h3 id={headingId} className="text-base font-semibold text-foreground">
        {t(`${copy}.heading`)}
      </h3>
      {failure && <FormAlert>{failure}</FormAlert>}
      <Field controlId={`${id}-comment`} required={action === "request_changes"}>
        <FieldLabel>{t(`${copy}.comment`)}</FieldLabel>
        <Textarea
          rows={5}
          maxLength={COMMENT_MAX}
          showCount
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            setServerError(null);
          }}
        />
        <FieldHint>{t(`${copy}.hint`)}</FieldHint>
        <FieldError>{error}</FieldError>
      </Field>
      <div className="flex justify-end">
        <Button type="submit" intent={action === "decline" ? "danger" : "primary"} loading={busy}>
          {t(`${copy}.submit`)}
        </Button>
      </div>
    </form>
  );
}
