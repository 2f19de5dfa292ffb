import { useTranslation } from "react-i18next";
import { OperatorsLayout } from "@blocks/feature-kit";
import { APEC_ADMIN_PATHS } from "./admin-paths";

/**
 * The summit console's pages: the courses (their tab stays current on a course's editor and departures, the pages
 * below it), a new course, the day board.
 */
const PAGES = [
  { to: APEC_ADMIN_PATHS.courses, labelKey: "nav.courses" },
  { to: APEC_ADMIN_PATHS.newCourse, labelKey: "nav.newCourse", end: true },
  { to: APEC_ADMIN_PATHS.board, labelKey: "nav.board", end: true },
] as const;

/** A layout route around the summit's operator pages: their own small navigation above each page. */
export function ApecOperatorsLayout() {
  const { t } = useTranslation("tours-admin");
  return <OperatorsLayout label={t("nav.label")} tabs={PAGES.map((page) => ({ ...page, label: t(page.labelKey) }))} />;
}
