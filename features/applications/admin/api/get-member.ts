import { EduMemberDetailSchema } from "@contracts/applications";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import type { z } from "zod";
import { KEY_ROOT, OPERATOR_AREA, memberPath } from "./paths";

export type EduMemberDetail = z.infer<typeof EduMemberDetailSchema>;

/** `GET /admin/edu/members/{id}`: one member with their applications. */
export async function fetchMember(id: number, lang: Lang): Promise<EduMemberDetail> {
  const res = await request(memberPath(id), {
    schema: EduMemberDetailSchema,
    query: { lang },
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

export function useMember(id: number, lang: Lang) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<EduMemberDetail, Error>(token ? [KEY_ROOT, "member", token, id, lang] : null, () =>
    fetchMember(id, lang),
  );
}
