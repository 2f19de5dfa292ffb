import { CommonCodesResponseSchema, CommonQuerySchema } from "@contracts/common";
import { SettingsMetaQuerySchema, SettingsMetaResponseSchema } from "@contracts/settings";
import type { ApiApp } from "../../platform/http/env";
import { notFound } from "../../platform/http/errors";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { getSettingsMeta, listCommonCodes } from "./common-codes";
import type { AppContext } from "../../platform/context";

export function registerCommonRoutes(app: ApiApp, { db, doors }: AppContext) {
  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/common",
      tags: ["common"],
      summary: "Common codes of one type",
      description:
        "Codes such as `nationality`, `bank`, `inquiry_type`, `payment_method`, `product_category`, `region`, " +
        "with English and Korean names. An unknown type answers an empty list.",
      request: { query: CommonQuerySchema },
      responses: {
        200: jsonContent(CommonCodesResponseSchema, "The codes, sorted"),
      },
    }),
    async (c) => {
      const { type } = c.req.valid("query");
      const data = await listCommonCodes(db, type);
      return c.json(ok(data, { type, count: data.length }), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/common/meta",
      tags: ["common"],
      summary: "A settings meta row by key",
      description: "`type=exchange_rate` gives `{ krw_to_usd, usd_to_krw }`.",
      request: { query: SettingsMetaQuerySchema },
      responses: {
        200: jsonContent(SettingsMetaResponseSchema, "The row"),
        404: errorResponse("No row has this key"),
      },
    }),
    async (c) => {
      const { type } = c.req.valid("query");
      const row = await getSettingsMeta(db, type);
      if (!row) throw notFound("Settings meta");
      return c.json(ok(row), 200);
    },
  );
}
