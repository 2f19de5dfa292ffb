import type { SurveyArea, SurveyKind } from "@contracts/survey";
import { buildUrl } from "@lib/http/client";
import { fetchFile } from "@lib/http/download";
import type { Lang } from "@lib/i18n/locale";
import { OPERATOR_AREA, surveyResultsCsvPath } from "./paths";

export { saveFile } from "@lib/http/download";
/** The name the server gives the export (its Content-Disposition); the page saves it under the same. */
export { surveyCsvFileName } from "@contracts/survey";

/** `GET .../results.csv?lang=` with the operator's token: one row per submitted response; the page saves it. */
export function fetchResultsCsv(kind: SurveyKind, area: SurveyArea, lang: Lang): Promise<Blob> {
  return fetchFile(buildUrl(surveyResultsCsvPath(kind, area), { lang }), { area: OPERATOR_AREA, accept: "text/csv" });
}
