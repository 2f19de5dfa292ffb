import { type EduApplication, EduApplicationSchema } from "@contracts/applications";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { AREA, applicationPath } from "./paths";

export const applicationKey = (token: string | null, id: number | null, lang: Lang) =>
  token && id ? (["edu-application", token, id, lang] as const) : null;

/** Whether an SWR key is this application's (any language). */
export const isApplicationKey = (id: number) => (key: unknown) =>
  Array.isArray(key) && key[0] === "edu-application" && key[2] === id;

/** `GET /api/v1/edu/applications/{id}`: every field, the files, the timeline and what the member may do now. */
export async function fetchApplication(id: number, lang: Lang): Promise<EduApplication> {
  const res = await request(applicationPath(id), {
    schema: EduApplicationSchema,
    query: { lang },
    auth: true,
    area: AREA,
    errorToast: false,
  });
  return res.data;
}

/** One application; `null` waits (no id yet). A form on the page is not refetched under the person on focus. */
export function useApplication(id: number | null, lang: Lang) {
  const token = useToken(AREA);
  return useSWR<EduApplication, Error>(applicationKey(token, id, lang), () => fetchApplication(id ?? 0, lang), {
    revalidateOnFocus: false,
  });
}
