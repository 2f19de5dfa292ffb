import type { CatalogFacets } from "@contracts/catalog";
import { request } from "@lib/http/client";
import { lazyParser } from "@lib/http/parser";
import useSWR from "swr";

export const FACETS_PATH = "/api/v1/products/facets";
export const facetsKey = [FACETS_PATH] as const;

const FacetsSchema = lazyParser<CatalogFacets>(() => import("./schemas").then((m) => m.CatalogFacetsSchema));

/** How many products each category and region holds. */
export async function fetchFacets(): Promise<CatalogFacets> {
  const res = await request(FACETS_PATH, { schema: FacetsSchema, errorToast: false });
  return res.data;
}

export function useProductFacets() {
  return useSWR<CatalogFacets, Error>(facetsKey, fetchFacets);
}
