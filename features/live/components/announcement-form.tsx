import { FormAlert } from "@blocks/feature-kit";
import type { LiveState, LiveUpdateBody } from "@contracts/live";
import { Button, Field, FieldError, FieldLabel, Textarea } from "@ds";
import { type FormEvent, useId, useState } from "react";
import { serverFailure } from "../model/failure";
import {
  type AnnouncementField,
  announcementIssues,
  type AnnouncementValues,
  type FieldIssues,
} from "../model/update-forms";
import { useLiveText } from "./use-live-text";

const FIELDS: readonly AnnouncementField[] = ["en", "ko"];
const MAX = 500;

export type AnnouncementFormProps = {
  /** What the screens show now; the fields start from it until the operator types. */
  current: LiveState["announcement"];
  onSubmit: (body: LiveUpdateBody) => Promise<unknown>;
};

/** The announcement in English and Korean: show it on the screens, or clear it. */
export function AnnouncementForm({ current, onSubmit }: AnnouncementFormProps) {
  const { t } = useLiveText();
  const id = useId();
  // null follows what the screens show, so after a push the fields hold what was sent
  const [draft, setDraft] = useState<Partial<AnnouncementValues>>({});
  const [serverIssues, setServerIssues] = useState<FieldIssues<AnnouncementField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<"show" | "clear" | null>(null);
  const values: AnnouncementValues = { en: draft.en ?? current?.en ?? "", ko: draft.ko ?? current?.ko ?? "" };
  const issues = { ...announcementIssues(values, t), ...serverIssues };
  const empty = !values.en.trim() && !values.ko.trim();

  async function send(kind: "show" | "clear") {
    setServerIssues({});
    setFailure(null);
    if (kind === "show" && FIELDS.some((field) => issues[field])) return;
    setBusy(kind);
    try {
      await onSubmit({ kind: "announcement", ...(kind === "clear" ? { en: "", ko: "" } : values) });
      setDraft({});
    } catch (caught) {
      const mapped = serverFailure(caught, FIELDS, t);
      setServerIssues(Object.fromEntries(mapped.fields.map((issue) => [issue.field, issue.message])));
      setFailure(mapped.message);
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy === null) void send("show");
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="grid gap-4 md:grid-cols-2">
        {FIELDS.map((field) => (
          <Field key={field} controlId={`${id}-${field}`}>
            <FieldLabel>{t(`update.announcement.${field}`)}</FieldLabel>
            <Textarea
              lang={field}
              rows={3}
              maxLength={MAX}
              showCount
              value={values[field]}
              onChange={(event) => {
                const value = event.target.value;
                setDraft((current) => ({ ...current, [field]: value }));
                setServerIssues((current) => ({ ...current, [field]: undefined }));
              }}
            />
            <FieldError>{issues[field]}</FieldError>
          </Field>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy === "show"} disabled={empty || busy === "clear"}>
          {t("update.announcement.show")}
        </Button>
        <Button
          intent="outline"
          loading={busy === "clear"}
          disabled={!current || busy === "show"}
          onClick={() => void send("clear")}
        >
          {t("update.announcement.clear")}
        </Button>
      </div>
    </form>
  );
}
