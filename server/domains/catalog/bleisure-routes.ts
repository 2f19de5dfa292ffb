import { BLEISURE_PROGRAMMES_PATH, BleisureProgrammesResponseSchema, FreeTimeQuerySchema } from "@contracts/bleisure";
import type { AppContext } from "../../platform/context";
import type { ApiApp } from "../../platform/http/env";
import { jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { bleisureProgrammes } from "./bleisure";

/** The business-leisure site's read (ADR 0032): its programmes, by free time. No token needed. */
export function registerBleisureRoutes(app: ApiApp, { db, now, doors }: AppContext) {
  app.openapi(
    doors.open({
      method: "get",
      path: BLEISURE_PROGRAMMES_PATH,
      tags: ["catalog"],
      summary: "Business-leisure programmes that fit a free-time window",
      description:
        "`date` (a Korean calendar day), `from` (`HH:MM`, Korean time) and `hours` (1 to 12) name a window and go " +
        "together; each programme answered has at least one departure that day, on an option open that day, that " +
        "leaves at or after `from` and is over by `from` + `hours`. Without a window: every programme.",
      request: { query: FreeTimeQuerySchema },
      responses: { 200: jsonContent(BleisureProgrammesResponseSchema, "The programmes, recommended first") },
    }),
    async (c) => {
      const { date, from, hours, lang } = c.req.valid("query");
      const window =
        date !== undefined && from !== undefined && hours !== undefined ? { date, from, hours } : undefined;
      return c.json(ok(await bleisureProgrammes(db, window, lang, now())), 200);
    },
  );
}
