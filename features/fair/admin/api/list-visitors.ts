import type { PageMeta } from "@contracts/envelope";
import { VisitorRegistrationSchema, type VisitorRegistration } from "@contracts/mice";
import { requestPage } from "@blocks/feature-kit";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { ADMIN_VISITORS_PATH, KEY_ROOT, OPERATOR_AREA } from "./paths";

export const VISITORS_PAGE_SIZE = 20;

export type VisitorPage = { rows: VisitorRegistration[]; meta: PageMeta };

/** `GET /admin/mice/visitors?q=&page=&per_page=`: the edition's registrations, newest first. */
export async function fetchVisitors(q: string, page: number): Promise<VisitorPage> {
  return requestPage(ADMIN_VISITORS_PATH, {
    row: VisitorRegistrationSchema,
    query: { q: q || undefined, page, per_page: VISITORS_PAGE_SIZE },
    auth: true,
    area: OPERATOR_AREA,
  });
}

/** Keyed by the token (another operator's session reads again); the page before stays while the next loads. */
export function useVisitors(q: string, page: number) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<VisitorPage, Error>(
    token ? [KEY_ROOT, "visitors", token, q, page] : null,
    () => fetchVisitors(q, page),
    {
      keepPreviousData: true,
    },
  );
}
