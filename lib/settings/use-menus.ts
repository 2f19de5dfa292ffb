import { type Menu, MenuSchema } from "@contracts/settings";
import useSWR, { preload } from "swr";
import { z } from "zod";
import { request } from "../http/client";
import type { Lang } from "../i18n/locale";

const MenusSchema = z.array(MenuSchema);

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
