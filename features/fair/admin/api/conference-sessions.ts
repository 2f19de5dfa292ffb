import { type AdminSession, AdminSessionSchema, ConferenceMetaSchema } from "@contracts/mice";
import { request } from "@lib/http/client";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { ADMIN_SESSIONS_PATH, EDITOR_KEY_ROOT } from "./edition-paths";
import { OPERATOR_AREA } from "./paths";

export type SessionList = { sessions: AdminSession[]; days: string[] };

/** `GET /admin/mice/conference/sessions`: the programme in both languages and the edition's days. */
export async function fetchAdminSessions(): Promise<SessionList> {
  const res = await request(ADMIN_SESSIONS_PATH, {
    schema: z.array(AdminSessionSchema),
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  const meta = ConferenceMetaSchema.safeParse(res.meta);
  return { sessions: res.data, days: meta.success ? meta.data.days : [] };
}

export function useAdminSessions() {
  const token = useToken(OPERATOR_AREA);
  return useSWR<SessionList, Error>(token ? [EDITOR_KEY_ROOT, "sessions", token] : null, fetchAdminSessions);
}
