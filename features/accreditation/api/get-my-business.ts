import type { Fair } from "@contracts/editions";
import {
  CompanyProfileSchema,
  type CompanyProfile,
  MyBusinessMetaSchema,
  type MartOrigin,
  type MartRole,
} from "@contracts/mart";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { fairQuery, useFair } from "@blocks/fair-scope";
import { MY_BUSINESS_PATH } from "./paths";

/** The company of the signed-in account, and the account's side of the mart (null for a general account). */
export type MyBusiness = { profile: CompanyProfile | null; role: MartRole | null; origin: MartOrigin | null };

export const myBusinessKey = (area: Area, token: string | null, fair: Fair) =>
  token ? ([MY_BUSINESS_PATH, area, token, "me", fair] as const) : null;

/** Matches every cached `business/me` of the area, whoever is signed in (of one fair, or of `other` ones). */
export const isMyBusinessKey =
  (area: Area, fair?: { of: Fair } | { otherThan: Fair }) =>
  (key: unknown): boolean =>
    Array.isArray(key) &&
    key[0] === MY_BUSINESS_PATH &&
    key[1] === area &&
    key[3] === "me" &&
    (!fair || ("of" in fair ? key[4] === fair.of : key[4] !== fair.otherThan));

/**
 * `GET /api/v1/mart/business/me` (the spec's `getBusiness(me)`), with the application for the fair asked; the page
 * shows a failure itself.
 */
export async function fetchMyBusiness(area: Area, fair: Fair): Promise<MyBusiness> {
  const res = await request(MY_BUSINESS_PATH, {
    schema: CompanyProfileSchema.nullable(),
    query: fairQuery(fair),
    auth: true,
    area,
    errorToast: false,
  });
  const meta = MyBusinessMetaSchema.parse(res.meta);
  return { profile: res.data, role: meta.role, origin: meta.origin };
}

/** Keyed by the token: another sign-in is another company. */
export function useMyBusiness(area: Area) {
  const token = useToken(area);
  const fair = useFair();
  return useSWR<MyBusiness, Error>(myBusinessKey(area, token, fair), () => fetchMyBusiness(area, fair), {
    // a form open on the page must not be replaced under the person's hands
    revalidateOnFocus: false,
  });
}
