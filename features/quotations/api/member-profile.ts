import { type Member, MemberSchema } from "@contracts/members";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { fetchCurrentUser, useCurrentUser } from "@lib/session/current-user";
import useSWR from "swr";

export const memberPath = (id: number) => `/api/v1/members/${id}`;

/** The signed-in member's profile, for "same as the member"; quiet, the form works without it. */
export async function fetchMemberProfile(area: Area, id: number): Promise<Member> {
  const res = await request(memberPath(id), { schema: MemberSchema, auth: true, area, errorToast: false });
  return res.data;
}

export function useMemberProfile(area: Area) {
  const user = useCurrentUser(area);
  const id = user.data?.id ?? null;
  return useSWR<Member, Error>(id === null ? null : ["member", area, id], () => fetchMemberProfile(area, id as number));
}

/** The same profile asked for at once (the box was ticked before the page's own lookups finished). */
export async function loadMemberProfile(area: Area): Promise<Member | undefined> {
  const user = await fetchCurrentUser(area);
  return user ? fetchMemberProfile(area, user.id) : undefined;
}
