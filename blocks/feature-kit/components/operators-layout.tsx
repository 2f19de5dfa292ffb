import { operatorTabLink } from "./operator-page";
import { NavLink, Outlet } from "react-router";

/** One tab of a site's operators' navigation, its label already in the reader's language. */
export type OperatorTab = { to: string; label: string; end?: boolean };

/** A layout route around a site's operator pages: their own small navigation above each page. */
export function OperatorsLayout({ label, tabs }: { label: string; tabs: readonly OperatorTab[] }) {
  return (
    <>
      <nav aria-label={label} className="mx-auto w-full max-w-6xl px-4 pt-6">
        <ul className="flex flex-wrap gap-1 border-b border-border">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} end={tab.end} className={operatorTabLink}>
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
