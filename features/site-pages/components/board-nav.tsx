import { cn } from "@ds";
import { Link } from "react-router";
import { useSitePagesText } from "./use-site-pages-text";

export type SiteBoardLink = { id: string; label: string; href: string };

/** A site's boards as a row of links (each board has its own address); the open one is marked current. */
export function BoardNav({ links, current }: { links: readonly SiteBoardLink[]; current: string | null }) {
  const { t } = useSitePagesText();
  return (
    <nav aria-label={t("board.boardsLabel")}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => {
          const active = link.id === current;
          return (
            <li key={link.id}>
              <Link
                to={link.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium no-underline",
                  "transition-colors duration-fast ease-standard outline-hidden focus-visible:shadow-focus",
                  active
                    ? "border-primary bg-primary text-primary-foreground"
                    : "border-input bg-surface text-foreground hover:bg-hover",
                )}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
