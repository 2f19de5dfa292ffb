import { type PassScanAnswer, PassScanAnswerSchema, type PassScanBody } from "@contracts/passes";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { SCANNER_AREA, SCAN_PATH } from "./paths";

/**
 * `POST /passes/scan`: the server's answer to one scan at a venue (it alone knows the other venues' scans and a
 * count pass's last use). The scanner shows every answer itself, so the transport shows no toast.
 */
export async function scanPass(body: PassScanBody, lang: Lang, signal?: AbortSignal): Promise<PassScanAnswer> {
  const res = await request(SCAN_PATH, {
    method: "POST",
    schema: PassScanAnswerSchema,
    query: { lang },
    body,
    auth: true,
    area: SCANNER_AREA,
    errorToast: false,
    signal,
  });
  return res.data;
}
