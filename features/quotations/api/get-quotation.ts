import { type Quotation, QuotationSchema } from "@contracts/quotations";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { quotationPath } from "./paths";

export const quotationKey = (area: Area, token: string | null, id: number, lang: Lang) =>
  token ? (["quotation", area, token, id, lang] as const) : null;

/** `GET /quotations/{id}`: one of the member's quotations; another member's answers 404. */
export async function fetchQuotation(area: Area, id: number, lang: Lang): Promise<Quotation> {
  const res = await request(quotationPath(id), {
    schema: QuotationSchema,
    query: { lang },
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

export function useQuotation(area: Area, id: number, lang: Lang) {
  const token = useToken(area);
  return useSWR<Quotation, Error>(quotationKey(area, token, id, lang), () => fetchQuotation(area, id, lang), {
    // the answer forms sit under the offer: a refetch on focus must not change the offer under the reader
    revalidateOnFocus: false,
  });
}
