import { SHOP_BOARD_TYPES } from "@contracts/board-types";

export type ShopBoardType = (typeof SHOP_BOARD_TYPES)[number];

/** The design system's preset empty state of each board (the spec's "no notices", "no events", "no posts"). */
export type BoardEmptyKind = "notices" | "events" | "posts";

/**
 * The board an address shows, among the site's boards (the shop's by default): none is the site's first board, one of
 * them is itself, anything else is no board at all (the page says so instead of asking the server for a board that
 * does not exist).
 */
export function boardTypeFrom(
  param: string | null | undefined,
  types: readonly string[] = SHOP_BOARD_TYPES,
): string | null {
  if (param === undefined || param === null || param === "") return types[0] ?? null;
  return types.includes(param) ? param : null;
}

export function emptyKindFor(type: string): BoardEmptyKind {
  switch (type) {
    case "notice":
      return "notices";
    case "event":
      return "events";
    default:
      return "posts";
  }
}
