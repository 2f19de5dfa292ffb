import { WAITLIST_PATH, type WaitlistOffer, WaitlistOfferSchema } from "@contracts/tours-waitlist";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import useSWR from "swr";

export const OFFER_PATH = `${WAITLIST_PATH}/offer`;
export const offerKey = (token: string, lang: Lang) => [OFFER_PATH, token, lang] as const;

/** `POST /tours/waitlist/offer` (the token in the body, never in an address the server logs): the held seats. */
export async function fetchWaitlistOffer(token: string, lang: Lang): Promise<WaitlistOffer> {
  const res = await request(OFFER_PATH, {
    method: "POST",
    schema: WaitlistOfferSchema,
    body: { token },
    query: { lang },
    errorToast: false,
  });
  return res.data;
}

/** Waits (null key) when the form was not opened from an offer's link. */
export function useWaitlistOffer(token: string | null, lang: Lang) {
  return useSWR<WaitlistOffer, Error>(token ? offerKey(token, lang) : null, () =>
    fetchWaitlistOffer(token ?? "", lang),
  );
}
