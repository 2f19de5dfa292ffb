import { type Member, MemberSchema } from "@contracts/members";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import useSWR from "swr";

export const memberPath = (id: number) => `/api/v1/members/${id}`;

/** `null` (the id is not known yet) waits without asking. */
export const memberKey = (area: Area, id: number | null) => (id === null ? null : (["member", area, id] as const));

/** The member's own profile; only its owner may read it. */
export async function fetchMember(area: Area, id: number): Promise<Member> {
  const res = await request(memberPath(id), { schema: MemberSchema, auth: true, area });
  return res.data;
}

export function useMember(area: Area, id: number | null) {
  return useSWR<Member, Error>(memberKey(area, id), () => fetchMember(area, id as number));
}
