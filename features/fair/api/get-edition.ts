import { type FairEdition, FairEditionResponseSchema } from "@contracts/mice";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import useSWR from "swr";
import { EDITION_PATH } from "./paths";

export const editionKey = (lang: Lang) => [EDITION_PATH, lang] as const;

/** Whether an SWR key is the edition's (any language): a refused registration reads it again. */
export const isEditionKey = (key: unknown) => Array.isArray(key) && key[0] === EDITION_PATH;

/** `GET /api/v1/mice/edition` (public): the current edition, its days, hours, venue and figures. */
export async function fetchEdition(lang: Lang): Promise<FairEdition> {
  const res = await request(EDITION_PATH, {
    schema: FairEditionResponseSchema.shape.data,
    query: { lang },
    errorToast: false,
  });
  return res.data;
}

export function useEdition(lang: Lang) {
  return useSWR<FairEdition, Error>(editionKey(lang), () => fetchEdition(lang));
}
