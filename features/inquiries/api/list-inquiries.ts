import { type PageMeta, PageMetaSchema } from "@contracts/envelope";
import { type Inquiry, type InquirySite, InquirySchema } from "@contracts/inquiries";
import type { Lang } from "@lib/i18n/locale";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";

export const INQUIRIES_PATH = "/api/v1/inquiries";
export const INQUIRIES_PAGE_SIZE = 10;

export type InquiryPage = { rows: Inquiry[]; meta: PageMeta };

export const inquiriesKey = (area: Area, token: string | null, site: InquirySite, lang: Lang, page: number) =>
  token ? ([INQUIRIES_PATH, area, token, "list", site, lang, page] as const) : null;

/**
 * The member's own inquiries on one site (the shop's by default: a member of the shop and of the visitor pass has a
 * list on each), newest first. The page shows a failure itself (no toast); a 401 still signs out.
 */
export async function fetchInquiries(area: Area, site: InquirySite, lang: Lang, page: number): Promise<InquiryPage> {
  const res = await request(INQUIRIES_PATH, {
    schema: z.array(InquirySchema),
    query: { site, lang, page, per_page: INQUIRIES_PAGE_SIZE },
    auth: true,
    area,
    errorToast: false,
  });
  return { rows: res.data, meta: PageMetaSchema.parse(res.meta) };
}

export function useInquiries(area: Area, site: InquirySite, lang: Lang, page: number) {
  const token = useToken(area);
  return useSWR<InquiryPage, Error>(
    inquiriesKey(area, token, site, lang, page),
    () => fetchInquiries(area, site, lang, page),
    { keepPreviousData: true },
  );
}
