import { type Pass, PassSchema } from "@contracts/passes";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { MINE_PATH } from "./paths";

/** `GET /passes/mine?lang=` (a signed-in member): every pass the member bought, one per holder. */
export async function fetchMyPasses(area: Area, lang: Lang): Promise<Pass[]> {
  const res = await request(MINE_PATH, {
    schema: z.array(PassSchema),
    query: { lang },
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

/** How often the list is read again while an order's passes are awaited (a payment confirmed, a deposit recorded). */
export const ISSUE_REFRESH_MS = 15_000;

/**
 * The member's passes; with `awaiting`, an order's number, read again every 15 s until that order's passes are
 * among them.
 */
export function useMyPasses(area: Area, lang: Lang, awaiting: string | null = null) {
  const token = useToken(area);
  return useSWR<Pass[], Error>(token ? [MINE_PATH, token, lang] : null, () => fetchMyPasses(area, lang), {
    keepPreviousData: true,
    refreshInterval: (passes) =>
      awaiting && !passes?.some((pass) => pass.reservation_number === awaiting) ? ISSUE_REFRESH_MS : 0,
  });
}
