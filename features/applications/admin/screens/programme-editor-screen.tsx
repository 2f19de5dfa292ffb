import { FormAlert, LoadError, SignedOut, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import { EDU_PROGRAMME_SUMMARY_MAX, EDU_PROGRAMME_TITLE_MAX, type EduAdminProgramme } from "@contracts/applications";
import { Button, ButtonLink, EmptyState, Form, FormField, Input, Skeleton, Textarea, toast } from "@ds";
import { formatDateTime } from "@lib/format/format";
import { isNotFound } from "@lib/http/failure-text";
import type { Lang } from "@lib/i18n/locale";
import { useIsLoggedIn } from "@lib/session/use-session";
import { FileQuestion } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { Control } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { OPERATOR_AREA } from "../api/paths";
import { useAdminProgramme, useProgrammeSave } from "../api/programmes";
import { AdminPage } from "../components/admin-page";
import type { EduAdminPaths } from "../components/paths";
import { useAdminText } from "../components/use-admin-text";
import { failureText, serverFailure } from "../model/failure";
import {
  EMPTY_PROGRAMME,
  PROGRAMME_FIELDS,
  type ProgrammeValues,
  programmeBody,
  programmeIssues,
  programmeValues,
} from "../model/programme-form";

export type ProgrammeEditorScreenProps = {
  paths: EduAdminPaths;
  /** The programme to edit; none opens a new one. */
  programmeId?: number;
};

const group = "flex min-w-0 flex-col gap-4 rounded-lg border border-border p-4";
const legend = "px-1 text-base font-semibold text-foreground";

/**
 * `/seouleduadmin/programmes/new` and `/seouleduadmin/programmes/{id}`: a programme's texts in English and Korean
 * side by side, its trip days, its application window in Korea time, its deadlines and capacity. The contract's
 * rules are checked before sending; a code in use or a capacity below the approved seats comes back from the
 * server onto its field. A save goes back to the list.
 */
export function ProgrammeEditorScreen({ paths, programmeId }: ProgrammeEditorScreenProps) {
  const { t } = useAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const back = { to: paths.programmes, label: t("programmes.back") };
  if (!loggedIn)
    return (
      <AdminPage title={t("programmes.editor.newTitle")} back={back}>
        <SignedOut t={t} />
      </AdminPage>
    );
  if (programmeId === undefined)
    return (
      <AdminPage title={t("programmes.editor.newTitle")} intro={t("programmes.editor.intro")} back={back}>
        <ProgrammeForm paths={paths} saved={null} />
      </AdminPage>
    );
  return <ExistingProgramme paths={paths} programmeId={programmeId} />;
}

function ExistingProgramme({ paths, programmeId }: { paths: EduAdminPaths; programmeId: number }) {
  const { t, lang } = useAdminText();
  const programme = useAdminProgramme(programmeId);
  const back = { to: paths.programmes, label: t("programmes.back") };
  let title: ReactNode = t("programmes.editor.editTitle");
  let body: ReactNode;
  if (programme.error && !programme.data)
    body = isNotFound(programme.error) ? (
      <EmptyState
        icon={<FileQuestion aria-hidden="true" />}
        titleAs="h2"
        title={t("programmes.notFound.title")}
        description={t("programmes.notFound.body")}
        action={<Link to={paths.programmes}>{t("programmes.back")}</Link>}
      />
    ) : (
      <LoadError
        t={t}
        describe={failureText}
        title={t("programmes.editor.loadError")}
        error={programme.error}
        onRetry={() => void programme.mutate()}
      />
    );
  else if (!programme.data)
    body = (
      <div className="flex flex-col gap-4">
        <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-24" />
        <Skeleton shape="block" shapeClassName="h-64" />
      </div>
    );
  else {
    const saved = programme.data;
    title = lang === "ko" ? saved.title_ko : saved.title_en;
    body = (
      <>
        <p className="-mt-3 text-sm text-muted-foreground">
          {t("programmes.editor.status", {
            seated: saved.seated,
            capacity: saved.capacity,
            submitted: saved.applications.submitted,
            date: formatDateTime(saved.updated_at, lang),
          })}
        </p>
        <ProgrammeForm key={saved.updated_at} paths={paths} saved={saved} />
      </>
    );
  }
  return (
    <AdminPage title={title} back={back}>
      {body}
    </AdminPage>
  );
}

function ProgrammeForm({ paths, saved }: { paths: EduAdminPaths; saved: EduAdminProgramme | null }) {
  const { t } = useAdminText();
  const save = useProgrammeSave();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useContractForm<ProgrammeValues>({
    defaultValues: saved ? programmeValues(saved) : EMPTY_PROGRAMME,
    check: (values) => programmeIssues(values, t),
  });

  const submit = async (values: ProgrammeValues) => {
    setAlert(null);
    try {
      await save(saved?.id ?? null, programmeBody(values));
      toast.success(t(saved ? "programmes.editor.saved" : "programmes.editor.created"));
      void navigate(paths.programmes);
    } catch (error) {
      const failure = serverFailure(error, PROGRAMME_FIELDS, t);
      showFieldIssues(form, failure.fields);
      setAlert(failure.message);
    }
  };

  const { control } = form;
  return (
    <Form form={form} onSubmit={submit} aria-label={t("programmes.editor.formLabel")}>
      {alert && <FormAlert>{alert}</FormAlert>}
      <fieldset className={group}>
        <legend className={legend}>{t("programmes.editor.sections.programme")}</legend>
        <div className="grid gap-4 md:grid-cols-3">
          <FormField
            control={control}
            name="code"
            label={t("programmes.fields.code")}
            hint={t("programmes.fields.codeHint")}
            required
          >
            {(registered) => <Input autoComplete="off" maxLength={40} spellCheck={false} {...registered} />}
          </FormField>
          <FormField control={control} name="year" label={t("programmes.fields.year")} required>
            {(registered) => <Input type="number" inputMode="numeric" min={2019} max={2100} {...registered} />}
          </FormField>
          <FormField
            control={control}
            name="capacity"
            label={t("programmes.fields.capacity")}
            hint={t("programmes.fields.capacityHint")}
            required
          >
            {(registered) => <Input type="number" inputMode="numeric" min={1} max={1000} {...registered} />}
          </FormField>
        </div>
      </fieldset>
      <div className="grid gap-6 md:grid-cols-2">
        <LanguageFields control={control} lang="en" />
        <LanguageFields control={control} lang="ko" />
      </div>
      <fieldset className={group}>
        <legend className={legend}>{t("programmes.editor.sections.dates")}</legend>
        <p className="text-sm text-muted-foreground">{t("programmes.editor.koreaTime")}</p>
        <div className="grid gap-4 md:grid-cols-2">
          <DateField control={control} name="trip_start" />
          <DateField control={control} name="trip_end" />
          <DateField control={control} name="opens_at" time />
          <DateField control={control} name="closes_at" time />
          <DateField control={control} name="details_deadline" />
          <DateField control={control} name="report_due" />
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
          {t(saved ? "programmes.editor.save" : "programmes.editor.create")}
        </Button>
        <ButtonLink asChild size="lg" intent="outline">
          <Link to={paths.programmes}>{t("programmes.editor.cancel")}</Link>
        </ButtonLink>
      </div>
    </Form>
  );
}

type DateName = "trip_start" | "trip_end" | "opens_at" | "closes_at" | "details_deadline" | "report_due";

function DateField({ control, name, time }: { control: Control<ProgrammeValues>; name: DateName; time?: boolean }) {
  const { t } = useAdminText();
  return (
    <FormField
      control={control}
      name={name}
      label={t(`programmes.fields.${name}`)}
      hint={t(`programmes.fields.${name}Hint`)}
      required
    >
      {(registered) => <Input type={time ? "datetime-local" : "date"} {...registered} />}
    </FormField>
  );
}

function LanguageFields({ control, lang }: { control: Control<ProgrammeValues>; lang: Lang }) {
  const { t } = useAdminText();
  return (
    <fieldset className={group} lang={lang}>
      <legend className={legend}>{t(`programmes.editor.languages.${lang}`)}</legend>
      <FormField
        control={control}
        name={`title_${lang}`}
        label={t("programmes.fields.title")}
        summaryLabel={t(`programmes.fields.title_${lang}`)}
        required
      >
        {(registered) => <Input maxLength={EDU_PROGRAMME_TITLE_MAX} autoComplete="off" {...registered} />}
      </FormField>
      <FormField
        control={control}
        name={`destination_${lang}`}
        label={t("programmes.fields.destination")}
        summaryLabel={t(`programmes.fields.destination_${lang}`)}
      >
        {(registered) => <Input maxLength={EDU_PROGRAMME_TITLE_MAX} autoComplete="off" {...registered} />}
      </FormField>
      <FormField
        control={control}
        name={`summary_${lang}`}
        label={t("programmes.fields.summary")}
        summaryLabel={t(`programmes.fields.summary_${lang}`)}
      >
        {(registered) => <Textarea rows={4} maxLength={EDU_PROGRAMME_SUMMARY_MAX} {...registered} />}
      </FormField>
    </fieldset>
  );
}
