import { EduAdminApplicationSchema, type EduAdminApplication } from "@contracts/applications";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { KEY_ROOT, OPERATOR_AREA, applicationPath } from "./paths";

export const applicationKey = (token: string | null, id: number, lang: Lang) =>
  token ? ([KEY_ROOT, "application", token, id, lang] as const) : null;

/** `GET /admin/edu/applications/{id}`: everything, with notes, audit and the possible decisions (the read is audited). */
export async function fetchApplication(id: number, lang: Lang): Promise<EduAdminApplication> {
  const res = await request(applicationPath(id), {
    schema: EduAdminApplicationSchema,
    query: { lang },
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

// Each read writes a line to the audit trail: the detail is read when opened and after a change, never on focus.
export function useApplication(id: number, lang: Lang) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<EduAdminApplication, Error>(applicationKey(token, id, lang), () => fetchApplication(id, lang), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
