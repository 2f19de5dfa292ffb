import type { PageMeta } from "@contracts/envelope";
import {
  ADMIN_PARTNERSHIPS_PATH,
  type PartnershipApplication,
  PartnershipApplicationSchema,
  type PartnershipDecisionBody,
  type PartnershipStatus,
} from "@contracts/partnerships";
import { sendForm, requestPage } from "@blocks/feature-kit";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { useRefresh } from "@lib/http/use-refresh";
import { useToken } from "@lib/session/use-session";
import useSWR, { useSWRConfig } from "swr";
import { KEY_ROOT, OPERATOR_AREA, isKeyOf } from "./paths";

export const APPLICATIONS_PAGE_SIZE = 20;

export type ApplicationFilter = PartnershipStatus | "all";
export type ApplicationPage = { rows: PartnershipApplication[]; meta: PageMeta };

const applicationPath = (id: number) => `${ADMIN_PARTNERSHIPS_PATH}/${id}`;

/** `GET /admin/partnerships?status=&page=`: the applications, newest first. */
export async function fetchApplications(filter: ApplicationFilter, page: number, lang: Lang): Promise<ApplicationPage> {
  return requestPage(ADMIN_PARTNERSHIPS_PATH, {
    row: PartnershipApplicationSchema,
    query: {
      status: filter === "all" ? undefined : filter,
      page,
      per_page: APPLICATIONS_PAGE_SIZE,
      lang,
    },
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
}

export function useApplications(filter: ApplicationFilter, page: number, lang: Lang) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<ApplicationPage, Error>(
    token ? [KEY_ROOT, "list", token, filter, page, lang] : null,
    () => fetchApplications(filter, page, lang),
    { keepPreviousData: true },
  );
}

const applicationKey = (token: string | null, id: number) =>
  token ? ([KEY_ROOT, "application", token, id] as const) : null;

/** `GET /admin/partnerships/{id}`: one application with its decision once made. */
export async function fetchApplication(id: number): Promise<PartnershipApplication> {
  const res = await request(applicationPath(id), {
    schema: PartnershipApplicationSchema,
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

export function useApplication(id: number) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<PartnershipApplication, Error>(applicationKey(token, id), () => fetchApplication(id));
}

/** `POST /admin/partnerships/{id}/decision`: approve or decline, once; a second decision (even at once) is 409. */
export async function decide(id: number, body: PartnershipDecisionBody, lang: Lang): Promise<PartnershipApplication> {
  return sendForm(`${applicationPath(id)}/decision`, {
    method: "POST",
    schema: PartnershipApplicationSchema,
    query: { lang },
    body,
    area: OPERATOR_AREA,
  });
}

/**
 * The decision: its result replaces the cached application, and the lists are read again whatever the outcome.
 * `reload` reads the application again after a refusal (someone else decided first).
 */
export function useDecide(id: number, lang: Lang) {
  const { mutate } = useSWRConfig();
  const refresh = useRefresh();
  const token = useToken(OPERATOR_AREA);
  const key = applicationKey(token, id);
  return {
    send: async (body: PartnershipDecisionBody) => {
      try {
        const decided = await decide(id, body, lang);
        await mutate(key, decided, { revalidate: false });
        return decided;
      } finally {
        refresh(isKeyOf("list"));
      }
    },
    reload: () => refresh(isKeyOf("application")),
  };
}
