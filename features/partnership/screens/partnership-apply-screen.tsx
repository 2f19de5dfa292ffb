import {
  FeaturePage,
  FormAlert,
  TextLink,
  showFieldIssues,
  useContractForm,
  useLeaveWarning,
  RadioField,
} from "@blocks/feature-kit";
import {
  PARTNERSHIP_ADDRESS_MAX,
  PARTNERSHIP_CONTACT_MAX,
  PARTNERSHIP_MESSAGE_MAX,
  PARTNERSHIP_NAME_MAX,
  PARTNERSHIP_WEBSITE_MAX,
  type PartnershipReceipt,
} from "@contracts/partnerships";
import { VENUE_CATEGORIES, VENUE_DISTRICTS } from "@contracts/passes";
import { Button, Checkbox, Form, FormField, Input, SelectField, Textarea } from "@ds";
import { CircleCheck } from "lucide-react";
import { useId, useState } from "react";
import { applyForPartnership } from "../api/apply";
import type { PartnershipApplyPaths } from "../components/paths";
import { usePartnershipText } from "../components/use-partnership-text";
import { APPLY_FIELDS, type ApplyValues, EMPTY_APPLICATION, applyIssues, toApplyBody } from "../model/apply-form";
import { serverFailure } from "../model/messages";

export type PartnershipApplyScreenProps = { paths: PartnershipApplyPaths };

/**
 * `/seoulitepass/partnership` (issue 24): a venue applies to become a partner of the pass, no account needed: its
 * names, category and district, address and website, who to contact, what it would give pass holders (free entry or
 * a discount) and a message, with consent to the privacy terms. The contract's rules are checked as the person
 * types and again by the server, whose refusals show beside their fields; what was typed stays. Once sent, the page
 * shows the reference number the acknowledgement mail carries too.
 */
export function PartnershipApplyScreen({ paths }: PartnershipApplyScreenProps) {
  const { t } = usePartnershipText();
  const [receipt, setReceipt] = useState<PartnershipReceipt | null>(null);
  return (
    <FeaturePage title={t(receipt ? "apply.done.title" : "apply.title")}>
      {receipt ? <Sent receipt={receipt} paths={paths} /> : <ApplyForm onSent={setReceipt} />}
    </FeaturePage>
  );
}

function Sent({ receipt, paths }: { receipt: PartnershipReceipt; paths: PartnershipApplyPaths }) {
  const { t } = usePartnershipText();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col items-start gap-4 rounded-lg border border-border bg-muted p-6"
    >
      <CircleCheck aria-hidden="true" className="size-8 text-success" />
      <h2 id={headingId} className="text-lg font-semibold text-foreground">
        {t("apply.done.heading", { venue: receipt.venue_name })}
      </h2>
      <p className="text-foreground">
        {t("apply.done.reference")}{" "}
        <strong data-testid="partnership-reference" className="font-mono text-lg">
          {receipt.reference}
        </strong>
      </p>
      <p className="text-sm text-muted-foreground">{t("apply.done.body", { email: receipt.email })}</p>
      <div className="flex flex-wrap gap-4">
        <TextLink to={paths.venues}>{t("apply.done.venues")}</TextLink>
        <TextLink to={paths.home}>{t("apply.done.home")}</TextLink>
      </div>
    </section>
  );
}

