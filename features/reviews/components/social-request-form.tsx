import { FormAlert, useContractForm } from "@blocks/feature-kit";
import type { SocialReviewRequest } from "@contracts/social-reviews";
import { Button, Form, FormField, Input, SelectField } from "@ds";
import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import type { BookingChoice } from "../model/bookings";
import { type SocialRequestValues, detectedPlatform, socialRequestIssues } from "../model/social-request";
import { useFormSubmit } from "./use-form-submit";
import { useReviewsText } from "./use-reviews-text";

const FIELDS = ["reservation_id", "url"] as const;

export type SocialRequestFormProps = {
  /** The completed bookings to choose from (creating); absent when editing, where the booking is fixed. */
  choices?: readonly BookingChoice[];
  defaultValues: SocialRequestValues;
  submitLabel: string;
  /** Sends the request; a rejection keeps the values and shows why. */
  onSubmit: (values: { reservation_id: number; url: string }) => Promise<SocialReviewRequest | void>;
  /** A way on for a failure the page knows, shown with its message. */
  failureAction?: (error: unknown) => ReactNode;
};

/** The booking (when creating) and the address of the review, with the network it points at shown as it is typed. */
export function SocialRequestForm({
  choices,
  defaultValues,
  submitLabel,
  onSubmit,
  failureAction,
}: SocialRequestFormProps) {
  const { t } = useReviewsText();
  const mode = choices ? "create" : "edit";
  const form = useContractForm<SocialRequestValues>({
    defaultValues,
    check: (values) => socialRequestIssues(values, mode, t),
  });
  const url = useWatch({ control: form.control, name: "url" });
  const platform = detectedPlatform(url);
  const { failure, busy, submit } = useFormSubmit(form, FIELDS, t, (values: SocialRequestValues) =>
    onSubmit({ reservation_id: Number(values.reservation_id), url: values.url.trim() }),
  );

  return (
    <Form form={form} onSubmit={submit} aria-label={submitLabel}>
      {failure && <FormAlert action={failureAction?.(failure.error)}>{failure.message}</FormAlert>}
      {choices && (
        <SelectField
          control={form.control}
          name="reservation_id"
          label={t("social.request.booking")}
          required
          placeholder={t("social.request.bookingPlaceholder")}
          options={choices.map((choice) => ({
            value: String(choice.reservation_id),
            label: `${choice.product_names.join(", ")} (${choice.reservation_number})`,
          }))}
        />
      )}
      <FormField
        control={form.control}
        name="url"
        label={t("social.request.url")}
        hint={t("social.request.urlHint")}
        required
      >
        {(registered) => <Input type="url" inputMode="url" autoComplete="url" placeholder="https://" {...registered} />}
      </FormField>
      <p aria-live="polite" className="-mt-3 min-h-5 text-sm text-foreground">
        {platform && t("social.request.detected", { platform: t(`social.platforms.${platform}`) })}
      </p>
      <div className="flex justify-end border-t border-border pt-5">
        <Button type="submit" size="lg" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
