import { AUTH_AREA_HEADER } from "@contracts/auth-area";
import type { Area } from "../session/areas";
import { clearArea, getToken } from "../session/session-store";
import { HttpError, REQUEST_TIMEOUT_MS } from "./client";

/** Only our own addresses get the token: an address off this site never does. */
function isOwnPath(url: string): boolean {
  return /^\/(?![/\\])/.test(url);
}

/**
 * A file from the API (a document, a calendar, a CSV), fetched with the area's token: `request` reads JSON
 * envelopes only. The same header, time-out and 401 rule (the area's session is cleared; the site's guard then asks
 * for sign-in) and the server's `{ message, code }` on failure. The file is returned; the page saves it.
 */
export async function fetchFile(url: string, options: { area: Area; accept?: string }): Promise<Blob> {
  if (!isOwnPath(url)) throw new HttpError({ status: 0, code: "BAD_RESPONSE", message: "Unknown file." });
  const { area } = options;
  const token = getToken(area);
  let res: Response;
  try {
    res = await fetch(url, {
      headers: {
        ...(options.accept ? { Accept: options.accept } : {}),
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
      message: timedOut ? "The server took too long to answer." : "An error has occurred!",
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
