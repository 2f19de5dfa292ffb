import { type CompanyProfile, type CompanyProfileBody, CompanyProfileSchema } from "@contracts/mart";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import { isMyBusinessKey } from "./get-my-business";
import { MY_BUSINESS_PATH } from "./paths";

/**
 * `PUT /api/v1/mart/business/me`: JSON, or multipart when files go with it. The form shows every failure beside
 * its fields or above them, so the transport shows no toast; a 401 still ends the session.
 */
export async function saveMyBusiness(area: Area, body: CompanyProfileBody | FormData): Promise<CompanyProfile> {
  const res = await request(MY_BUSINESS_PATH, {
    method: "PUT",
    schema: CompanyProfileSchema,
    body,
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

/** The saved profile replaces the cached one (no second request before the confirm page). */
export function useSaveMyBusiness(area: Area) {
  const { mutate } = useSWRConfig();
  return useSWRMutation<CompanyProfile, Error, readonly [string, Area, "save"], CompanyProfileBody | FormData>(
    [MY_BUSINESS_PATH, area, "save"] as const,
    async (_key, { arg }) => {
      const profile = await saveMyBusiness(area, arg);
      await mutate(
        isMyBusinessKey(area),
        (current: { profile: CompanyProfile | null } | undefined) => (current ? { ...current, profile } : current),
        { revalidate: false },
      );
      return profile;
    },
  );
}
