import { operatorTabLink } from "./operator-page";
import { Link, Outlet, useLocation } from "react-router";

/**
 * One tab of a site's operators' navigation, its label already in the reader's language. A tab stands for its page
 * and the pages below it (a course's editor and departures under the courses), unless `end` keeps it to its own.
 */
export type OperatorTab = { to: string; label: string; end?: boolean };

const pathOf = (to: string) => to.split(/[?#]/)[0]?.replace(/\/+$/, "") ?? "";

/**
 * The tab the page at `pathname` belongs to: the one whose address is the page's, else the one with the longest
 * address the page lies below (so "New course" at `courses/new` wins over "Courses" at `courses`). None when the
 * page is under no tab.
 */
export function currentTab(tabs: readonly OperatorTab[], pathname: string): OperatorTab | undefined {
  const here = pathname.replace(/\/+$/, "");
  let best: OperatorTab | undefined;
  for (const tab of tabs) {
    const path = pathOf(tab.to);
    const matches = here === path || (!tab.end && here.startsWith(`${path}/`));
    if (matches && (best === undefined || path.length > pathOf(best.to).length)) best = tab;
  }
  return best;
}

/** A layout route around a site's operator pages: their own small navigation above each page. */
export function OperatorsLayout({ label, tabs }: { label: string; tabs: readonly OperatorTab[] }) {
  const { pathname } = useLocation();
  const current = currentTab(tabs, pathname);
  return (
    <>
      <nav aria-label={label} className="mx-auto w-full max-w-6xl px-4 pt-6">
        <ul className="flex flex-wrap gap-1 border-b border-border">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <Link to={tab.to} aria-current={tab === current ? "page" : undefined} className={operatorTabLink}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
