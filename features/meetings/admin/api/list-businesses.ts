import { fairQuery, useFair } from "@blocks/fair-scope";
import type { Fair } from "@contracts/editions";
import { BusinessListMetaSchema, type CompanySummary, CompanySummarySchema, type MartRole } from "@contracts/mart";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { BUSINESSES_PATH, KEY_ROOT, OPERATOR_AREA } from "./paths";

/** The business list's largest page (contracts/mart.ts). */
export const BUSINESS_PAGE_SIZE = 50;
/** A bound on the pages read for one select (500 companies a side is far beyond any mart so far). */
export const BUSINESS_MAX_PAGES = 10;

export const businessesKey = (token: string | null, role: MartRole, lang: Lang, fair: Fair) =>
  token ? ([KEY_ROOT, "businesses", token, role, lang, fair] as const) : null;

/**
 * `GET /mart/businesses?role=&fair=`: this edition's approved companies of one side at the fair, by name, with their
 * booths there (the match form's choices). Every page is read, so a fair with more than one page of buyers still
 * offers them all.
 */
export async function fetchBusinesses(role: MartRole, lang: Lang, fair: Fair): Promise<CompanySummary[]> {
  const companies: CompanySummary[] = [];
  for (let page = 1; page <= BUSINESS_MAX_PAGES; page += 1) {
    const res = await request(BUSINESSES_PATH, {
      schema: z.array(CompanySummarySchema),
      query: { role, page, per_page: BUSINESS_PAGE_SIZE, lang, ...fairQuery(fair) },
      auth: true,
      area: OPERATOR_AREA,
    });
    companies.push(...res.data);
    const meta = BusinessListMetaSchema.safeParse(res.meta);
    if (!meta.success || page >= meta.data.total_pages) break;
  }
  return companies;
}

export function useBusinesses(role: MartRole, lang: Lang) {
  const token = useToken(OPERATOR_AREA);
  const fair = useFair();
  return useSWR<CompanySummary[], Error>(businessesKey(token, role, lang, fair), () =>
    fetchBusinesses(role, lang, fair),
  );
}
