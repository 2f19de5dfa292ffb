import { sendForm } from "@blocks/feature-kit";
import { type AdminCourse, type AdminCourseBody, AdminCourseSchema } from "@contracts/tours-admin";
import { useRefresh } from "@lib/http/use-refresh";
import { ADMIN_COURSES_PATH, adminCoursePath, isConsoleKey, OPERATOR_AREA } from "./paths";

/**
 * `POST /admin/tours/courses` (a new course) or `PUT /admin/tours/courses/{slug}` (the whole course replaced, its
 * address too). The form says a refusal beside its fields.
 */
export async function saveCourse(slug: string | null, body: AdminCourseBody): Promise<AdminCourse> {
  return sendForm(slug ? adminCoursePath(slug) : ADMIN_COURSES_PATH, {
    method: slug ? "PUT" : "POST",
    schema: AdminCourseSchema,
    body,
    area: OPERATOR_AREA,
  });
}

/** The save; whatever its outcome the console's reads are read again. */
export function useSaveCourse() {
  const refresh = useRefresh();
  return async (slug: string | null, body: AdminCourseBody) => {
    try {
      return await saveCourse(slug, body);
    } finally {
      refresh(isConsoleKey);
    }
  };
}
