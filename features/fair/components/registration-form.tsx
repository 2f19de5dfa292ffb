import { NationalityField } from "@blocks/countries";
import { ChoiceGroupField, FormAlert, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import { type FairEdition, MICE_INTERESTS, type VisitorRegistration } from "@contracts/mice";
import { Button, Checkbox, Form, FormErrorSummary, FormField, Input } from "@ds";
import type { Area } from "@lib/session/areas";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { isEditionKey } from "../api/get-edition";
import { isMyRegistrationKey } from "../api/get-my-registration";
import { useRegisterVisitor } from "../api/register-visitor";
import { fairDayText } from "../model/fair-dates";
import { failureText, refusalOf, serverFailure } from "../model/messages";
import {
  EMPTY_REGISTRATION,
  REGISTRATION_FIELDS,
  type RegistrationValues,
  registrationIssues,
  toRegistrationBody,
} from "../model/registration-form";
import { useFairText } from "./use-fair-text";

export type RegistrationFormProps = {
  edition: FairEdition;
  area: Area;
  onRegistered: (registration: VisitorRegistration) => void;
};

/**
 * The visitor's registration for the edition: nationality, organisation, job title, interests and the consents,
 * checked by the contract's own schema in the page's language; the server's field messages land on their fields.
 * A registration refused because one exists already or the deadline passed reads the page's data again, and the
 * screen shows what that means in place of the form.
 */
export function RegistrationForm({ edition, area, onRegistered }: RegistrationFormProps) {
  const { t, lang } = useFairText();
  const { mutate } = useSWRConfig();
  const register = useRegisterVisitor(area, lang);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm<RegistrationValues>({
    defaultValues: EMPTY_REGISTRATION,
    check: (values) => registrationIssues(values, t),
  });

  const submit = async (values: RegistrationValues) => {
    setFailure(null);
    try {
      onRegistered(await register.trigger(toRegistrationBody(values)));
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal === "already_registered") await mutate(isMyRegistrationKey(area));
      if (refusal === "closed") await mutate(isEditionKey);
      const mapped = serverFailure(error, REGISTRATION_FIELDS, t);
      showFieldIssues(form, mapped.fields);
      if (mapped.message) setFailure(mapped.message);
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={t("register.form.label")}>
      <FormErrorSummary />
      {failure && <FormAlert>{failure}</FormAlert>}
      <p className="text-sm text-muted-foreground">{t("register.form.intro")}</p>
      <NationalityField
        control={form.control}
        name="nationality"
        label={t("register.form.nationality")}
        placeholder={t("register.form.nationalityHint")}
        required
        describeError={(error) => failureText(error, t)}
      />
      <FormField control={form.control} name="organisation" label={t("register.form.organisation")} required>
        {(registered) => <Input maxLength={200} autoComplete="organization" {...registered} />}
      </FormField>
      <FormField control={form.control} name="job_title" label={t("register.form.jobTitle")}>
        {(registered) => <Input maxLength={100} autoComplete="organization-title" {...registered} />}
      </FormField>
      <ChoiceGroupField
        control={form.control}
        name="interests"
        label={t("register.form.interests")}
        hint={t("register.form.interestsHint")}
        required
        className="@container"
        options={MICE_INTERESTS}
        labelOf={(interest) => t(`interests.${interest}`)}
      />
      <fieldset className="flex flex-col gap-4 border-t border-border pt-5">
        <legend className="sr-only">{t("register.form.consents")}</legend>
        <FormField
          control={form.control}
          name="agree_privacy"
          required
          summaryLabel={t("register.form.privacy")}
          render={({ field }) => (
            <Checkbox
              ref={field.ref}
              name={field.name}
              label={t("register.form.privacy")}
              description={t("register.form.privacyText")}
              checked={field.value}
              onCheckedChange={(next) => field.onChange(next === true)}
              onBlur={field.onBlur}
            />
          )}
        />
        <FormField
          control={form.control}
          name="agree_marketing"
          summaryLabel={t("register.form.marketing")}
          render={({ field }) => (
            <Checkbox
              ref={field.ref}
              name={field.name}
              label={t("register.form.marketing")}
              description={t("register.form.marketingText")}
              checked={field.value}
              onCheckedChange={(next) => field.onChange(next === true)}
              onBlur={field.onBlur}
            />
          )}
        />
      </fieldset>
      <div className="flex flex-col gap-2">
        <div>
          <Button type="submit" size="lg" loading={register.isMutating}>
            {t("register.form.submit")}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          {t("register.form.deadline", { date: fairDayText(edition.registration_closes_on, lang, t) })}
        </p>
      </div>
    </Form>
  );
}
