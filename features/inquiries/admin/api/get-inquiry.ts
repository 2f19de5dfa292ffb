import { type AdminInquiry, AdminInquirySchema } from "@contracts/inquiries";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { KEY_ROOT, OPERATOR_AREA, adminInquiryPath } from "./paths";

export const questionKey = (token: string | null, id: number, lang: Lang) =>
  token ? ([KEY_ROOT, "question", token, id, lang] as const) : null;

/** `GET /admin/inquiries/{id}`: one question with who asked, its files and its answer once given. */
export async function fetchQuestion(id: number, lang: Lang): Promise<AdminInquiry> {
  const res = await request(adminInquiryPath(id), {
    schema: AdminInquirySchema,
    query: { lang },
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

export function useQuestion(id: number, lang: Lang) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<AdminInquiry, Error>(questionKey(token, id, lang), () => fetchQuestion(id, lang));
}
