import { FeaturePage, LoadError } from "@blocks/feature-kit";
import { TOUR_AREAS, type TourArea } from "@contracts/tours";
import { EmptyState, Skeleton } from "@ds";
import { MapPinned } from "lucide-react";
import { NavLink } from "react-router";
import { useCourses } from "../api/list-courses";
import { CourseCard } from "../components/course-card";
import { useToursText } from "../components/use-tours-text";

export type CourseListPaths = {
  /** A course's page on this site. */
  course: (slug: string) => string;
  /** The list of all courses and of one area: with them the page offers the areas as links. */
  list?: string;
  area?: (area: TourArea) => string;
};

export type CourseListScreenProps = {
  /** One area's courses (`/apec2025/seoul`), or every course. */
  area?: TourArea;
  paths: CourseListPaths;
};

const tabClass =
  "rounded-md px-3 py-2 text-sm font-medium text-foreground no-underline outline-hidden hover:bg-hover focus-visible:shadow-focus aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground";

/**
 * The summit tour's courses (`/apec2025/list`, `/apec2025/seoul`, `/apec2025/busan`, the summit host's home): a
 * card per course with its duration, guide languages, lowest open price and next departure. Rendered on the server
 * with its data (ADR 0024): the read is the screen's own.
 */
export function CourseListScreen({ area, paths }: CourseListScreenProps) {
  const { t, lang } = useToursText();
  const courses = useCourses(area, lang);
  const { list, area: areaPath } = paths;
  return (
    <FeaturePage title={area ? t(`list.titleArea.${area}`) : t("list.title")}>
      <p className="-mt-2 text-foreground">{t("list.intro")}</p>
      {list && areaPath && (
        <nav aria-label={t("list.areasLabel")}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <NavLink to={list} end className={tabClass}>
                {t("list.allAreas")}
              </NavLink>
            </li>
            {TOUR_AREAS.map((each) => (
              <li key={each}>
                <NavLink to={areaPath(each)} className={tabClass}>
                  {t(`shared.areas.${each}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {courses.error ? (
        <LoadError t={t} title={t("list.error")} error={courses.error} onRetry={() => void courses.mutate()} />
      ) : !courses.data ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-72" />
          <Skeleton shape="block" shapeClassName="h-72" />
        </div>
      ) : courses.data.length === 0 ? (
        <EmptyState
          icon={<MapPinned aria-hidden="true" />}
          titleAs="h2"
          title={t("list.empty.title")}
          description={t("list.empty.description")}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {courses.data.map((course, index) => (
            <li key={course.id}>
              <CourseCard course={course} href={paths.course(course.slug)} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </FeaturePage>
  );
}
