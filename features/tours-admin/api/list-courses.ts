import { type AdminCourseSummary, AdminCourseSummarySchema } from "@contracts/tours-admin";
import { request } from "@lib/http/client";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { ADMIN_COURSES_PATH, KEY_ROOT, OPERATOR_AREA } from "./paths";

/** `GET /admin/tours/courses`: every course, published or not, in the operators' order. */
export async function fetchAdminCourses(): Promise<AdminCourseSummary[]> {
  const res = await request(ADMIN_COURSES_PATH, {
    schema: z.array(AdminCourseSummarySchema),
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

/** Keyed by the token, so another operator's session reads again. */
export function useAdminCourses() {
  const token = useToken(OPERATOR_AREA);
  return useSWR<AdminCourseSummary[], Error>(token ? [KEY_ROOT, "courses", token] : null, fetchAdminCourses);
}
