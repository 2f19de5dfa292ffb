import type { Fair } from "@contracts/editions";
import { type CompanyDetail, CompanyDetailSchema } from "@contracts/mart";
import type { Lang } from "@lib/i18n/locale";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { fairQuery, useFair } from "@blocks/fair-scope";
import { businessPath } from "./paths";

export const businessKey = (area: Area, token: string | null, id: number | null, lang: Lang, fair: Fair) =>
  token && id !== null ? ([businessPath(id), area, token, lang, fair] as const) : null;

/** `GET /api/v1/mart/businesses/{id}`: a company's public profile; one not taking part in the fair answers 404. */
export async function fetchBusiness(area: Area, id: number, lang: Lang, fair: Fair): Promise<CompanyDetail> {
  const res = await request(businessPath(id), {
    schema: CompanyDetailSchema,
    query: { lang, ...fairQuery(fair) },
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

export function useBusiness(area: Area, id: number | null, lang: Lang) {
  const token = useToken(area);
  const fair = useFair();
  return useSWR<CompanyDetail, Error>(businessKey(area, token, id, lang, fair), () =>
    fetchBusiness(area, id as number, lang, fair),
  );
}
