import { type EduMember, EduMemberSchema } from "@contracts/applications";
import type { PageMeta } from "@contracts/envelope";
import { request } from "@lib/http/client";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { pageMeta } from "./list-applications";
import { KEY_ROOT, MEMBERS_PATH, OPERATOR_AREA } from "./paths";

export type MemberPage = { rows: EduMember[]; meta: PageMeta };

export const MEMBERS_PAGE_SIZE = 20;

/** `GET /admin/edu/members?q=&page=`: the travel area's members, newest first. */
export async function fetchMembers(q: string, page: number): Promise<MemberPage> {
  const res = await request(MEMBERS_PATH, {
    schema: z.array(EduMemberSchema),
    query: { q: q || undefined, page, per_page: MEMBERS_PAGE_SIZE },
    auth: true,
    area: OPERATOR_AREA,
  });
  return { rows: res.data, meta: pageMeta(res.meta, res.data.length) };
}

export function useMembers(q: string, page: number) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<MemberPage, Error>(token ? [KEY_ROOT, "members", token, q, page] : null, () => fetchMembers(q, page), {
    keepPreviousData: true,
  });
}
