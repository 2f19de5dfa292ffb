import { FormAlert, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import { Button, Form, FormField, Textarea } from "@ds";
import { useId, useState } from "react";
import { type CommentAction, commentIssue } from "../model/comment-form";
import { serverFailure } from "../model/failure";
import { useQuotationsText } from "./use-quotations-text";

const COMMENT_MAX = 1000;

type CommentValues = { comment: string };

export type CommentFormProps = {
  action: CommentAction;
  /** Sends the answer; a rejection keeps the comment and shows why. */
  onSubmit: (comment: string) => Promise<unknown>;
};

/** Declining (a comment if they like) or asking for changes (the comment says what): one textarea and a button. */
export function CommentForm({ action, onSubmit }: CommentFormProps) {
  const { t } = useQuotationsText();
  const headingId = `${useId()}-heading`;
  // checked again as it is typed once the person has tried, so fixing it clears the message at once
  const form = useContractForm<CommentValues>({
    defaultValues: { comment: "" },
    check: ({ comment }) => {
      const message = commentIssue(action, comment, t);
      return message ? [{ field: "comment", message }] : [];
    },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const copy = action === "decline" ? "decline" : "changes";

  const submit = async ({ comment }: CommentValues) => {
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(comment.trim());
    } catch (caught) {
      const mapped = serverFailure(caught, ["comment"], t);
      showFieldIssues(form, mapped.fields.slice(0, 1), { focus: false });
      if (mapped.message) setFailure(mapped.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-labelledby={headingId} className="gap-4">
      <h3 id={headingId} className="text-base font-semibold text-foreground">
        {t(`${copy}.heading`)}
      </h3>
      {failure && <FormAlert>{failure}</FormAlert>}
      <FormField
        control={form.control}
        name="comment"
        label={t(`${copy}.comment`)}
        hint={t(`${copy}.hint`)}
        required={action === "request_changes"}
      >
        {(registered) => <Textarea rows={5} maxLength={COMMENT_MAX} showCount {...registered} />}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" intent={action === "decline" ? "danger" : "primary"} loading={busy}>
          {t(`${copy}.submit`)}
        </Button>
      </div>
    </Form>
  );
}
