import { NationalityField } from "@blocks/countries";
import {
  FormAlert,
  type SaveStatus,
  filesProblem,
  showFieldIssues,
  uploadRules,
  useAutosave,
  useContractForm,
} from "@blocks/feature-kit";
import { EDU_FILE_MAX_BYTES, EDU_FILE_TYPES, EDU_MOTIVATION_MAX, type EduApplication } from "@contracts/applications";
import { Button, Checkbox, FileUpload, Form, FormField, Input, Stepper, Textarea, cn } from "@ds";
import { formatDate } from "@lib/format/format";
import { HttpError } from "@lib/http/client";
import { ArrowLeft, ArrowRight, Check, CircleAlert, LoaderCircle } from "lucide-react";
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useSaveDraft } from "../api/save-draft";
import { useSubmitApplication } from "../api/submit-application";
import { useUploadIdDocument } from "../api/upload-id-document";
import {
  APPLICATION_STEPS,
  type ApplicationField,
  type ApplicationValues,
  type ValueIssue,
  applicationIssues,
  draftBody,
  resumeStep,
  stepIssues,
  stepOf,
  valuesFrom,
} from "../model/form-values";
import { failureText, serverFailure, translateMessage } from "../model/messages";
import { TravelFields } from "./travel-fields";
import { useApplicationsText } from "./use-applications-text";

const ID_RULES = { types: EDU_FILE_TYPES, maxBytes: EDU_FILE_MAX_BYTES };
const FIELD_NAMES = APPLICATION_STEPS.flatMap((step) => step.fields) as ApplicationField[];

export type DraftFormProps = {
  /** The application as saved (a draft, or one the operators asked more of). */
  application: EduApplication;
  /** The labels of every step, the programme's choice first (done once a draft exists). */
  stepLabels: readonly string[];
  /** Another device or tab saved a newer version: the screen loads it and shows it in place of this form. */
  onConflict: () => void;
  onSubmitted: (application: EduApplication) => void;
};

/**
 * The application's steps after the programme's choice, saved as the person goes (a pause, Back and Next save at
 * the loaded version; a newer version elsewhere is a conflict the screen resolves), checked per step on Next with
 * the contract's rules, submitted once with the server's field issues put back on their fields.
 */
