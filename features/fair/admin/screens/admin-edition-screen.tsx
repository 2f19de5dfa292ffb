import {
  FormAlert,
  LoadError,
  SignedOut,
  showFieldIssues,
  useContractForm,
  useLeaveWarning,
} from "@blocks/feature-kit";
import type { AdminEdition } from "@contracts/mice";
import { Button, FieldDatePicker, Form, FormField, Input, Skeleton, toast } from "@ds";
import { useIsLoggedIn } from "@lib/session/use-session";
import { useState } from "react";
import type { Control } from "react-hook-form";
import { useAdminEdition } from "../api/edition-get";
import { useSaveEdition } from "../api/edition-save";
import { OPERATOR_AREA } from "../api/paths";
import { EditionPage } from "../components/edition-page";
import { useEditorText } from "../components/edition-text";
import {
  EDITION_FIELDS,
  type EditionField,
  type EditionValues,
  editionBody,
  editionIssues,
  editionValues,
} from "../model/edition-form";
import { failureText, serverFailure } from "../model/edition-messages";

/**
 * The current edition as operators edit it (issue 22): its names, venue and city in both languages, its days and
 * hall hours, and the last day to register or apply. The contract's rules and the server's refusals show beside
 * their fields; what was typed stays until it is saved.
 */
export function AdminEditionScreen() {
  const { t } = useEditorText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const edition = useAdminEdition();

  let content;
  if (!loggedIn) {
    content = <SignedOut t={t} />;
  } else if (edition.error && !edition.data) {
    content = (
      <LoadError
        t={t}
        describe={failureText}
        title={t("edition.loadError")}
        error={edition.error}
        onRetry={() => void edition.mutate()}
      />
    );
  } else if (!edition.data) {
    content = (
      <div className="flex flex-col gap-4">
        <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-40" />
        <Skeleton shape="block" shapeClassName="h-40" />
      </div>
    );
  } else {
    content = <EditionForm saved={edition.data} />;
  }

  return (
    <EditionPage title={t("edition.title")} intro={t("edition.intro")}>
      {content}
    </EditionPage>
  );
}

function EditionForm({ saved }: { saved: AdminEdition }) {
  const { t } = useEditorText();
  const save = useSaveEdition();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useContractForm<EditionValues>({
    defaultValues: editionValues(saved),
    check: (values) => editionIssues(values, t),
  });
  const { isDirty, isSubmitting } = form.formState;
  useLeaveWarning(isDirty);

  const submit = async (values: EditionValues) => {
    setAlert(null);
    try {
      // the saved edition is the form's new start, so leaving after a save asks nothing
      form.reset(editionValues(await save(editionBody(values))));
      toast.success(t("edition.saved"));
    } catch (error) {
      const failure = serverFailure<EditionField>(error, EDITION_FIELDS, t);
      showFieldIssues(form, failure.fields);
      setAlert(failure.message);
    }
  };

  const day = (name: "first_day" | "last_day" | "registration_closes_on", hint?: string) => (
    <FormField
      control={form.control}
      name={name}
      label={t(`edition.fields.${name}`)}
      hint={hint}
      required
      render={({ field }) => (
        <FieldDatePicker
          ref={field.ref}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? "")}
          onBlur={field.onBlur}
        />
      )}
    />
  );

  const hour = (name: "opens" | "closes") => (
    <FormField
      control={form.control}
      name={name}
      label={t(`edition.fields.${name}`)}
      hint={t("edition.fields.hoursHint")}
      required
    >
      {(registered) => <Input type="time" {...registered} />}
    </FormField>
  );

  return (
    <Form form={form} onSubmit={submit}>
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className="grid gap-6 md:grid-cols-2">
        <LanguageFields control={form.control} lang="en" />
        <LanguageFields control={form.control} lang="ko" />
      </div>
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 text-base font-semibold text-foreground">{t("edition.dates")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {day("first_day")}
          {day("last_day")}
          {hour("opens")}
          {hour("closes")}
          {day("registration_closes_on", t("edition.fields.registrationHint"))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" loading={isSubmitting}>
          {t("edition.save")}
        </Button>
      </div>
    </Form>
  );
}

/** One language's name, venue and city. */
function LanguageFields({ control, lang }: { control: Control<EditionValues>; lang: "en" | "ko" }) {
  const { t } = useEditorText();
  return (
    <fieldset className="flex min-w-0 flex-col gap-4" lang={lang}>
      <legend className="mb-2 text-base font-semibold text-foreground">{t(`shared.languages.${lang}`)}</legend>
      {(["name", "venue", "city"] as const).map((part) => (
        <FormField
          key={part}
          control={control}
          name={`${part}_${lang}`}
          label={t(`edition.fields.${part}`)}
          summaryLabel={t(`edition.fields.${part}_${lang}`)}
          required
        >
          {(registered) => <Input autoComplete="off" {...registered} />}
        </FormField>
      ))}
    </fieldset>
  );
}
