import { FormAlert, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import { EDU_MESSAGE_MAX, type EduNote } from "@contracts/applications";
import { Button, Form, FormField, Textarea } from "@ds";
import { formatDateTime } from "@lib/format/format";
import { useState } from "react";
import { noteIssues } from "../model/decision-form";
import { serverFailure } from "../model/failure";
import { useAdminText } from "./use-admin-text";

type NoteValues = { body: string };

/** The operators' internal notes (applicants never see them), oldest first, and a form to add one. */
export function NotesSection({
  notes,
  onAdd,
}: {
  notes: readonly EduNote[];
  onAdd: (body: string) => Promise<unknown>;
}) {
  const { t, lang } = useAdminText();
  const form = useContractForm<NoteValues>({ defaultValues: { body: "" }, check: (values) => noteIssues(values, t) });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async ({ body }: NoteValues) => {
    setBusy(true);
    setFailure(null);
    try {
      await onAdd(body.trim());
      form.reset({ body: "" });
    } catch (caught) {
      const mapped = serverFailure(caught, ["body"], t);
      showFieldIssues(form, mapped.fields.slice(0, 1));
      if (mapped.message) setFailure(mapped.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("notes.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t("notes.list")}>
          {notes.map((note) => (
            <li key={note.id} className="flex flex-col gap-1 rounded-md border border-border p-3">
              <p className="text-xs text-muted-foreground">
                {t("notes.by", { author: note.author, at: formatDateTime(note.created_at, lang) })}
              </p>
              <p className="text-sm whitespace-pre-wrap text-foreground">{note.body}</p>
            </li>
          ))}
        </ul>
      )}
      <Form form={form} onSubmit={submit} aria-label={t("notes.add")} className="gap-3 print:hidden">
        {failure && <FormAlert>{failure}</FormAlert>}
        <FormField control={form.control} name="body" label={t("notes.new")} hint={t("notes.hint")} required>
          {(registered) => <Textarea rows={3} maxLength={EDU_MESSAGE_MAX} {...registered} />}
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" intent="outline" loading={busy}>
            {t("notes.add")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