export function DraftForm({ application, stepLabels, onConflict, onSubmitted }: DraftFormProps) {
  const { t, lang } = useApplicationsText();
  const { programme } = application;
  const [initial] = useState(() => valuesFrom(application));
  const [step, setStep] = useState(() => (application.status === "draft" ? resumeStep(initial, programme) : 0));
  // the form's check reads the step it is on (the resolver is made once)
  const stepRef = useRef(step);
  useLayoutEffect(() => {
    stepRef.current = step;
  });
  const version = useRef(application.version);
  const [alert, setAlert] = useState<string | null>(null);
  // issues found for another step wait until that step is on screen, then take their fields
  const pending = useRef<readonly { field: ApplicationField; message: string }[] | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const save = useSaveDraft(application.id, lang);
  const submit = useSubmitApplication(application.id, lang);
  const upload = useUploadIdDocument(application.id, lang);
  const translated = (issues: readonly ValueIssue[]) =>
    issues.map((issue) => ({ field: issue.field, message: translateMessage(issue.message, t) }));

  const form = useContractForm<ApplicationValues>({
    defaultValues: initial,
    check: (values) => translated(stepIssues(applicationIssues(values, programme), stepRef.current)),
  });

  const { autosave, status } = useAutosave<ApplicationValues>(
    async (values) => {
      const saved = await save.trigger(draftBody(values, version.current));
      version.current = saved.version;
    },
    (error, saver) => {
      if (error instanceof HttpError && error.code === "VERSION_CONFLICT") {
        saver.dispose();
        onConflict();
        return;
      }
      const failure = serverFailure(error, FIELD_NAMES, t);
      showFieldIssues(form, failure.fields, { focus: false });
    },
  );

  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      // the identity document is saved by its own upload
      if (name === "id_document") return;
      autosave.change(values as ApplicationValues);
    });
    return () => subscription.unsubscribe();
  }, [form, autosave]);

  useEffect(() => {
    const issues = pending.current;
    if (!issues) return;
    pending.current = null;
    showFieldIssues(form, issues);
  }, [step, form]);

  const goTo = (target: number) => {
    setAlert(null);
    setStep(target);
    void autosave.flush();
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const showIssues = (issues: readonly ValueIssue[]) => {
    const first = Math.min(...issues.map((issue) => stepOf(issue.field)));
    if (first === step) showFieldIssues(form, translated(issues.filter((issue) => stepOf(issue.field) === step)));
    else {
      pending.current = translated(issues.filter((issue) => stepOf(issue.field) === first));
      setStep(first);
    }
  };

  const windowShut = application.status === "draft" && programme.window !== "open";
  const last = step === APPLICATION_STEPS.length - 1;

  const send = async () => {
    setAlert(null);
    const issues = applicationIssues(form.getValues(), programme);
    if (issues.length > 0) {
      showIssues(issues);
      return;
    }
    if (windowShut) {
      setAlert(t(programme.window === "upcoming" ? "messages.edu.windowUpcoming" : "messages.edu.windowClosed"));
      return;
    }
    setSubmitting(true);
    const saved = await autosave.flush();
    await autosave.hold();
    if (!saved) {
      autosave.release();
      setSubmitting(false);
      setAlert(t("form.save.failedBeforeSubmit"));
      return;
    }
    try {
      const done = await submit.trigger({ version: version.current });
      autosave.dispose();
      onSubmitted(done);
    } catch (error) {
      autosave.release();
      if (error instanceof HttpError && error.code === "VERSION_CONFLICT") {
        autosave.dispose();
        onConflict();
        return;
      }
      const failure = serverFailure(error, FIELD_NAMES, t);
      if (failure.fields.length > 0) showIssues(failure.fields);
      if (failure.message) setAlert(failure.message);
    } finally {
      setSubmitting(false);
    }
  };

  const onValid = () => {
    if (last) void send();
    else goTo(step + 1);
  };

  const onFile = async (files: File[]) => {
    const [file] = files;
    if (!file) return;
    form.clearErrors("id_document");
    if (filesProblem([file], ID_RULES)) {
      form.setError("id_document", { type: "client", message: t("messages.edu.fileType") });
      return;
    }
    await autosave.flush();
    await autosave.hold();
    try {
      const body = new FormData();
      body.append("file", file);
      const saved = await upload.trigger(body);
      version.current = saved.version;
      form.setValue("id_document", true);
    } catch (error) {
      const failure = serverFailure(error, ["file", "id_document"], t);
      form.setError("id_document", {
        type: "server",
        message: failure.fields[0]?.message ?? failure.message ?? failureText(error, t),
      });
    } finally {
      autosave.release();
    }
  };

  const text = (
    name: ApplicationField,
    extra: { hint?: ReactNode; type?: string; inputMode?: "numeric" | "email"; autoComplete?: string } = {},
  ) => (
    <FormField
      control={form.control}
      name={name}
      label={t(`form.fields.${name}`)}
      hint={extra.hint}
      required={name !== "dietary_restriction"}
    >
      {(registered) => (
        <Input
          {...registered}
          type={extra.type ?? "text"}
          inputMode={extra.inputMode}
          autoComplete={extra.autoComplete ?? "off"}
        />
      )}
    </FormField>
  );

  const current = APPLICATION_STEPS[step]?.id ?? "personal";
  return (
    <div className="flex flex-col gap-6">
      <Stepper
        steps={stepLabels.map((label) => ({ label }))}
        current={step + 1}
        label={t("form.steps.label")}
        onStepClick={(index) => index > 0 && goTo(index - 1)}
      />
      <Form form={form} onSubmit={onValid} aria-labelledby="edu-step-heading">
        <h2
          id="edu-step-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-foreground outline-none"
        >
          {stepLabels[step + 1]}
        </h2>
        <p className="text-sm text-muted-foreground">{t("form.requiredLegend")}</p>
        {alert && <FormAlert>{alert}</FormAlert>}
        {current === "personal" && (
          <>
            {text("applicant_name", { autoComplete: "name" })}
            {text("email", { type: "email", inputMode: "email", autoComplete: "email" })}
            {text("mobile", { hint: t("form.hints.mobile"), inputMode: "numeric", autoComplete: "tel" })}
            {text("birth_date", { type: "date" })}
            <NationalityField
              control={form.control}
              name="nationality"
              label={t("form.fields.nationality")}
              placeholder={t("form.hints.nationality")}
              required
              describeError={(error) => failureText(error, t)}
            />
            {text("passport_number", { hint: t("form.hints.passport") })}
            {text("passport_expiry", {
              type: "date",
              hint: t("form.hints.passportExpiry", { date: formatDate(programme.trip_end, lang) }),
            })}
            <FormField
              control={form.control}
              name="id_document"
              label={t("form.fields.id_document")}
              hint={
                application.id_document
                  ? t("form.hints.idDocumentSaved", { name: application.id_document.name })
                  : t("form.hints.idDocument")
              }
              required
              render={({ field }) => (
                <FileUpload
                  ref={field.ref}
                  onBlur={field.onBlur}
                  {...uploadRules(ID_RULES)}
                  disabled={upload.isMutating}
                  onChange={(files) => void onFile(files)}
                />
              )}
            />
          </>
        )}
        {current === "travel" && <TravelFields control={form.control} />}
        {current === "bank" && (
          <>
            {text("bank_name")}
            {text("bank_account_holder", { autoComplete: "name" })}
            {text("bank_account_number", { hint: t("form.hints.bankAccount"), inputMode: "numeric" })}
          </>
        )}
        {current === "motivation" && (
          <>
            <FormField
              control={form.control}
              name="motivation"
              label={t("form.fields.motivation")}
              hint={t("form.hints.motivation", { max: EDU_MOTIVATION_MAX })}
              required
            >
              {(registered) => <Textarea {...registered} rows={6} maxLength={EDU_MOTIVATION_MAX} />}
            </FormField>
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 text-base font-semibold text-foreground">{t("form.consents.heading")}</legend>
              {(["agree_terms", "agree_privacy", "agree_third_party", "agree_age14"] as const).map((name) => (
                <FormField
                  key={name}
                  control={form.control}
                  name={name}
                  summaryLabel={t(`form.fields.${name}`)}
                  render={({ field }) => (
                    <Checkbox
                      ref={field.ref}
                      name={field.name}
                      label={t(`form.fields.${name}`)}
                      description={t(`form.consents.${name}`)}
                      checked={field.value}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              ))}
            </fieldset>
          </>
        )}
        <div className="flex flex-wrap items-center gap-3">
          {step > 0 && (
            <Button intent="outline" size="lg" onClick={() => goTo(step - 1)}>
              <ArrowLeft aria-hidden="true" />
              {t("form.back")}
            </Button>
          )}
          <Button type="submit" size="lg" loading={submitting} disabled={last && windowShut}>
            {last ? t(application.status === "draft" ? "form.submit" : "form.resubmit") : t("form.next")}
            {!last && <ArrowRight aria-hidden="true" />}
          </Button>
        </div>
        <SaveState status={status} onRetry={() => void autosave.flush()} />
      </Form>
    </div>
  );
}

/** Where the draft stands: saved, saving, or not saved with a way to try again, in a status region. */
function SaveState({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  const { t } = useApplicationsText();
  const failed = status === "failed";
  const Icon = failed ? CircleAlert : status === "saved" ? Check : status === "idle" ? null : LoaderCircle;
  const key = status === "pending" ? "saving" : status;
  return (
    <div className="flex min-h-11 flex-wrap items-center gap-3" data-slot="edu-save-status" data-status={status}>
      <p
        role="status"
        className={cn("flex items-center gap-1.5 text-sm", failed ? "text-danger" : "text-muted-foreground")}
      >
        {Icon && (
          <Icon aria-hidden="true" className={cn("size-4", status === "saving" && "motion-safe:animate-spin")} />
        )}
        <span>{t(`form.save.${key}`)}</span>
      </p>
      {failed && (
        <Button intent="outline" onClick={onRetry}>
          {t("form.save.retry")}
        </Button>
      )}
    </div>
  );
}
