import { ADMIN_PRODUCTS_PATH, AdminProductSchema, AdminProductSummarySchema } from "@contracts/products-admin";
import { HttpError, request } from "@lib/http/client";
import { requestPage } from "@blocks/feature-kit";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import type { ProductChoice } from "../model/product-choices";
import { KEY_ROOT, OPERATOR_AREA } from "./paths";

// The list's product picker reads the console's products list (`GET /admin/products`, every console role): only
// the ids and both names, every page of them.

/** The products list's largest page. */
export const PRODUCTS_PAGE_SIZE = 100;
/** The picker reads at most this many pages (1,000 products); a chosen product beyond them is read on its own. */
export const PRODUCTS_MAX_PAGES = 10;

const ChoiceSchema = AdminProductSummarySchema.pick({ id: true, name_en: true, name_ko: true });

async function productsPage(page: number): Promise<{ rows: ProductChoice[]; totalPages: number }> {
  const { rows, meta } = await requestPage(ADMIN_PRODUCTS_PATH, {
    row: ChoiceSchema,
    query: { page, per_page: PRODUCTS_PAGE_SIZE },
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return { rows, totalPages: meta.total_pages };
}

/** The shop's products (id and names), every page up to PRODUCTS_MAX_PAGES, the first read first. */
export async function fetchProductChoices(): Promise<ProductChoice[]> {
  const first = await productsPage(1);
  const pages = Math.min(first.totalPages, PRODUCTS_MAX_PAGES);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => productsPage(index + 2)));
  return [...first.rows, ...rest.flatMap((page) => page.rows)];
}

/** The products the picker offers; read once per visit of the list (they change seldom). */
export function useProductChoices() {
  const token = useToken(OPERATOR_AREA);
  return useSWR<ProductChoice[], Error>(token ? [KEY_ROOT, "products", token] : null, fetchProductChoices, {
    revalidateOnFocus: false,
  });
}

/** `GET /admin/products/{id}`: one product's names; `null` when there is no such product of the shop (404). */
export async function fetchProductChoice(id: number): Promise<ProductChoice | null> {
  try {
    const res = await request(`${ADMIN_PRODUCTS_PATH}/${id}`, {
      schema: AdminProductSchema.pick({ id: true, name_en: true, name_ko: true }),
      auth: true,
      area: OPERATOR_AREA,
      errorToast: false,
    });
    return res.data;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** The names of a product the address names but the picker's list does not hold; nothing is read for `null`. */
export function useProductChoice(id: number | null) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<ProductChoice | null, Error>(token && id !== null ? [KEY_ROOT, "product", token, id] : null, () =>
    fetchProductChoice(id ?? 0),
  );
}
