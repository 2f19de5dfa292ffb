import { fetchFile } from "@lib/http/download";
import type { Area } from "@lib/session/areas";
import { MEETINGS_PATH } from "./list-my-meetings";

export { saveFile } from "@lib/http/download";

export const AGENDA_PATH = `${MEETINGS_PATH}/agenda.ics`;

/** My booked meetings as an iCalendar file; the page saves it. */
export function downloadAgenda(area: Area): Promise<Blob> {
  return fetchFile(AGENDA_PATH, { area, accept: "text/calendar" });
}
