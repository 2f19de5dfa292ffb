import { operatorTabLink } from "@blocks/feature-kit";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router";
import { APEC_ADMIN_PATHS } from "./admin-paths";

/** The summit console's pages: the courses (with their editor and departures), a new course, the day board. */
const PAGES = [
  { to: APEC_ADMIN_PATHS.courses, labelKey: "nav.courses", end: true },
  { to: APEC_ADMIN_PATHS.newCourse, labelKey: "nav.newCourse", end: true },
  { to: APEC_ADMIN_PATHS.board, labelKey: "nav.board", end: true },
] as const;

/** A layout route around the summit's operator pages: their own small navigation above each page. */
export function ApecOperatorsLayout() {
  const { t } = useTranslation("tours-admin");
  return (
    <>
      <nav aria-label={t("nav.label")} className="mx-auto w-full max-w-6xl px-4 pt-6">
        <ul className="flex flex-wrap gap-1 border-b border-border">
          {PAGES.map((page) => (
            <li key={page.to}>
              <NavLink to={page.to} end={page.end} className={operatorTabLink}>
                {t(page.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
