import { AUTH_AREA_HEADER } from "@contracts/auth-area";
import { HttpError, REQUEST_TIMEOUT_MS } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { clearArea, getToken } from "@lib/session/session-store";
import { MEETINGS_PATH } from "./list-my-meetings";

export const AGENDA_PATH = `${MEETINGS_PATH}/agenda.ics`;

/**
 * My booked meetings as an iCalendar file. lib/http's `request` reads JSON envelopes only, so this is fetched here
 * with the same token, area header, timeout and 401 handling; the file is returned, and the page saves it.
 */
export async function downloadAgenda(area: Area): Promise<Blob> {
  const token = getToken(area);
  let res: Response;
  try {
    res = await fetch(AGENDA_PATH, {
      headers: {
        Accept: "text/calendar",
        [AUTH_AREA_HEADER]: area,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      cache: "no-store",
      credentials: "same-origin",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    throw new HttpError({
      status: 0,
      code: timedOut ? "TIMEOUT" : "NETWORK_ERROR",
      message: "An error has occurred!",
    });
  }
  if (res.status === 401) clearArea(area);
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
    throw new HttpError({
      status: res.status,
      code: typeof body?.code === "string" ? body.code : `HTTP_${res.status}`,
      message: typeof body?.message === "string" ? body.message : "An error has occurred!",
    });
  }
  return res.blob();
}

/** Hands a fetched file to the browser's downloads under the given name. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started from the URL; let it go once the browser has read it
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
