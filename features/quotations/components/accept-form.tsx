import { BankSchema, PaymentMethodSchema } from "@contracts/reservations";
import {
  Button,
  Checkbox,
  Combobox,
  type ComboboxOption,
  Form,
  FormField,
  Input,
  RadioGroup,
  RadioGroupItem,
  Select,
  SelectItem,
} from "@ds";
import type { Area } from "@lib/session/areas";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { type FieldErrors, type Resolver, useForm, useWatch } from "react-hook-form";
import { loadMemberProfile, useMemberProfile } from "../api/member-profile";
import { useNationalities } from "../api/nationalities";
import { ACCEPT_FIELDS, type AcceptValues, EMPTY_ACCEPT, acceptIssues } from "../model/accept-form";
import { failureText, serverFailure } from "../model/failure";
import { FormAlert } from "./form-alert";
import { useQuotationsText } from "./use-quotations-text";

export type AcceptFormProps = {
  /** Books the quotation; a rejection keeps every value and shows why (beside the field, or above the form). */
  onSubmit: (values: AcceptValues) => Promise<unknown>;
  area?: Area;
};

type TextField =
  | "representative_name"
  | "contact"
  | "passport_number"
  | "arrival_flight_number"
  | "departure_address"
  | "destination_address";

/**
 * Accepting a quotation: the representative traveller's details and the payment choice, as the reservation form
 * asks them and checked by the contract's acceptance schema, in the page's language.
 */
