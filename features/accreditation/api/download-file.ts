import type { MartFile } from "@contracts/mart";
import { fetchFile } from "@lib/http/download";
import type { Area } from "@lib/session/areas";

export { saveFile } from "@lib/http/download";

/**
 * A company's document, fetched with the token (the server hands documents to participants only, so a plain link,
 * which carries no token, would be refused). The file is returned; the page saves it under its name.
 */
export function downloadMartFile(area: Area, file: MartFile): Promise<Blob> {
  return fetchFile(file.url, { area });
}
