import { type Member, MemberSchema } from "@contracts/members";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { fetchCurrentUser, useCurrentUser } from "@lib/session/current-user";
import useSWR from "swr";

export const memberPath = (id: number) => `/api/v1/members/${id}`;

/**
 * One key for the profile wherever it is shown: saving it (the account feature's update) replaces this entry, so
 * a booking form's "same as the member" fills in what was just saved. `null` (the id is not known yet) waits.
 */
export const memberKey = (area: Area, id: number | null) => (id === null ? null : (["member", area, id] as const));

export type MemberLookupOptions = {
  /**
   * `false` where the profile is a convenience the page works without (a booking form's "same as the member");
   * the transport's toast otherwise (the profile page, which has nothing to show without it).
   */
  errorToast?: boolean;
};

/** The member's own profile; only its owner may read it. */
export async function fetchMember(area: Area, id: number, { errorToast }: MemberLookupOptions = {}): Promise<Member> {
  const res = await request(memberPath(id), { schema: MemberSchema, auth: true, area, errorToast });
  return res.data;
}

export function useMember(area: Area, id: number | null, options: MemberLookupOptions = {}) {
  const { errorToast } = options;
  return useSWR<Member, Error>(memberKey(area, id), () => fetchMember(area, id as number, { errorToast }));
}

/** The profile of whoever is signed in to the area (asked once the current user's id is known). */
export function useSignedInMember(area: Area, options: MemberLookupOptions = {}) {
  const user = useCurrentUser(area);
  return useMember(area, user.data?.id ?? null, options);
}

/** The same profile asked for at once (a box was ticked before the page's own lookups finished). */
export async function loadSignedInMember(area: Area, options: MemberLookupOptions = {}): Promise<Member | undefined> {
  const user = await fetchCurrentUser(area);
  return user ? fetchMember(area, user.id, options) : undefined;
}
