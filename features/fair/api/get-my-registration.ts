import { MyVisitorRegistrationResponseSchema, type VisitorRegistration } from "@contracts/mice";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { MY_VISITOR_PATH } from "./paths";

export const myRegistrationKey = (area: Area, token: string | null, lang: Lang) =>
  token ? ([MY_VISITOR_PATH, area, token, lang] as const) : null;

/** Whether an SWR key is the signed-in visitor's registration (any language): a registration replaces it. */
export const isMyRegistrationKey = (area: Area) => (key: unknown) =>
  Array.isArray(key) && key[0] === MY_VISITOR_PATH && key[1] === area;

/**
 * `GET /api/v1/mice/visitor/me`: the visitor's registration for the current edition, or null while there is none;
 * a buyer's or seller's account is answered 403 NOT_VISITOR, which the pages show themselves.
 */
export async function fetchMyRegistration(area: Area, lang: Lang): Promise<VisitorRegistration | null> {
  const res = await request(MY_VISITOR_PATH, {
    schema: MyVisitorRegistrationResponseSchema.shape.data,
    query: { lang },
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

/** Keyed by the token: another sign-in is another visitor. A form on the page is not refetched on focus. */
export function useMyRegistration(area: Area, lang: Lang) {
  const token = useToken(area);
  return useSWR<VisitorRegistration | null, Error>(
    myRegistrationKey(area, token, lang),
    () => fetchMyRegistration(area, lang),
    { revalidateOnFocus: false },
  );
}
