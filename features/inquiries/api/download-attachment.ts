import type { Attachment } from "@contracts/boards";
import { fetchFile } from "@lib/http/download";
import type { Area } from "@lib/session/areas";

export { saveFile } from "@lib/http/download";

/**
 * An inquiry's file, fetched with the member's token (only its member and operators may read it, so a plain link,
 * which carries no token, would get 404). The file is returned, not opened: the page saves it under its name.
 */
export function downloadAttachment(area: Area, attachment: Attachment): Promise<Blob> {
  return fetchFile(attachment.url, { area });
}
