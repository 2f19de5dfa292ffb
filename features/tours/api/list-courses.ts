import { type TourArea, type TourCourseSummary, TourCourseSummarySchema } from "@contracts/tours";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import useSWR from "swr";
import { z } from "zod";
import { COURSES_PATH } from "./paths";

const CourseListSchema = z.array(TourCourseSummarySchema);

export const coursesKey = (area: TourArea | undefined, lang: Lang) => [COURSES_PATH, area ?? "all", lang] as const;

/** `GET /tours/courses?area=&lang=` (public): the courses of an area, or all of them. */
export async function fetchCourses(area: TourArea | undefined, lang: Lang): Promise<TourCourseSummary[]> {
  const res = await request(COURSES_PATH, { schema: CourseListSchema, query: { area, lang }, errorToast: false });
  return res.data;
}

/** The language is part of the key: the courses come in the reader's language. The server renders it (ADR 0024). */
export function useCourses(area: TourArea | undefined, lang: Lang) {
  return useSWR<TourCourseSummary[], Error>(coursesKey(area, lang), () => fetchCourses(area, lang), {
    keepPreviousData: true,
  });
}
