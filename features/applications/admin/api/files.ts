import { EDU_APPLICATIONS_CSV_FILE_NAME, EDU_REPORTS_CSV_FILE_NAME } from "@contracts/applications";
import { buildUrl } from "@lib/http/client";
import { fetchFile, saveFile } from "@lib/http/download";
import type { Lang } from "@lib/i18n/locale";
import { type ListFilters, listQuery } from "../model/list-query";
import { APPLICATIONS_CSV_PATH, OPERATOR_AREA, REPORTS_CSV_PATH } from "./paths";

/**
 * The filtered list as the server's CSV (masked values, formulas defused), fetched with the operator's token and
 * saved under the name the server gives it. The export is audited per application.
 */
export async function exportCsv(kind: "applications" | "reports", filters: ListFilters, lang: Lang): Promise<void> {
  // the export takes the list's filters without its paging
  const query: Record<string, string | number | undefined> = { ...listQuery(filters, lang) };
  delete query.page;
  delete query.per_page;
  const path = kind === "applications" ? APPLICATIONS_CSV_PATH : REPORTS_CSV_PATH;
  const blob = await fetchFile(buildUrl(path, query), { area: OPERATOR_AREA, accept: "text/csv" });
  saveFile(blob, kind === "applications" ? EDU_APPLICATIONS_CSV_FILE_NAME : EDU_REPORTS_CSV_FILE_NAME);
}

/** A file of an application (the operators' address the detail gives), saved under its name; the read is audited. */
export async function downloadFile(file: { url: string; name: string; mime: string }): Promise<void> {
  saveFile(await fetchFile(file.url, { area: OPERATOR_AREA, accept: file.mime }), file.name);
}
