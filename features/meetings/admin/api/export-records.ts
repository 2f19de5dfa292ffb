import { fairQuery } from "@blocks/fair-scope";
import type { Fair } from "@contracts/editions";
import { buildUrl } from "@lib/http/client";
import { fetchFile } from "@lib/http/download";
import { OPERATOR_AREA, RECORDS_CSV_PATH } from "./paths";

export { saveFile } from "@lib/http/download";

/** `GET /admin/mart/meeting-records.csv` of the fair with the operator's token; the page saves it. */
export function fetchRecordsCsv(fair: Fair): Promise<Blob> {
  return fetchFile(buildUrl(RECORDS_CSV_PATH, fairQuery(fair)), { area: OPERATOR_AREA, accept: "text/csv" });
}
