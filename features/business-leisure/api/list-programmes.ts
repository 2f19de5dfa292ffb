import { BLEISURE_PROGRAMMES_PATH, type BleisureProgramme, BleisureProgrammeSchema } from "@contracts/bleisure";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import useSWR from "swr";
import { z } from "zod";
import type { FreeTimeWindow } from "../model/free-time";

const ProgrammeListSchema = z.array(BleisureProgrammeSchema);

export const programmesKey = (window: FreeTimeWindow | undefined, lang: Lang) =>
  [BLEISURE_PROGRAMMES_PATH, window?.date ?? "", window?.from ?? "", window?.hours ?? 0, lang] as const;

/** `GET /bleisure/programmes?date=&from=&hours=&lang=` (public): the programmes that fit, or all of them. */
export async function fetchProgrammes(window: FreeTimeWindow | undefined, lang: Lang): Promise<BleisureProgramme[]> {
  const res = await request(BLEISURE_PROGRAMMES_PATH, {
    schema: ProgrammeListSchema,
    query: { date: window?.date, from: window?.from, hours: window?.hours, lang },
    errorToast: false,
  });
  return res.data;
}

/**
 * The window and the language are part of the key. The last list stays on screen while another window's arrives,
 * so the page does not jump. The server renders it (ADR 0024).
 */
export function useProgrammes(window: FreeTimeWindow | undefined, lang: Lang) {
  return useSWR<BleisureProgramme[], Error>(programmesKey(window, lang), () => fetchProgrammes(window, lang), {
    keepPreviousData: true,
  });
}
