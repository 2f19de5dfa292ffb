import { AUTH_AREA_HEADER } from "@contracts/auth-area";
import { HttpError, REQUEST_TIMEOUT_MS } from "@lib/http/client";
import { clearArea, getToken } from "@lib/session/session-store";
import { OPERATOR_AREA, RECORDS_CSV_PATH } from "./paths";

/**
 * `GET /admin/mart/meeting-records.csv` with the operator's token. lib/http's `request` reads JSON envelopes only,
 * so this is the one raw call of the screens: the same headers (area, bearer token), time-out and 401 rule (the
 * session is cleared; the site's guard then sends the operator to sign in), and the server's `{ message, code }`
 * on failure.
 */
export async function fetchRecordsCsv(): Promise<Blob> {
  const token = getToken(OPERATOR_AREA);
  let res: Response;
  try {
    res = await fetch(RECORDS_CSV_PATH, {
      headers: {
        Accept: "text/csv",
        [AUTH_AREA_HEADER]: OPERATOR_AREA,
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
  if (res.status === 401) clearArea(OPERATOR_AREA);
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
