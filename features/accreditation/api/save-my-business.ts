import type { Fair } from "@contracts/editions";
import { type CompanyProfile, type CompanyProfileBody, CompanyProfileSchema } from "@contracts/mart";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import { fairQuery, useFair } from "@blocks/fair-scope";
import { isMyBusinessKey } from "./get-my-business";
import { MY_BUSINESS_PATH } from "./paths";

/**
 * `PUT /api/v1/mart/business/me`: JSON, or multipart when files go with it. The form shows every failure beside
 * its fields or above them, so the transport shows no toast; a 401 still ends the session.
 */
export async function saveMyBusiness(
  area: Area,
  fair: Fair,
  body: CompanyProfileBody | FormData,
): Promise<CompanyProfile> {
  const res = await request(MY_BUSINESS_PATH, {
    method: "PUT",
    schema: CompanyProfileSchema,
    query: fairQuery(fair),
    body,
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

/**
 * The saved profile replaces the cached one of this fair (no second request before the confirm page); another
 * fair's, which carries that fair's application, is asked again.
 */
export function useSaveMyBusiness(area: Area) {
  const { mutate } = useSWRConfig();
  const fair = useFair();
  return useSWRMutation<CompanyProfile, Error, readonly [string, Area, "save", Fair], CompanyProfileBody | FormData>(
    [MY_BUSINESS_PATH, area, "save", fair] as const,
    async (_key, { arg }) => {
      const profile = await saveMyBusiness(area, fair, arg);
      await Promise.all([
        mutate(
          isMyBusinessKey(area, { of: fair }),
          (current: { profile: CompanyProfile | null } | undefined) => (current ? { ...current, profile } : current),
          { revalidate: false },
        ),
        mutate(isMyBusinessKey(area, { otherThan: fair })),
      ]);
      return profile;
    },
  );
}
