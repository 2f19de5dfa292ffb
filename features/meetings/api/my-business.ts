import { fairQuery, useFair } from "@blocks/fair-scope";
import type { Fair } from "@contracts/editions";
import { type CompanyProfile, CompanyProfileSchema, type MartRole, MyBusinessMetaSchema } from "@contracts/mart";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { MART_PATH } from "./list-my-slots";

export const MY_BUSINESS_PATH = `${MART_PATH}/business/me`;

export type MyBusiness = { profile: CompanyProfile | null; role: MartRole | null };

export const myBusinessKey = (area: Area, token: string | null, fair: Fair) =>
  token ? ([MY_BUSINESS_PATH, area, token, fair] as const) : null;

/** `GET /business/me` (getBusiness(me)): my company's profile, for its time zone and booth. */
export async function fetchMyBusiness(area: Area, fair: Fair): Promise<MyBusiness> {
  const res = await request(MY_BUSINESS_PATH, {
    schema: CompanyProfileSchema.nullable(),
    query: fairQuery(fair),
    auth: true,
    area,
    errorToast: false,
  });
  const meta = MyBusinessMetaSchema.safeParse(res.meta);
  return { profile: res.data, role: res.data?.role ?? (meta.success ? meta.data.role : null) };
}

/** `enabled` false waits (the page already knows what it needs from elsewhere). */
export function useMyBusiness(area: Area, enabled = true) {
  const token = useToken(area);
  const fair = useFair();
  return useSWR<MyBusiness, Error>(
    enabled ? myBusinessKey(area, token, fair) : null,
    () => fetchMyBusiness(area, fair),
    {
      revalidateOnFocus: false,
    },
  );
}
