import { isAuditKey } from "@blocks/console";
import { sendForm, requestPage } from "@blocks/feature-kit";
import { ProductDetailSchema, ProductSummarySchema } from "@contracts/catalog";
import type { PageMeta } from "@contracts/envelope";
import { type AdminQuotation, AdminQuotationSchema, type WriteQuotationBody } from "@contracts/quotations";
import { request } from "@lib/http/client";
import { useRefresh } from "@lib/http/use-refresh";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import type { QuotationTab } from "../model/filters";
import { ADMIN_QUOTATIONS_PATH, isQuotationsAdminKey, KEY_ROOT, OPERATOR_AREA, PRODUCTS_PATH } from "./paths";

export const QUOTATIONS_PAGE_SIZE = 20;

export type QuotationPage = { rows: AdminQuotation[]; meta: PageMeta };

/** `GET /admin/quotations?status=&page=`: every member's quotations, newest first. */
export function useAdminQuotations(status: QuotationTab, page: number, lang: Lang) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<QuotationPage, Error>(
    token ? [KEY_ROOT, "list", token, status, page, lang] : null,
    async () => {
      return requestPage(ADMIN_QUOTATIONS_PATH, {
        row: AdminQuotationSchema,
        query: { status, page, per_page: QUOTATIONS_PAGE_SIZE, lang },
        auth: true,
        area: OPERATOR_AREA,
        errorToast: false,
      });
    },
    { keepPreviousData: true },
  );
}

/** `GET /admin/quotations/{id}`: one quotation (its newest revision) with its member. */
export function useAdminQuotation(id: number | null, lang: Lang) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<AdminQuotation, Error>(token && id !== null ? [KEY_ROOT, "one", token, id, lang] : null, async () => {
    const res = await request(`${ADMIN_QUOTATIONS_PATH}/${id}`, {
      schema: AdminQuotationSchema,
      query: { lang },
      auth: true,
      area: OPERATOR_AREA,
      errorToast: false,
    });
    return res.data;
  });
}

/** The shop's products, by name, for a line's product. */
export function useProductChoices(lang: Lang) {
  return useSWR([KEY_ROOT, "products", lang], async () => {
    const res = await request(PRODUCTS_PATH, {
      schema: z.array(ProductSummarySchema),
      query: { sort: "name", per_page: 48, lang },
      errorToast: false,
    });
    return res.data;
  });
}

/** One product's dated options, for a line's option. */
export function useProductOptions(productId: number | null, lang: Lang) {
  return useSWR(productId === null ? null : [KEY_ROOT, "product", productId, lang], async () => {
    const res = await request(`${PRODUCTS_PATH}/${productId}`, {
      schema: ProductDetailSchema,
      query: { lang },
      errorToast: false,
    });
    return res.data.options;
  });
}

/** Issue, revise and withdraw; the screens and the audit trails are read again whatever the outcome. */
export function useQuotationActions(lang: Lang) {
  const refresh = useRefresh();
  const after = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } finally {
      refresh((key) => isQuotationsAdminKey(key) || isAuditKey(key));
    }
  };
  const send = (method: "POST" | "PUT", path: string, body?: WriteQuotationBody) =>
    after(() => sendForm(path, { method, schema: AdminQuotationSchema, query: { lang }, body, area: OPERATOR_AREA }));
  return {
    issue: (body: WriteQuotationBody) => send("POST", ADMIN_QUOTATIONS_PATH, body),
    revise: (id: number, body: WriteQuotationBody) => send("PUT", `${ADMIN_QUOTATIONS_PATH}/${id}`, body),
    withdraw: (id: number) => send("POST", `${ADMIN_QUOTATIONS_PATH}/${id}/withdraw`),
  };
}
