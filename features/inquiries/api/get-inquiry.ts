import { type Inquiry, InquirySchema } from "@contracts/inquiries";
import type { Lang } from "@lib/i18n/locale";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { INQUIRIES_PATH } from "./list-inquiries";

export const inquiryPath = (id: number) => `${INQUIRIES_PATH}/${id}`;

export const inquiryKey = (area: Area, token: string | null, id: number | null, lang: Lang) =>
  token && id !== null ? ([INQUIRIES_PATH, area, token, id, lang] as const) : null;

/** One of the member's inquiries; another member's answers 404 (the page says "not found", no toast). */
export async function fetchInquiry(area: Area, id: number, lang: Lang): Promise<Inquiry> {
  const res = await request(inquiryPath(id), {
    schema: InquirySchema,
    query: { lang },
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

export function useInquiry(area: Area, id: number | null, lang: Lang) {
  const token = useToken(area);
  return useSWR<Inquiry, Error>(inquiryKey(area, token, id, lang), () => fetchInquiry(area, id as number, lang));
}
