import { DialogFrame, FieldRow, LoadError } from "@blocks/feature-kit";
import { failureText } from "../model/failure";
import type { SurveyAdminDetail } from "@contracts/survey";
import {
  Button,
  DialogBody,
  DialogClose,
  DialogFooter,
  Field,
  FieldError,
  FieldHint,
  FieldLabel,
  FormMessage,
  Input,
  Skeleton,
  Textarea,
  toast,
} from "@ds";
import { formatNumber } from "@lib/format/format";
import { type FormEvent, useId, useState } from "react";
import { useAdminSurvey } from "../api/get-survey";
import { useWriteSurvey } from "../api/write-survey";
import { DRAFT_FIELDS, type DraftField, type DraftIssues, checkDraft, draftFrom } from "../model/edit-form";
import { AREA_LABEL_KEYS, KIND_LABEL_KEYS } from "../model/labels";
import type { SurveyChoice } from "../model/selection";
import { type PageIssue, placeIssues } from "../model/server-issues";
import { useAdminText } from "./use-admin-text";

export type EditSurveyDialogProps = {
  /** The survey to edit. */
  choice: SurveyChoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * "Edit survey": the window (Korea time) and the whole definition, the titles and intros in both languages and the
 * pages as JSON (the advanced editor). Saving replaces the survey; the server's refusals show beside their fields,
 * those inside the pages as a list of paths above the JSON.
 */
export function EditSurveyDialog({ choice, open, onOpenChange }: EditSurveyDialogProps) {
  const { t, lang } = useAdminText();
  const detail = useAdminSurvey(open ? choice : null);
  const name = t("shared.surveyName", { area: t(AREA_LABEL_KEYS[choice.area]), kind: t(KIND_LABEL_KEYS[choice.kind]) });

  let content;
  if (detail.error && !detail.data) {
    content = (
      <DialogBody>
        <LoadError
          t={t}
          describe={failureText}
          title={t("edit.loadError")}
          error={detail.error}
          onRetry={() => void detail.mutate()}
        />
      </DialogBody>
    );
  } else if (!detail.data) {
    content = (
      <DialogBody>
        <Skeleton lines={6} srLabel={t("edit.loading")} className="py-2" />
      </DialogBody>
    );
  } else {
    content = (
      <EditSurveyForm
        // a newer version read while the dialog opens starts the form again from it
        key={`${choice.kind}-${choice.area}-${detail.data.version}`}
        choice={choice}
        detail={detail.data}
        onSaved={() => onOpenChange(false)}
      />
    );
  }

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t("edit.title", { name })}
      description={
        detail.data
          ? t("edit.description", {
              version: detail.data.version,
              count: detail.data.submitted,
              submitted: formatNumber(detail.data.submitted, lang),
            })
          : t("edit.descriptionLoading")
      }
    >
      {content}
    </DialogFrame>
  );
}

function EditSurveyForm({
  choice,
  detail,
  onSaved,
}: {
  choice: SurveyChoice;
  detail: SurveyAdminDetail;
  onSaved: () => void;
}) {
  const { t } = useAdminText();
  const id = useId();
  const fieldId = (field: DraftField) => `${id}-${field.replace(".", "-")}`;
  const write = useWriteSurvey();
  const [draft, setDraft] = useState(() => draftFrom(detail));
  const [issues, setIssues] = useState<DraftIssues>({});
  const [pageIssues, setPageIssues] = useState<PageIssue[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const pageIssuesId = `${id}-page-issues`;

  const change = (field: DraftField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setIssues((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirst = (found: DraftIssues, pagesToo: boolean) => {
    const first = DRAFT_FIELDS.find((field) => found[field] || (field === "pages" && pagesToo));
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const check = checkDraft(draft, t);
    if (!check.ok) {
      setIssues(check.issues);
      setPageIssues([]);
      focusFirst(check.issues, false);
      return;
    }
    try {
      const saved = await write.trigger({ choice, body: check.body });
      toast.success(t("edit.saved", { version: saved.version }));
      onSaved();
    } catch (error) {
      const placed = placeIssues(error, t);
      setIssues(placed.fields);
      setPageIssues(placed.pages);
      setMessage(placed.message);
      if (!placed.message) focusFirst(placed.fields, placed.pages.length > 0);
    }
  }

  const text = (field: Exclude<DraftField, "pages">, label: string, multiline = false) => (
    <FieldRow controlId={fieldId(field)} required label={label} error={issues[field]}>
      {multiline ? (
        <Textarea rows={3} value={draft[field]} onChange={(event) => change(field, event.target.value)} />
      ) : (
        <Input value={draft[field]} onChange={(event) => change(field, event.target.value)} />
      )}
    </FieldRow>
  );

  return (
    <form
      noValidate
      aria-label={t("edit.formLabel")}
      onSubmit={(event) => void submit(event)}
      className="flex min-h-0 flex-1 flex-col"
    >
      <DialogBody className="flex flex-col gap-5">
        <FormMessage>{message}</FormMessage>
        {detail.submitted > 0 && <p className="text-sm text-muted-foreground">{t("edit.hasResponsesNote")}</p>}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-foreground">{t("edit.window")}</legend>
          {(["opens_at", "closes_at"] as const).map((field) => (
            <FieldRow
              key={field}
              controlId={fieldId(field)}
              required
              label={t(`edit.fields.${field}`)}
              hint={t("edit.koreaTime")}
              error={issues[field]}
            >
              <Input
                type="datetime-local"
                value={draft[field]}
                onChange={(event) => change(field, event.target.value)}
              />
            </FieldRow>
          ))}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-foreground">{t("edit.texts")}</legend>
          {text("title.en", t("edit.fields.titleEn"))}
          {text("title.ko", t("edit.fields.titleKo"))}
          {text("intro.en", t("edit.fields.introEn"), true)}
          {text("intro.ko", t("edit.fields.introKo"), true)}
        </fieldset>
        <Field controlId={fieldId("pages")} required invalid={Boolean(issues.pages) || pageIssues.length > 0}>
          <FieldLabel>{t("edit.fields.pages")}</FieldLabel>
          <FieldHint>{t("edit.pagesHint")}</FieldHint>
          {pageIssues.length > 0 && (
            <div id={pageIssuesId} className="rounded-md border border-danger bg-surface p-3 text-sm text-danger">
              <p className="font-medium">{t("edit.pageIssues", { count: pageIssues.length })}</p>
              <ul className="mt-1 flex flex-col gap-1 pl-1">
                {pageIssues.map((issue) => (
                  <li key={`${issue.path}-${issue.message}`} className="break-words">
                    <code className="font-mono text-xs">{issue.path}</code>: {issue.message}{" "}
                    <span className="text-muted-foreground">({issue.label})</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <Textarea
            rows={16}
            spellCheck={false}
            className="font-mono text-xs"
            aria-describedby={pageIssues.length > 0 ? pageIssuesId : undefined}
            value={draft.pages}
            onChange={(event) => {
              change("pages", event.target.value);
              setPageIssues([]);
            }}
          />
          <FieldError>{issues.pages}</FieldError>
        </Field>
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button intent="outline">{t("shared.cancel")}</Button>
        </DialogClose>
        <Button type="submit" loading={write.isMutating}>
          {t("edit.save")}
        </Button>
      </DialogFooter>
    </form>
  );
}
