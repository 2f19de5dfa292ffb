import { type EduMember, EduMemberSchema } from "@contracts/applications";
import type { PageMeta } from "@contracts/envelope";
import { requestPage } from "@blocks/feature-kit";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { KEY_ROOT, MEMBERS_PATH, OPERATOR_AREA } from "./paths";

export type MemberPage = { rows: EduMember[]; meta: PageMeta };

export const MEMBERS_PAGE_SIZE = 20;

/** `GET /admin/edu/members?q=&page=`: the travel area's members, newest first. */
export async function fetchMembers(q: string, page: number): Promise<MemberPage> {
  return requestPage(MEMBERS_PATH, {
    row: EduMemberSchema,
    query: { q: q || undefined, page, per_page: MEMBERS_PAGE_SIZE },
    auth: true,
    area: OPERATOR_AREA,
  });
}

export function useMembers(q: string, page: number) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<MemberPage, Error>(token ? [KEY_ROOT, "members", token, q, page] : null, () => fetchMembers(q, page), {
    keepPreviousData: true,
  });
}
