import {
  AdminVisitorListQuerySchema,
  AdminVisitorListResponseSchema,
  BadgeCheckInResponseSchema,
  BadgeParamsSchema,
} from "@contracts/mice";
import type { AppContext } from "../../platform/context";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { routeShapes } from "../../platform/http/route-shapes";
import { checkIn, listVisitors } from "./visitors";

/** Operators of the MICE fair: the visitors' registrations, and the badge scan at the entrance. */
export function registerMiceAdminRoutes(app: ApiApp, { db, now, doors }: AppContext): void {
  const shapes = routeShapes(app, doors);

  shapes.pagedList("admin", {
    path: "/api/v1/admin/mice/visitors",
    tags: ["admin", "mice"],
    summary: "The current edition's visitor registrations, newest first (operators)",
    description: "`q` matches the name, e-mail, organisation or badge number.",
    query: AdminVisitorListQuerySchema,
    response: AdminVisitorListResponseSchema,
    answer: "One page; meta has the paging",
    list: (query) => listVisitors(db, query),
  });

  app.openapi(
    doors.signedIn("admin", {
      method: "post",
      path: "/api/v1/admin/mice/badges/{code}/check-in",
      tags: ["admin", "mice"],
      summary: "Scan a visitor's badge at the entrance (operators)",
      description:
        "The first scan's time is kept (`first_scan` true); later scans answer the registration as it is with " +
        "`first_scan` false. Of two scans at the same moment exactly one is the first.",
      request: { params: BadgeParamsSchema },
      responses: {
        200: jsonContent(BadgeCheckInResponseSchema, "The registration and whether this was its first scan"),
        404: errorResponse("404 BADGE_NOT_FOUND: no badge of the current edition has this code"),
      },
    }),
    async (c) => c.json(ok(await checkIn(db, c.req.valid("param").code, now())), 200),
  );
}
