import { cn } from "@ds";
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
  return (
    <main id="main" className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <nav aria-label={t("nav.label")}>
        <ul className="flex flex-wrap gap-1 border-b border-border">
          {PAGES.map((page) => (
            <li key={page}>
              <Link
                to={paths[page]}
                aria-current={page === current ? "page" : undefined}
                className={cn(
                  "-mb-px inline-flex h-10 items-center rounded-t-md border-b-2 border-transparent px-3.5 text-sm font-medium text-muted-foreground no-underline",
                  "outline-hidden transition-colors duration-fast ease-standard hover:text-foreground focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-inset",
                  "aria-[current=page]:border-primary aria-[current=page]:text-foreground",
                )}
              >
                {t(`nav.${page}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold break-words text-foreground">{title}</h1>
          <p className="text-sm text-muted-foreground">
            {intro} {t("shared.koreaTime")}
          </p>
        </div>
        {aside}
      </div>
      {children}
    </main>
  );
}
