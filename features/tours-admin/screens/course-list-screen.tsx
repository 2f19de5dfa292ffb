import { TextLink } from "@blocks/feature-kit";
import type { AdminCourseSummary } from "@contracts/tours-admin";
import { ButtonLink, EmptyState, StatusBadge, Table, type TableColumn } from "@ds";
import { useIsLoggedIn } from "@lib/session/use-session";
import { Map as MapIcon, Plus } from "lucide-react";
import { Link } from "react-router";
import { useAdminCourses } from "../api/list-courses";
import { OPERATOR_AREA } from "../api/paths";
import { ConsolePage } from "../components/console-page";
import { ReadState } from "../components/read-state";
import { useConsoleText } from "../components/use-console-text";

export type CourseListScreenProps = {
  paths: {
    newCourse: string;
    course: (slug: string) => string;
    departures: (slug: string) => string;
  };
};

/**
 * The summit's courses as operators keep them (issue 23): every course, published or not, in the order guests see
 * them, each with its area, its main course for a sub-course, and its departures (from today on, and all).
 */
export function CourseListScreen({ paths }: CourseListScreenProps) {
  const { t, lang } = useConsoleText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const courses = useAdminCourses();
  const name = (course: Pick<AdminCourseSummary, "name_en" | "name_ko">) =>
    lang === "ko" ? course.name_ko : course.name_en;

  const columns: TableColumn<AdminCourseSummary>[] = [
    {
      id: "name",
      header: t("list.table.name"),
      rowHeader: true,
      wrap: true,
      cell: (course) => (
        <span className="flex flex-col">
          <TextLink to={paths.course(course.slug)}>{name(course)}</TextLink>
          {course.parent_slug && (
            <span className="text-xs text-muted-foreground">
              {t("list.subCourseOf", {
                name: (() => {
                  const parent = courses.data?.find((one) => one.slug === course.parent_slug);
                  return parent ? name(parent) : course.parent_slug;
                })(),
              })}
            </span>
          )}
        </span>
      ),
    },
    { id: "area", header: t("list.table.area"), cell: (course) => t(`shared.areas.${course.area}`) },
    {
      id: "published",
      header: t("list.table.published"),
      cell: (course) =>
        course.published ? (
          <StatusBadge tone="success" label={t("list.published")} />
        ) : (
          <StatusBadge tone="neutral" label={t("list.draft")} />
        ),
    },
    { id: "order", header: t("list.table.order"), align: "end", cell: (course) => course.sort_order },
    {
      id: "departures",
      header: t("list.table.departures"),
      align: "end",
      cell: (course) => t("list.departureCount", { upcoming: course.upcoming, all: course.departures }),
    },
    {
      id: "actions",
      header: <span className="sr-only">{t("list.table.actions")}</span>,
      label: t("list.table.actions"),
      cell: (course) => (
        <Link
          to={paths.departures(course.slug)}
          className="text-sm text-primary underline underline-offset-4 hover:no-underline"
          aria-label={t("list.departuresOf", { name: name(course) })}
        >
          {t("list.departuresLink")}
        </Link>
      ),
    },
  ];

  return (
    <ConsolePage
      title={t("list.title")}
      intro={t("list.intro")}
      width="wide"
      aside={
        loggedIn && (
          <ButtonLink asChild>
            <Link to={paths.newCourse}>
              <Plus aria-hidden="true" />
              {t("list.new")}
            </Link>
          </ButtonLink>
        )
      }
    >
      <ReadState loggedIn={loggedIn} read={courses} loadError={t("list.loadError")}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={<MapIcon aria-hidden="true" />}
              titleAs="h2"
              title={t("list.empty.title")}
              description={t("list.empty.body")}
            />
          ) : (
            <Table
              caption={t("list.caption")}
              captionHidden
              columns={columns}
              rows={list}
              rowKey={(course) => course.id}
              density="compact"
            />
          )
        }
      </ReadState>
    </ConsolePage>
  );
}
