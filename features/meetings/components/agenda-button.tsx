import { useFair } from "@blocks/fair-scope";
import { AGENDA_FILE_NAME } from "@contracts/meetings";
import { Button } from "@ds";
import type { Area } from "@lib/session/areas";
import { CalendarArrowDown } from "lucide-react";
import { useState } from "react";
import { downloadAgenda, saveFile } from "../api/download-agenda";
import { failureText } from "../model/server-messages";
import { useMeetingsText } from "./use-meetings-text";

/**
 * My booked meetings as a calendar file in the page's language, fetched with my token (a plain link would carry
 * none) and saved.
 */
export function AgendaButton({ area, onFailure }: { area: Area; onFailure: (message: string | null) => void }) {
  const { t, lang } = useMeetingsText();
  const fair = useFair();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    onFailure(null);
    setBusy(true);
    try {
      saveFile(await downloadAgenda(area, lang, fair), AGENDA_FILE_NAME);
    } catch (error) {
      onFailure(`${t("agenda.failed")} ${failureText(error, t)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button intent="outline" loading={busy} onClick={() => void download()}>
      {!busy && <CalendarArrowDown aria-hidden="true" />}
      {t("agenda.download")}
    </Button>
  );
}
