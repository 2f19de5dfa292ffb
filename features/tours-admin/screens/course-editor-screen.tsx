import { TextLink } from "@blocks/feature-kit";
import type { AdminCourse } from "@contracts/tours-admin";
import { useIsLoggedIn } from "@lib/session/use-session";
import { useAdminCourse } from "../api/get-course";
import { useAdminCourses } from "../api/list-courses";
import { OPERATOR_AREA } from "../api/paths";
import { ConsolePage } from "../components/console-page";
import { CourseForm } from "../components/course-form";
import { ReadState } from "../components/read-state";
import { useConsoleText } from "../components/use-console-text";

export type CourseEditorScreenProps = {
  /** The course's address; null for a new course. */
  slug: string | null;
  paths: { list: string; departures: (slug: string) => string };
  /** After a save (a new course, or a new address): the site shows the course at its address. */
  onSaved: (course: AdminCourse) => void;
};

/**
 * A course as operators write it (issue 23: "Courses are data ... edited by operators"): both languages' texts, the
 * itinerary, the meeting point and the rules guests book by. A new course starts unpublished; its departures are
 * added on its departures page.
 */
export function CourseEditorScreen({ slug, paths, onSaved }: CourseEditorScreenProps) {
  const { t, lang } = useConsoleText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const course = useAdminCourse(slug);
  const courses = useAdminCourses();
  // a sub-course hangs under a main course only
  const parents = (courses.data ?? [])
    .filter((one) => one.parent_slug === null)
    .map((one) => ({ slug: one.slug, name: lang === "ko" ? one.name_ko : one.name_en }));
  const title = course.data ? (lang === "ko" ? course.data.name_ko : course.data.name_en) : t("editor.newTitle");

  const links = (
    <p className="flex flex-wrap gap-4 text-sm">
      <TextLink to={paths.list}>{t("shared.allCourses")}</TextLink>
      {slug && course.data && <TextLink to={paths.departures(course.data.slug)}>{t("editor.departuresLink")}</TextLink>}
    </p>
  );

  return (
    <ConsolePage title={slug ? title : t("editor.newTitle")} intro={t("editor.intro")}>
      {links}
      {slug === null ? (
        <ReadState loggedIn={loggedIn} read={{ data: true, mutate: () => undefined }} loadError="">
          {() => <CourseForm saved={null} parents={parents} onSaved={onSaved} />}
        </ReadState>
      ) : (
        <ReadState loggedIn={loggedIn} read={course} loadError={t("editor.loadError")}>
          {(saved) => <CourseForm key={saved.id} saved={saved} parents={parents} onSaved={onSaved} />}
        </ReadState>
      )}
    </ConsolePage>
  );
}