function ApplyForm({ onSent }: { onSent: (receipt: PartnershipReceipt) => void }) {
  const { t, lang } = usePartnershipText();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useContractForm<ApplyValues>({
    defaultValues: EMPTY_APPLICATION,
    check: (values) => applyIssues(values, t),
  });
  useLeaveWarning(form.formState.isDirty && !form.formState.isSubmitSuccessful);
  const kind = form.watch("benefit.kind");

  const submit = async (values: ApplyValues) => {
    setAlert(null);
    try {
      onSent(await applyForPartnership(toApplyBody(values), lang));
    } catch (error) {
      const failure = serverFailure(error, APPLY_FIELDS, t);
      showFieldIssues(form, failure.fields);
      setAlert(failure.message);
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={t("apply.formLabel")}>
      <p className="text-muted-foreground">{t("apply.intro")}</p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-2 text-lg font-semibold text-foreground">{t("apply.sections.venue")}</legend>
        <FormField control={form.control} name="venue_name_en" label={t("apply.fields.nameEn")} required>
          {(registered) => <Input maxLength={PARTNERSHIP_NAME_MAX} autoComplete="organization" {...registered} />}
        </FormField>
        <FormField
          control={form.control}
          name="venue_name_ko"
          label={t("apply.fields.nameKo")}
          hint={t("apply.fields.nameKoHint")}
        >
          {(registered) => <Input maxLength={PARTNERSHIP_NAME_MAX} lang="ko" {...registered} />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="category"
            label={t("apply.fields.category")}
            required
            placeholder={t("apply.fields.choose")}
            options={VENUE_CATEGORIES.map((value) => ({ value, label: t(`pass-venues:shared.categories.${value}`) }))}
          />
          <SelectField
            control={form.control}
            name="district"
            label={t("apply.fields.district")}
            required
            placeholder={t("apply.fields.choose")}
            options={VENUE_DISTRICTS.map((value) => ({ value, label: t(`pass-venues:shared.districts.${value}`) }))}
          />
        </div>
        <FormField control={form.control} name="address" label={t("apply.fields.address")} required>
          {(registered) => <Input maxLength={PARTNERSHIP_ADDRESS_MAX} autoComplete="street-address" {...registered} />}
        </FormField>
        <FormField
          control={form.control}
          name="website"
          label={t("apply.fields.website")}
          hint={t("apply.fields.websiteHint")}
        >
          {(registered) => (
            <Input type="url" inputMode="url" maxLength={PARTNERSHIP_WEBSITE_MAX} autoComplete="url" {...registered} />
          )}
        </FormField>
      </fieldset>
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-2 text-lg font-semibold text-foreground">{t("apply.sections.contact")}</legend>
        <FormField control={form.control} name="contact_name" label={t("apply.fields.contact")} required>
          {(registered) => <Input maxLength={PARTNERSHIP_CONTACT_MAX} autoComplete="name" {...registered} />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField control={form.control} name="email" label={t("apply.fields.email")} required>
            {(registered) => <Input type="email" autoComplete="email" maxLength={254} {...registered} />}
          </FormField>
          <FormField
            control={form.control}
            name="phone"
            label={t("apply.fields.phone")}
            hint={t("apply.fields.phoneHint")}
            required
          >
            {(registered) => <Input type="tel" inputMode="tel" autoComplete="tel" maxLength={16} {...registered} />}
          </FormField>
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-2 text-lg font-semibold text-foreground">{t("apply.sections.offer")}</legend>
        <RadioField
          control={form.control}
          name="benefit.kind"
          label={t("apply.fields.benefit")}
          summaryLabel={t("apply.fields.benefit")}
          required
          options={[
            { value: "free_entry", label: t("apply.fields.freeEntry") },
            { value: "discount", label: t("apply.fields.discount") },
          ]}
        />
        {kind === "discount" && (
          <FormField
            control={form.control}
            name="benefit.percent"
            label={t("apply.fields.percent")}
            hint={t("apply.fields.percentHint")}
            required
          >
            {(registered) => <Input inputMode="numeric" maxLength={2} className="sm:max-w-32" {...registered} />}
          </FormField>
        )}
        <FormField
          control={form.control}
          name="message"
          label={t("apply.fields.message")}
          hint={t("apply.fields.messageHint")}
          required
        >
          {(registered) => <Textarea rows={6} maxLength={PARTNERSHIP_MESSAGE_MAX} showCount {...registered} />}
        </FormField>
      </fieldset>
      <FormField
        control={form.control}
        name="privacy_consent"
        summaryLabel={t("apply.fields.consentShort")}
        hint={t("apply.fields.consentHint")}
        required
        render={({ field }) => (
          <Checkbox
            ref={field.ref}
            name={field.name}
            label={t("apply.fields.consent")}
            checked={field.value}
            onCheckedChange={(next) => field.onChange(next === true)}
            onBlur={field.onBlur}
          />
        )}
      />
      <div>
        <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
          {t("apply.submit")}
        </Button>
      </div>
    </Form>
  );
}
