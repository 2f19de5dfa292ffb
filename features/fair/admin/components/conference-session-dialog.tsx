import { DialogFormFooter } from "@blocks/console";
import { DialogFrame, FormAlert, RemovableFieldset, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import type { AdminSession } from "@contracts/mice";
import { MAX_SPEAKERS } from "@contracts/mice";
import { Button, DialogBody, Form, FormField, Input, Select, SelectItem, Textarea, toast } from "@ds";
import { formatDate } from "@lib/format/format";
import { Plus } from "lucide-react";
import { useState } from "react";
import { type Control, type FieldPath, useFieldArray } from "react-hook-form";
import { useSessionWrites } from "../api/conference-session-writes";
import {
  EMPTY_SPEAKER,
  type SessionValues,
  emptySession,
  sessionBody,
  sessionFieldNames,
  sessionIssues,
  sessionValues,
} from "../model/conference-form";
import { serverFailure } from "../model/edition-messages";
import { useEditorText } from "./edition-text";

const LANGS = ["en", "ko"] as const;
type Lang = (typeof LANGS)[number];

export type ConferenceSessionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The session to change; a new one when null. */
  session: AdminSession | null;
  /** A new session's day (the day whose "add" was pressed). */
  day: string;
  /** The edition's days, the only ones a session may be on. */
  days: readonly string[];
};

/**
 * "Add a session" or "Edit the session": the day, the times (Korea time), the texts in both languages and the
 * speakers. The contract's rules and the server's refusals (a day the edition no longer has) show beside their
 * fields; a saved session closes the dialog and the programme reads again.
 */
export function ConferenceSessionDialog({ open, onOpenChange, session, day, days }: ConferenceSessionDialogProps) {
  const { t } = useEditorText();
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t(session ? "conference.dialog.editTitle" : "conference.dialog.addTitle")}
      description={t("conference.dialog.description")}
    >
      {open && (
        <SessionForm
          key={session?.id ?? `new-${day}`}
          session={session}
          day={day}
          days={days}
          onDone={() => onOpenChange(false)}
        />
      )}
    </DialogFrame>
  );
}

function SessionForm({
  session,
  day,
  days,
  onDone,
}: {
  session: AdminSession | null;
  day: string;
  days: readonly string[];
  onDone: () => void;
}) {
  const { t, lang } = useEditorText();
  const writes = useSessionWrites();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useContractForm<SessionValues>({
    defaultValues: session ? sessionValues(session) : emptySession(day),
    check: (values) => sessionIssues(values, t),
  });
  const speakers = useFieldArray({ control: form.control, name: "speakers" });
  // a session on a day the edition no longer has still shows it, so the refusal can say why
  const choices = [...new Set([...days, ...(session ? [session.day] : [])])].sort();

  const submit = async (values: SessionValues) => {
    setAlert(null);
    try {
      const saved = session
        ? await writes.update(session.id, sessionBody(values, session.sort))
        : await writes.create(sessionBody(values));
      const title = lang === "ko" ? saved.title_ko : saved.title_en;
      toast.success(t(session ? "conference.dialog.saved" : "conference.dialog.added", { title }));
      onDone();
    } catch (error) {
      const failure = serverFailure(error, sessionFieldNames(values), t);
      showFieldIssues(
        form,
        failure.fields.map((issue) => ({ ...issue, field: issue.field as FieldPath<SessionValues> })),
      );
      setAlert(failure.message);
    }
  };

  const time = (name: "starts_at" | "ends_at") => (
    <FormField control={form.control} name={name} label={t(`conference.fields.${name}`)} required>
      {(registered) => <Input type="time" {...registered} />}
    </FormField>
  );

  return (
    <Form form={form} onSubmit={submit} className="contents">
      <DialogBody className="flex flex-col gap-5">
        {alert && <FormAlert>{alert}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem_8rem]">
          <FormField
            control={form.control}
            name="day"
            label={t("conference.fields.day")}
            required
            render={({ field }) => (
              <Select
                ref={field.ref}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                renderValue={(value) => formatDate(value, lang, "weekday")}
              >
                {choices.map((choice) => (
                  <SelectItem key={choice} value={choice}>
                    {formatDate(choice, lang, "weekday")}
                  </SelectItem>
                ))}
              </Select>
            )}
          />
          {time("starts_at")}
          {time("ends_at")}
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          {LANGS.map((language) => (
            <LanguageFields key={language} control={form.control} lang={language} />
          ))}
        </div>
        <fieldset className="flex min-w-0 flex-col gap-3">
          <legend className="mb-2 text-base font-semibold text-foreground">{t("conference.speakers.legend")}</legend>
          {speakers.fields.length === 0 && (
            <p className="text-sm text-muted-foreground">{t("conference.speakers.none")}</p>
          )}
          {speakers.fields.map((speaker, index) => (
            <SpeakerFields
              key={speaker.id}
              control={form.control}
              index={index}
              onRemove={() => speakers.remove(index)}
            />
          ))}
          {speakers.fields.length < MAX_SPEAKERS && (
            <div>
              <Button type="button" intent="outline" size="sm" onClick={() => speakers.append({ ...EMPTY_SPEAKER })}>
                <Plus aria-hidden="true" />
                {t("conference.speakers.add")}
              </Button>
            </div>
          )}
        </fieldset>
      </DialogBody>
      <DialogFormFooter
        cancel={t("conference.dialog.cancel")}
        submit={t("conference.dialog.save")}
        busy={form.formState.isSubmitting}
      />
    </Form>
  );
}

