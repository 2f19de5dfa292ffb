import { type AdminCourse, AdminCourseSchema } from "@contracts/tours-admin";
import { request } from "@lib/http/client";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { adminCoursePath, KEY_ROOT, OPERATOR_AREA } from "./paths";

/** `GET /admin/tours/courses/{slug}`: one course in both languages, as the editor fills its form. */
export async function fetchAdminCourse(slug: string): Promise<AdminCourse> {
  const res = await request(adminCoursePath(slug), {
    schema: AdminCourseSchema,
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

// The form fills once from this read: reading it again on focus would not change what is typed. A null slug (a new
// course) waits.
export function useAdminCourse(slug: string | null) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<AdminCourse, Error>(
    token && slug ? [KEY_ROOT, "course", token, slug] : null,
    () => fetchAdminCourse(slug ?? ""),
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
}
