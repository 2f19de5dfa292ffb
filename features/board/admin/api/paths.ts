import type { SiteName } from "@contracts/site-map";
import type { Area } from "@lib/session/areas";

/** Operators' pages use the admin token, whatever site shows them (the API answers 401 to any other area's). */
export const OPERATOR_AREA: Area = "admin";

const board = (site: SiteName, type: string) => `${encodeURIComponent(site)}/${encodeURIComponent(type)}`;

/** The public list: operators see the posts as visitors do, pinned first then newest (contracts/boards.ts). */
export const postsPath = (site: SiteName, type: string) => `/api/v1/boards/${board(site, type)}/posts`;
/** The operators' writes and their read of one post in both languages. */
export const adminPostsPath = (site: SiteName, type: string) => `/api/v1/admin/boards/${board(site, type)}/posts`;
export const adminPostPath = (site: SiteName, type: string, id: number) => `${adminPostsPath(site, type)}/${id}`;

/** The first element of every SWR key of these screens, so a write can revalidate what it touched. */
export const KEY_ROOT = "board-admin";
export type KeyPart = "posts" | "post";

/** Matches the cached keys of some parts (every board, page and language). */
export const isKeyOf =
  (...parts: readonly KeyPart[]) =>
  (key: unknown) =>
    Array.isArray(key) && key[0] === KEY_ROOT && parts.includes(key[1] as KeyPart);
