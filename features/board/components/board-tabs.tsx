import { FAQ_BOARD_TYPE } from "@contracts/board-types";
import { cn } from "@ds";
import { Link } from "react-router";
import { useBoardText } from "./use-board-text";

/**
 * A site's boards as a row of links (each board has its own address, so they are links, not tabs that hide panels),
 * then its FAQ page when it has one; the open board is marked current.
 */
export function BoardTabs({
  types,
  current,
  href,
  faq,
}: {
  types: readonly string[];
  /** The open board's type (`faq` on the FAQ page), or null when the address names no board of the site. */
  current: string | null;
  href: (type: string) => string;
  /** The site's FAQ page. */
  faq?: string;
}) {
  const { t } = useBoardText();
  const links = types.map((type) => ({ type, to: href(type) }));
  if (faq) links.push({ type: FAQ_BOARD_TYPE, to: faq });
  return (
    <nav aria-label={t("list.boardsLabel")}>
      <ul className="flex flex-wrap gap-2">
        {links.map(({ type, to }) => {
          const active = type === current;
          return (
            <li key={type}>
              <Link
                to={to}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium no-underline",
                  "transition-colors duration-fast ease-standard outline-hidden focus-visible:shadow-focus",
                  active
                    ? "border-primary bg-primary text-primary-foreground"
                    : "border-input bg-surface text-foreground hover:bg-hover",
                )}
              >
                {t(`boards.${type}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
