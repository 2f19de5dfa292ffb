import type { Menu } from "@contracts/settings";
import useSWR, { preload } from "swr";
import { request } from "../http/client";
import { fields, guard } from "../http/parser";
import type { Lang } from "../i18n/locale";

// Checked by a small guard rather than the contract's schema: menus load before a site's first paint.
const isMenuEntry = fields({ id: "integer", title: "string", path: "string", sort_order: "integer" });
const isMenu = (value: unknown): value is Menu =>
  isMenuEntry(value) && Array.isArray(value.children) && value.children.every(isMenu);
const MenusSchema = guard((value: unknown): value is Menu[] => Array.isArray(value) && value.every(isMenu));

export const menusKey = (lang: Lang) => ["/api/v1/settings/menus", lang] as const;

export async function fetchMenus(lang: Lang): Promise<Menu[]> {
  const res = await request("/api/v1/settings/menus", { schema: MenusSchema, query: { lang } });
  return res.data;
}

/** The site navigation in the given language (spec start-up order: settings and menus load before the app). */
export function useMenus(lang: Lang) {
  return useSWR<Menu[], Error>(menusKey(lang), () => fetchMenus(lang));
}

/** Starts the menus download at start-up, before the layout that shows them has loaded. */
export function preloadMenus(lang: Lang): void {
  preload(menusKey(lang), () => fetchMenus(lang)).catch(() => undefined);
}
