import { type PassProduct, PassProductSchema } from "@contracts/passes";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import useSWR from "swr";
import { z } from "zod";
import { PRODUCTS_PATH } from "./paths";

export const productsKey = (lang: Lang) => [PRODUCTS_PATH, lang] as const;

/** `GET /passes/products?lang=` (public): the pass products on sale and their types. */
export async function fetchPassProducts(lang: Lang): Promise<PassProduct[]> {
  const res = await request(PRODUCTS_PATH, { schema: z.array(PassProductSchema), query: { lang }, errorToast: false });
  return res.data;
}

/** The language is part of the key: the names come in the reader's language. */
export function usePassProducts(lang: Lang) {
  return useSWR<PassProduct[], Error>(productsKey(lang), () => fetchPassProducts(lang), { keepPreviousData: true });
}
