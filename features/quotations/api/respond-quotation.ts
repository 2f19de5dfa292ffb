import { type Quotation, QuotationSchema, type RespondQuotationBody } from "@contracts/quotations";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import { quotationKey } from "./get-quotation";
import { quotationPath } from "./paths";

/**
 * `POST /quotations/{id}/respond`: accept (a reservation is made), decline, or ask for changes, always naming the
 * revision answered; 409 when it expired, was revised, answered or withdrawn meanwhile. The page shows every
 * error itself, so the transport shows no toast.
 */
export async function respondToQuotation(
  area: Area,
  id: number,
  body: RespondQuotationBody,
  lang: Lang,
): Promise<Quotation> {
  const res = await request(`${quotationPath(id)}/respond`, {
    method: "POST",
    schema: QuotationSchema,
    body,
    query: { lang },
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

/** The answer replaces the quotation in the cache; the member's list is fetched again. */
export function useRespondToQuotation(area: Area, id: number, lang: Lang) {
  const token = useToken(area);
  const { mutate } = useSWRConfig();
  return useSWRMutation<Quotation, Error, ReturnType<typeof quotationKey>, RespondQuotationBody>(
    quotationKey(area, token, id, lang),
    async (_key, { arg }) => {
      const quotation = await respondToQuotation(area, id, arg, lang);
      await mutate((key) => Array.isArray(key) && key[0] === "quotations");
      return quotation;
    },
    { populateCache: true, revalidate: false },
  );
}
