import { fairQuery } from "@blocks/fair-scope";
import type { Fair } from "@contracts/editions";
import { buildUrl } from "@lib/http/client";
import { fetchFile } from "@lib/http/download";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { MEETINGS_PATH } from "./list-my-meetings";

export { saveFile } from "@lib/http/download";

export const AGENDA_PATH = `${MEETINGS_PATH}/agenda.ics`;

/** My booked meetings as an iCalendar file in the page's language (its words and the companies' names); the page saves it. */
export function downloadAgenda(area: Area, lang: Lang, fair: Fair): Promise<Blob> {
  return fetchFile(buildUrl(AGENDA_PATH, { lang, ...fairQuery(fair) }), { area, accept: "text/calendar" });
}
