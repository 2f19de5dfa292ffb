import { type TourCourse, TourCourseSchema } from "@contracts/tours";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import useSWR from "swr";
import { coursePath } from "./paths";

export const courseKey = (slug: string, lang: Lang) => [coursePath(slug), lang] as const;

/** `GET /tours/courses/{slug}?lang=` (public): the course, its sub-courses and its departures; 404 when unknown. */
export async function fetchCourse(slug: string, lang: Lang): Promise<TourCourse> {
  const res = await request(coursePath(slug), { schema: TourCourseSchema, query: { lang }, errorToast: false });
  return res.data;
}

/** Waits (null key) while there is no course to read. */
export function useCourse(slug: string | null, lang: Lang) {
  return useSWR<TourCourse, Error>(slug ? courseKey(slug, lang) : null, () => fetchCourse(slug ?? "", lang), {
    keepPreviousData: true,
  });
}
