import { OperatorPage, operatorTabLink } from "@blocks/feature-kit";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useAdminText } from "./use-admin-text";

/** The addresses of the three operator pages, as the site mounts them (screens hard-code no path). */
export type AdminMeetingPaths = { meetings: string; slots: string; records: string };
export type AdminPageId = keyof AdminMeetingPaths;

const PAGES: readonly AdminPageId[] = ["meetings", "slots", "records"];

/** The operator pages' frame: their own small navigation, the heading row and the main landmark. */
export function AdminPage({
  current,
  paths,
  title,
  intro,
  aside,
  children,
}: {
  current: AdminPageId;
  paths: AdminMeetingPaths;
  title: string;
  intro: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useAdminText();
  const nav = (
    <nav aria-label={t("nav.label")}>
      <ul className="flex flex-wrap gap-1 border-b border-border">
        {PAGES.map((page) => (
          <li key={page}>
            <Link to={paths[page]} aria-current={page === current ? "page" : undefined} className={operatorTabLink}>
              {t(`nav.${page}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <OperatorPage nav={nav} title={title} intro={`${intro} ${t("shared.koreaTime")}`} aside={aside}>
      {children}
    </OperatorPage>
  );
}
