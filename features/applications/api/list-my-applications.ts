import { type EduApplicationSummary, EduApplicationSummarySchema } from "@contracts/applications";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { APPLICATIONS_PATH, AREA } from "./paths";

export const myApplicationsKey = (token: string | null, lang: Lang) =>
  token ? (["edu-applications", token, lang] as const) : null;

/** Whether an SWR key is one of the member's application lists (a write revalidates them). */
export const isMyApplicationsKey = (key: unknown) => Array.isArray(key) && key[0] === "edu-applications";

/** `GET /api/v1/edu/applications`: the member's applications, newest first, drafts included. */
export async function fetchMyApplications(lang: Lang): Promise<EduApplicationSummary[]> {
  const res = await request(APPLICATIONS_PATH, {
    schema: z.array(EduApplicationSummarySchema),
    query: { lang },
    auth: true,
    area: AREA,
    errorToast: false,
  });
  return res.data;
}

export function useMyApplications(lang: Lang) {
  const token = useToken(AREA);
  return useSWR<EduApplicationSummary[], Error>(myApplicationsKey(token, lang), () => fetchMyApplications(lang));
}
