import { AUTH_AREA_HEADER } from "@contracts/auth-area";
import type { MartFile } from "@contracts/mart";
import { HttpError, REQUEST_TIMEOUT_MS } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { clearArea, getToken } from "@lib/session/session-store";

/** Only our own files get the token: an address off this site never does. */
function isOwnFile(url: string): boolean {
  return /^\/(?![/\\])/.test(url);
}

/**
 * A company's document, fetched with the token (the server hands documents to participants only, so a plain link,
 * which carries no token, would be refused). The file is returned; the page saves it under its name.
 */
export async function downloadMartFile(area: Area, file: MartFile): Promise<Blob> {
  if (!isOwnFile(file.url)) throw new HttpError({ status: 0, code: "BAD_RESPONSE", message: "Unknown file." });
  const token = getToken(area);
  let res: Response;
  try {
    res = await fetch(file.url, {
      headers: { [AUTH_AREA_HEADER]: area, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      cache: "no-store",
      credentials: "same-origin",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new HttpError({ status: 0, code: "NETWORK_ERROR", message: "An error has occurred!" });
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

/** Hands a fetched file to the browser's downloads under its stored name. */
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