export function AcceptForm({ onSubmit, area = "member" }: AcceptFormProps) {
  const { t, lang } = useQuotationsText();
  const nationalities = useNationalities();
  const member = useMemberProfile(area);
  const latest = useRef(t);
  useEffect(() => {
    latest.current = t;
  });
  const resolver = useMemo<Resolver<AcceptValues>>(
    () => (values) => {
      const issues = acceptIssues(values, latest.current);
      if (issues.length === 0) return { values, errors: {} };
      const errors: Record<string, { type: string; message: string }> = {};
      for (const issue of issues) errors[issue.field] = { type: "validation", message: issue.message };
      return { values: {}, errors: errors as FieldErrors<AcceptValues> };
    },
    [],
  );
  const form = useForm<AcceptValues>({ defaultValues: EMPTY_ACCEPT, resolver });
  const method = useWatch({ control: form.control, name: "payment_method" });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = useMemo<ComboboxOption[]>(
    () =>
      (nationalities.data ?? []).map((code) => ({
        value: code.code,
        label: lang === "ko" ? code.name_ko : code.name_en,
        keywords: [code.code, lang === "ko" ? code.name_en : code.name_ko],
      })),
    [nationalities.data, lang],
  );

  const fillFromProfile = async (checked: boolean) => {
    form.setValue("same_as_representative", checked, { shouldDirty: true });
    if (!checked) return;
    // the profile may still be on its way when the box is ticked: wait for it (a failure leaves just the flag)
    const profile = member.data ?? (await loadMemberProfile(area).catch(() => undefined));
    if (!profile || !form.getValues("same_as_representative")) return;
    const fill = (
      name: "representative_name" | "contact" | "passport_number" | "nationality",
      value: string | null,
    ) => {
      if (value) form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    };
    fill("representative_name", profile.name);
    fill("contact", profile.phone);
    fill("passport_number", profile.passport);
    fill("nationality", profile.nationality);
  };

  const submit = async (values: AcceptValues) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const mapped = serverFailure(error, ACCEPT_FIELDS, t);
      mapped.fields.forEach((issue, index) =>
        form.setError(issue.field, { type: "server", message: issue.message }, { shouldFocus: index === 0 }),
      );
      if (mapped.message) setFailure(`${t("accept.failed")} ${mapped.message}`);
    } finally {
      setBusy(false);
    }
  };

  const text = (
    name: TextField,
    label: string,
    extra: { hint?: ReactNode; required?: boolean; inputMode?: "numeric"; autoComplete?: string } = {},
  ) => (
    <FormField control={form.control} name={name} label={label} hint={extra.hint} required={extra.required ?? true}>
      {(registered) => <Input inputMode={extra.inputMode} autoComplete={extra.autoComplete ?? "off"} {...registered} />}
    </FormField>
  );

  return (
    <Form form={form} onSubmit={submit} aria-labelledby="accept-heading">
      <h3 id="accept-heading" className="text-base font-semibold text-foreground">
        {t("accept.heading")}
      </h3>
      {failure && <FormAlert>{failure}</FormAlert>}
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-3 text-sm font-semibold text-foreground">{t("accept.traveler")}</legend>
        <FormField
          control={form.control}
          name="same_as_representative"
          render={({ field }) => (
            <Checkbox
              ref={field.ref}
              name={field.name}
              label={t("accept.sameAsMember")}
              checked={field.value}
              onCheckedChange={(next) => void fillFromProfile(next === true)}
              onBlur={field.onBlur}
            />
          )}
        />
        {text("representative_name", t("accept.representativeName"), { autoComplete: "name" })}
        {text("contact", t("accept.contact"), {
          hint: t("accept.contactHint"),
          inputMode: "numeric",
          autoComplete: "tel",
        })}
        {text("passport_number", t("accept.passportNumber"))}
        <FormField
          control={form.control}
          name="nationality"
          label={t("accept.nationality")}
          required
          hint={nationalities.error ? failureText(nationalities.error, t) : undefined}
          render={({ field }) => (
            <Combobox
              ref={field.ref}
              name={field.name}
              options={options}
              value={field.value || null}
              onValueChange={(value) => field.onChange(value ?? "")}
              onBlur={field.onBlur}
              placeholder={t("accept.nationalityPlaceholder")}
            />
          )}
        />
        {text("arrival_flight_number", t("accept.arrivalFlightNumber"), {
          hint: t("accept.arrivalFlightHint"),
          required: false,
        })}
        {text("departure_address", t("accept.departureAddress"))}
        {text("destination_address", t("accept.destinationAddress"))}
      </fieldset>
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-3 text-sm font-semibold text-foreground">{t("accept.payment")}</legend>
        <FormField
          control={form.control}
          name="payment_method"
          label={t("accept.method")}
          required
          render={({ field }) => (
            <RadioGroup ref={field.ref} value={field.value || ""} onValueChange={field.onChange}>
              {PaymentMethodSchema.options.map((option) => (
                <RadioGroupItem key={option} value={option} label={t(`methods.${option}`)} />
              ))}
            </RadioGroup>
          )}
        />
        {method === "bank_transfer" && (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField control={form.control} name="account_holder" label={t("accept.accountHolder")} required>
              {(registered) => <Input autoComplete="name" {...registered} />}
            </FormField>
            <FormField
              control={form.control}
              name="bank"
              label={t("accept.bank")}
              required
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  value={field.value || undefined}
                  onValueChange={field.onChange}
                  placeholder={t("accept.bankPlaceholder")}
                >
                  {BankSchema.options.map((bank) => (
                    <SelectItem key={bank} value={bank}>
                      {t(`banks.${bank}`)}
                    </SelectItem>
                  ))}
                </Select>
              )}
            />
          </div>
        )}
        <div className="flex flex-col gap-3 rounded-md border border-border p-4">
          {(["agree_cancellation_policy", "agree_domestic_terms"] as const).map((name) => (
            <FormField
              key={name}
              control={form.control}
              name={name}
              required
              render={({ field }) => (
                <Checkbox
                  ref={field.ref}
                  name={field.name}
                  label={t(name === "agree_cancellation_policy" ? "accept.agreeCancellation" : "accept.agreeDomestic")}
                  checked={field.value}
                  onCheckedChange={(next) => field.onChange(next === true)}
                  onBlur={field.onBlur}
                />
              )}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end border-t border-border pt-5">
        <Button type="submit" size="lg" loading={busy}>
          {t("accept.submit")}
        </Button>
      </div>
    </Form>
  );
}
