import type { Lang, Menu } from "@contracts/settings";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { menus } from "./tables";

type MenuRow = { id: number; parentId: number | null; title: string; path: string; sortOrder: number };

/** Visible rows of one language become a tree; a child of a hidden parent is hidden with it. */
function buildTree(rows: MenuRow[]): { roots: Menu[]; byId: Map<number, Menu> } {
  const byId = new Map<number, Menu>();
  for (const row of rows) {
    byId.set(row.id, { id: row.id, title: row.title, path: row.path, sort_order: row.sortOrder, children: [] });
  }
  const roots: Menu[] = [];
  for (const row of rows) {
    const node = byId.get(row.id);
    if (!node) continue;
    if (row.parentId === null) roots.push(node);
    else byId.get(row.parentId)?.children.push(node);
  }
  return { roots, byId };
}

async function visibleRows(db: Db, lang: Lang): Promise<MenuRow[]> {
  return db
    .select({
      id: menus.id,
      parentId: menus.parentId,
      title: menus.title,
      path: menus.path,
      sortOrder: menus.sortOrder,
    })
    .from(menus)
    .where(and(eq(menus.lang, lang), eq(menus.visible, true)))
    .orderBy(asc(menus.sortOrder), asc(menus.id));
}

export async function listMenus(db: Db, lang: Lang): Promise<Menu[]> {
  return buildTree(await visibleRows(db, lang)).roots;
}

function reachable(node: Menu, roots: Menu[]): boolean {
  const stack = [...roots];
  while (stack.length > 0) {
    const current = stack.pop();
    if (current === node) return true;
    if (current) stack.push(...current.children);
  }
  return false;
}

/** A visible menu with its visible children, or undefined when it is missing or hidden. */
export async function getMenu(db: Db, id: number): Promise<Menu | undefined> {
  const [row] = await db.select({ lang: menus.lang }).from(menus).where(eq(menus.id, id));
  if (!row) return undefined;
  const { roots, byId } = buildTree(await visibleRows(db, row.lang));
  const node = byId.get(id);
  return node && reachable(node, roots) ? node : undefined;
}
