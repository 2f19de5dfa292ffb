import { MenuIdParamsSchema, MenuResponseSchema, MenusQuerySchema, MenusResponseSchema } from "@contracts/settings";
import { createRoute } from "@hono/zod-openapi";
import type { Db } from "../../platform/db/client";
import type { ApiApp } from "../../platform/http/env";
import { notFound } from "../../platform/http/errors";
import { errorResponse, jsonContent, validationErrorResponse } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { getMenu, listMenus } from "./menus";
import type { AppContext } from "../../platform/context";

const listMenusRoute = createRoute({
  method: "get",
  path: "/api/v1/settings/menus",
  tags: ["settings"],
  summary: "Navigation menus of the main shop",
  description: "Visible top-level menus with their visible children, sorted. `lang` defaults to `en`.",
  request: { query: MenusQuerySchema },
  responses: {
    200: jsonContent(MenusResponseSchema, "Menus of the language; meta.count is the number of top-level menus"),
    400: validationErrorResponse,
  },
});

const getMenuRoute = createRoute({
  method: "get",
  path: "/api/v1/settings/menus/{id}",
  tags: ["settings"],
  summary: "One menu with its children",
  request: { params: MenuIdParamsSchema },
  responses: {
    200: jsonContent(MenuResponseSchema, "The menu"),
    400: validationErrorResponse,
    404: errorResponse("No visible menu has this id"),
  },
});

export function registerSettingsRoutes(app: ApiApp, { db }: AppContext) {
  app.openapi(listMenusRoute, async (c) => {
    const { lang } = c.req.valid("query");
    const data = await listMenus(db, lang);
    return c.json(ok(data, { lang, count: data.length }), 200);
  });

  app.openapi(getMenuRoute, async (c) => {
    const { id } = c.req.valid("param");
    const menu = await getMenu(db, id);
    if (!menu) throw notFound("Menu");
    return c.json(ok(menu), 200);
  });
}