/** One language's title, track, room and description. */
function LanguageFields({ control, lang }: { control: Control<SessionValues>; lang: Lang }) {
  const { t } = useEditorText();
  return (
    <fieldset className="flex min-w-0 flex-col gap-4" lang={lang}>
      <legend className="mb-2 text-base font-semibold text-foreground">{t(`shared.languages.${lang}`)}</legend>
      {(["title", "track", "room"] as const).map((part) => (
        <FormField
          key={part}
          control={control}
          name={`${part}_${lang}`}
          label={t(`conference.fields.${part}`)}
          summaryLabel={t(`conference.fields.${part}_${lang}`)}
          required
        >
          {(registered) => <Input autoComplete="off" {...registered} />}
        </FormField>
      ))}
      <FormField
        control={control}
        name={`summary_${lang}`}
        label={t("conference.fields.summary")}
        summaryLabel={t(`conference.fields.summary_${lang}`)}
      >
        {(registered) => <Textarea rows={3} {...registered} />}
      </FormField>
    </fieldset>
  );
}

/** One speaker: name, role and organisation in both languages, and the way to take them off the session. */
function SpeakerFields({
  control,
  index,
  onRemove,
}: {
  control: Control<SessionValues>;
  index: number;
  onRemove: () => void;
}) {
  const { t } = useEditorText();
  const n = index + 1;
  return (
    <RemovableFieldset
      legend={t("conference.speakers.speaker", { n })}
      removeLabel={t("conference.speakers.remove", { n })}
      onRemove={onRemove}
    >
      <div className="grid gap-3 pr-10 sm:grid-cols-2">
        {(["name", "role", "organisation"] as const).map((part) =>
          LANGS.map((lang) => {
            const field = t(`conference.speakers.${part}`);
            const language = t(`shared.languages.${lang}`);
            return (
              <FormField
                key={`${lang}-${part}`}
                control={control}
                name={`speakers.${index}.${part}_${lang}`}
                label={t("conference.speakers.label", { field, language })}
                summaryLabel={t("conference.speakers.field", { n, field, language })}
                required={part === "name"}
              >
                {(registered) => <Input autoComplete="off" lang={lang} {...registered} />}
              </FormField>
            );
          }),
        )}
      </div>
    </RemovableFieldset>
  );
}
