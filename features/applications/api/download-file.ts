import type { EduFile } from "@contracts/applications";
import { fetchFile, saveFile } from "@lib/http/download";
import { AREA } from "./paths";

/**
 * A file of the member's application (identity document, report file), fetched with the travel token (a plain
 * link carries none and is refused) and handed to the browser's downloads under its name.
 */
export async function downloadEduFile(file: EduFile): Promise<void> {
  saveFile(await fetchFile(file.url, { area: AREA }), file.name);
}
