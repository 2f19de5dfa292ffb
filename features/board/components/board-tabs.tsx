import { SHOP_BOARD_TYPES } from "@contracts/board-types";
import { cn } from "@ds";
import { Link } from "react-router";
import type { ShopBoardType } from "../model/board-type";
import { useBoardText } from "./use-board-text";

/**
 * The shop's boards as a row of links (each board has its own address, so they are links, not tabs that hide
 * panels); the open board is marked current.
 */
export function BoardTabs({ current, href }: { current: ShopBoardType | null; href: (type: ShopBoardType) => string }) {
  const { t } = useBoardText();
  return (
    <nav aria-label={t("list.boardsLabel")}>
      <ul className="flex flex-wrap gap-2">
        {SHOP_BOARD_TYPES.map((type) => {
          const active = type === current;
          return (
            <li key={type}>
              <Link
                to={href(type)}
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
