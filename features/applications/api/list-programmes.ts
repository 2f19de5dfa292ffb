import { type EduProgramme, EduProgrammeSchema } from "@contracts/applications";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import useSWR from "swr";
import { z } from "zod";
import { PROGRAMMES_PATH } from "./paths";

export const programmesKey = (lang: Lang) => [PROGRAMMES_PATH, lang] as const;

/** `GET /api/v1/edu/programmes` (public): every programme, newest year first, with its window and seats left. */
export async function fetchProgrammes(lang: Lang): Promise<EduProgramme[]> {
  const res = await request(PROGRAMMES_PATH, {
    schema: z.array(EduProgrammeSchema),
    query: { lang },
    errorToast: false,
  });
  return res.data;
}

export function useProgrammes(lang: Lang) {
  return useSWR<EduProgramme[], Error>(programmesKey(lang), () => fetchProgrammes(lang));
}
