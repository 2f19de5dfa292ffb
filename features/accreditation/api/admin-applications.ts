import type { Fair } from "@contracts/editions";
import {
  AdminApplicationSchema,
  type ApplicationStatus,
  CompanyProfileSchema,
  type DecisionBodySchema,
} from "@contracts/mart";
import { type PageMeta, PageMetaSchema } from "@contracts/envelope";
import type { Lang } from "@lib/i18n/locale";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR, { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import { z } from "zod";
import { fairQuery, useFair } from "@blocks/fair-scope";
import { ADMIN_APPLICATIONS_PATH, adminBoothPath, adminDecisionPath } from "./paths";

export type AdminApplication = z.infer<typeof AdminApplicationSchema>;
export type AdminApplicationPage = { rows: AdminApplication[]; meta: PageMeta };
export type Decision = z.input<typeof DecisionBodySchema>;

export const ADMIN_PAGE_SIZE = 20;

export const adminApplicationsKey = (
  area: Area,
  token: string | null,
  status: ApplicationStatus | null,
  page: number,
  lang: Lang,
  fair: Fair,
) => (token ? ([ADMIN_APPLICATIONS_PATH, area, token, status ?? "all", page, lang, fair] as const) : null);

/** `GET /api/v1/admin/mart/applications?status=&fair=`: a fair's applications, newest first (operators). */
export async function fetchAdminApplications(
  area: Area,
  status: ApplicationStatus | null,
  page: number,
  lang: Lang,
  fair: Fair,
): Promise<AdminApplicationPage> {
  const res = await request(ADMIN_APPLICATIONS_PATH, {
    schema: z.array(AdminApplicationSchema),
    query: { status: status ?? undefined, page, per_page: ADMIN_PAGE_SIZE, lang, ...fairQuery(fair) },
    auth: true,
    area,
    errorToast: false,
  });
  return { rows: res.data, meta: PageMetaSchema.parse(res.meta) };
}

export function useAdminApplications(area: Area, status: ApplicationStatus | null, page: number, lang: Lang) {
  const token = useToken(area);
  const fair = useFair();
  return useSWR<AdminApplicationPage, Error>(
    adminApplicationsKey(area, token, status, page, lang, fair),
    () => fetchAdminApplications(area, status, page, lang, fair),
    { keepPreviousData: true },
  );
}

const isListKey = (key: unknown) => Array.isArray(key) && key[0] === ADMIN_APPLICATIONS_PATH && key.length === 7;

/** `POST .../{id}/decision`: approve or reject with a note; a decided one answers 409 NOT_PENDING. Lists refresh. */
export function useDecideApplication(area: Area, lang: Lang) {
  const { mutate } = useSWRConfig();
  return useSWRMutation<AdminApplication, Error, readonly [string, Area, "decide"], { id: number; body: Decision }>(
    [ADMIN_APPLICATIONS_PATH, area, "decide"] as const,
    async (_key, { arg }) => {
      const res = await request(adminDecisionPath(arg.id), {
        method: "POST",
        schema: AdminApplicationSchema,
        query: { lang },
        body: arg.body,
        auth: true,
        area,
        errorToast: false,
      });
      await mutate(isListKey);
      return res.data;
    },
  );
}

/** `PUT /api/v1/admin/mart/businesses/{id}/booth`: a seller's booth, where its meetings take place. Lists refresh. */
export function useSetBooth(area: Area, lang: Lang) {
  const { mutate } = useSWRConfig();
  return useSWRMutation<unknown, Error, readonly [string, Area, "booth"], { companyId: number; booth: string }>(
    [ADMIN_APPLICATIONS_PATH, area, "booth"] as const,
    async (_key, { arg }) => {
      const booth = arg.booth.trim();
      await request(adminBoothPath(arg.companyId), {
        method: "PUT",
        schema: CompanyProfileSchema,
        query: { lang },
        body: { booth_no: booth === "" ? null : booth },
        auth: true,
        area,
        errorToast: false,
      });
      await mutate(isListKey);
    },
  );
}
