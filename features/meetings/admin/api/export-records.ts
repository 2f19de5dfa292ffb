import { fetchFile } from "@lib/http/download";
import { OPERATOR_AREA, RECORDS_CSV_PATH } from "./paths";

export { saveFile } from "@lib/http/download";

/** `GET /admin/mart/meeting-records.csv` with the operator's token; the page saves it. */
export function fetchRecordsCsv(): Promise<Blob> {
  return fetchFile(RECORDS_CSV_PATH, { area: OPERATOR_AREA, accept: "text/csv" });
}
