import { DEFAULT_BOARD_TYPE, SHOP_BOARD_TYPES } from "@contracts/board-types";

export type ShopBoardType = (typeof SHOP_BOARD_TYPES)[number];

/** The design system's preset empty state of each board (the spec's "no notices", "no events", "no posts"). */
export type BoardEmptyKind = "notices" | "events" | "posts";

/**
 * The board a `/board/{type?}` address shows: none is the notices, a known type is itself, anything else is no
 * board at all (the page says so instead of asking the server for a board that does not exist).
 */
export function boardTypeFrom(param: string | null | undefined): ShopBoardType | null {
  if (param === undefined || param === null || param === "") return DEFAULT_BOARD_TYPE;
  return (SHOP_BOARD_TYPES as readonly string[]).includes(param) ? (param as ShopBoardType) : null;
}

export function emptyKindFor(type: ShopBoardType): BoardEmptyKind {
  switch (type) {
    case "notice":
      return "notices";
    case "event":
      return "events";
    case "news":
      return "posts";
  }
}
