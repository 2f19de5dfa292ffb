import { type PageMeta, PageMetaSchema } from "@contracts/envelope";
import { type Quotation, QuotationSchema } from "@contracts/quotations";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { QUOTATIONS_PATH } from "./paths";

export const QUOTATIONS_PAGE_SIZE = 10;

export type QuotationPage = { rows: Quotation[]; meta: PageMeta };

export const quotationsKey = (area: Area, token: string | null, page: number, lang: Lang) =>
  token ? (["quotations", area, token, page, lang] as const) : null;

/** `GET /quotations`: the member's quotations, newest first. The page shows its own error (no toast). */
export async function fetchQuotations(area: Area, page: number, lang: Lang): Promise<QuotationPage> {
  const res = await request(QUOTATIONS_PATH, {
    schema: z.array(QuotationSchema),
    query: { page, per_page: QUOTATIONS_PAGE_SIZE, lang },
    auth: true,
    area,
    errorToast: false,
  });
  return { rows: res.data, meta: PageMetaSchema.parse(res.meta) };
}

export function useQuotations(area: Area, page: number, lang: Lang) {
  const token = useToken(area);
  return useSWR<QuotationPage, Error>(quotationsKey(area, token, page, lang), () => fetchQuotations(area, page, lang));
}
