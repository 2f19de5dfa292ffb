import { EduProgrammeSchema, type EduProgramme } from "@contracts/applications";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import useSWR from "swr";
import { z } from "zod";
import { KEY_ROOT, OPERATOR_AREA, PROGRAMMES_PATH } from "./paths";

/** `GET /edu/programmes`: every programme, newest year first (public; the filters' choices). */
export async function fetchProgrammes(lang: Lang): Promise<EduProgramme[]> {
  const res = await request(PROGRAMMES_PATH, {
    schema: z.array(EduProgrammeSchema),
    query: { lang },
    area: OPERATOR_AREA,
  });
  return res.data;
}

export function useProgrammes(lang: Lang) {
  return useSWR<EduProgramme[], Error>([KEY_ROOT, "programmes", lang] as const, () => fetchProgrammes(lang), {
    revalidateOnFocus: false,
  });
}
