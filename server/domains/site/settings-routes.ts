import { MenuIdParamsSchema, MenuResponseSchema, MenusQuerySchema, MenusResponseSchema } from "@contracts/settings";
import type { ApiApp } from "../../platform/http/env";
import { notFound } from "../../platform/http/errors";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { getMenu, listMenus } from "./menus";
import type { AppContext } from "../../platform/context";

export function registerSettingsRoutes(app: ApiApp, { db, doors }: AppContext) {
  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/settings/menus",
      tags: ["settings"],
      summary: "Navigation menus of the main shop",
      description: "Visible top-level menus with their visible children, sorted. `lang` defaults to `en`.",
      request: { query: MenusQuerySchema },
      responses: {
        200: jsonContent(MenusResponseSchema, "Menus of the language; meta.count is the number of top-level menus"),
      },
    }),
    async (c) => {
      const { lang } = c.req.valid("query");
      const data = await listMenus(db, lang);
      return c.json(ok(data, { lang, count: data.length }), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/settings/menus/{id}",
      tags: ["settings"],
      summary: "One menu with its children",
      request: { params: MenuIdParamsSchema },
      responses: {
        200: jsonContent(MenuResponseSchema, "The menu"),
        404: errorResponse("No visible menu has this id"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const menu = await getMenu(db, id);
      if (!menu) throw notFound("Menu");
      return c.json(ok(menu), 200);
    },
  );
}
