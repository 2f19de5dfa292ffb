import { type PassCard, PassCardSchema } from "@contracts/passes";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { passPath } from "./paths";

/** How often the open card is read again: a venue's scan (the activation, a use) shows without a reload. */
export const CARD_REFRESH_MS = 15_000;

/** `GET /passes/{id}?lang=` (its owner): the card with its QR token, the server's clock and the usage history. */
export async function fetchPassCard(area: Area, id: number, lang: Lang): Promise<PassCard> {
  const res = await request(passPath(id), {
    schema: PassCardSchema,
    query: { lang },
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

/**
 * The card, read again every 15 s while the page is visible (SWR pauses while the tab is hidden and reads at once
 * when it comes back), keeping the card on screen while the next answer arrives.
 */
export function usePassCard(area: Area, id: number, lang: Lang) {
  const token = useToken(area);
  return useSWR<PassCard, Error>(token ? [passPath(id), token, lang] : null, () => fetchPassCard(area, id, lang), {
    refreshInterval: CARD_REFRESH_MS,
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
}
