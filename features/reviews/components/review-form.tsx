import { FormAlert, useContractForm } from "@blocks/feature-kit";
import { REVIEW_MAX_CONTENT, REVIEW_TITLE_MAX, type ReviewFields } from "@contracts/reviews";
import { Button, Form, FormField, Input, Textarea } from "@ds";
import { type ReactNode, useEffect } from "react";
import { useWatch } from "react-hook-form";
import { type ReviewFormValues, reviewIssues, toReviewFields } from "../model/review-form";
import { FieldRatingInput } from "./field-rating-input";
import { useFormSubmit } from "./use-form-submit";
import { useReviewsText } from "./use-reviews-text";

const FIELDS = ["rating", "title", "content"] as const;

export type ReviewFormProps = {
  defaultValues: ReviewFormValues;
  submitLabel: string;
  /** Saves the review; a rejection keeps every value and shows why (beside the field, or above the form). */
  onSubmit: (fields: ReviewFields) => Promise<unknown>;
  /** Every change of the values (the write page keeps a draft). */
  onValuesChange?: (values: ReviewFormValues) => void;
  /** A way on for a failure the page knows (already reviewed, not completed), shown with its message. */
  failureAction?: (error: unknown) => ReactNode;
  /** Buttons beside the submit button (delete, cancel). */
  secondary?: ReactNode;
};

/**
 * Rating, title and content with the spec's messages (point 5) in the page's language, checked as the contract
 * checks them; the content counts its characters as they are typed. The server's field errors land beside their
 * fields, anything else above the form; nothing typed is lost on an error.
 */
export function ReviewForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onValuesChange,
  failureAction,
  secondary,
}: ReviewFormProps) {
  const { t } = useReviewsText();
  const form = useContractForm<ReviewFormValues>({ defaultValues, check: (values) => reviewIssues(values, t) });
  const values = useWatch({ control: form.control }) as ReviewFormValues;

  useEffect(() => {
    onValuesChange?.(values);
  }, [values, onValuesChange]);

  const { failure, busy, submit } = useFormSubmit(form, FIELDS, t, (current: ReviewFormValues) =>
    onSubmit(toReviewFields(current)),
  );

  return (
    <Form form={form} onSubmit={submit} aria-label={submitLabel}>
      {failure && <FormAlert action={failureAction?.(failure.error)}>{failure.message}</FormAlert>}
      <FormField
        control={form.control}
        name="rating"
        label={t("form.rating")}
        required
        render={({ field }) => (
          <FieldRatingInput ref={field.ref} value={field.value} onChange={field.onChange} name={field.name} size="lg" />
        )}
      />
      <FormField control={form.control} name="title" label={t("form.title")} required>
        {(registered) => <Input maxLength={REVIEW_TITLE_MAX} autoComplete="off" {...registered} />}
      </FormField>
      <FormField control={form.control} name="content" label={t("form.content")} hint={t("form.contentHint")} required>
        {(registered) => <Textarea rows={8} maxLength={REVIEW_MAX_CONTENT} showCount {...registered} />}
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-5">
        <div className="flex flex-wrap gap-3">{secondary}</div>
        <Button type="submit" size="lg" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
