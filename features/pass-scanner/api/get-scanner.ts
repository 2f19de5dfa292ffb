import { type PassScanner, PassScannerSchema } from "@contracts/passes";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { KEY_ROOT, SCANNER_AREA, SCANNER_PATH } from "./paths";

/**
 * `GET /passes/scanner`: who scans and where (a partner's one venue, or every venue for an operator). The page
 * shows its own failures (an account that may not scan, no network), so the transport shows no toast.
 */
export async function fetchScanner(lang: Lang): Promise<PassScanner> {
  const res = await request(SCANNER_PATH, {
    schema: PassScannerSchema,
    query: { lang },
    auth: true,
    area: SCANNER_AREA,
    errorToast: false,
  });
  return res.data;
}

/** Keyed by the token (another staff member's session reads again) and the language of the venues' names. */
export function useScanner(lang: Lang) {
  const token = useToken(SCANNER_AREA);
  return useSWR<PassScanner, Error>(token ? [KEY_ROOT, "scanner", token, lang] : null, () => fetchScanner(lang), {
    // a scanner at a door is not refreshed behind the staff's back; a retry is theirs to press
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
