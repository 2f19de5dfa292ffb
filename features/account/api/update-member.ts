import { memberKey } from "@blocks/member";
import { type Member, MemberSchema, type UpdateMemberBody } from "@contracts/members";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import useSWRMutation from "swr/mutation";

export const UPDATE_MEMBER_PATH = "/api/v1/members";

/**
 * Spec point 7: "no toast". The page says "saved" itself and shows failures beside the fields, so the transport
 * shows nothing; the answer (the updated profile) replaces the cached one, under the member block's key, so every
 * screen that shows the profile (a booking form's "same as the member" too) has the saved one.
 */
export async function updateMember(area: Area, body: UpdateMemberBody): Promise<Member> {
  const res = await request(UPDATE_MEMBER_PATH, {
    method: "PUT",
    schema: MemberSchema,
    body,
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

export function useUpdateMember(area: Area, id: number | null) {
  return useSWRMutation<Member, Error, ReturnType<typeof memberKey>, UpdateMemberBody>(
    memberKey(area, id),
    (_key, { arg }) => updateMember(area, arg),
    { populateCache: true, revalidate: false },
  );
}
