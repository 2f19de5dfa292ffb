import {
  ADMIN_PASS_VENUES_PATH,
  AdminVenueLangQuerySchema,
  AdminVenueListQuerySchema,
  AdminVenueListResponseSchema,
  AdminVenueParamsSchema,
  AdminVenueResponseSchema,
  VenueAdminBodySchema,
} from "@contracts/pass-venues-admin";
import type { AppContext } from "../../platform/context";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse } from "../../platform/http/openapi";
import { routeShapes } from "../../platform/http/route-shapes";
import { createVenue, getAdminVenue, listAdminVenues, setVenuePublished, updateVenue } from "./venue-admin";

const tags = ["admin", "passes"];
const notFound = errorResponse("404 NOT_FOUND: no such venue");
const slugTaken = errorResponse("409 SLUG_TAKEN: another venue has this slug (field `slug`)");

/** The operators' pages for the pass's partner venues (ADR 0030, "Operators' venue pages"). Operators only. */
export function registerVenueAdminRoutes(app: ApiApp, ctx: AppContext) {
  const { db, now, doors } = ctx;
  const shapes = routeShapes(app, doors);

  shapes.pagedList("admin", {
    path: ADMIN_PASS_VENUES_PATH,
    tags,
    summary: "The pass's partner venues, published, unpublished or all, in the public list's order (operators)",
    query: AdminVenueListQuerySchema,
    response: AdminVenueListResponseSchema,
    answer: "One page; meta has the paging",
    list: (query) => listAdminVenues(db, query),
  });

  shapes.action("admin", {
    method: "get",
    path: `${ADMIN_PASS_VENUES_PATH}/{id}`,
    tags,
    summary: "One partner venue, published or not, in both languages (operators)",
    params: AdminVenueParamsSchema,
    query: AdminVenueLangQuerySchema,
    status: 200,
    response: AdminVenueResponseSchema,
    answer: "The venue",
    errors: { 404: notFound },
    act: ({ id }) => getAdminVenue(db, id),
  });

  shapes.action("admin", {
    method: "post",
    path: ADMIN_PASS_VENUES_PATH,
    tags,
    summary: "Add a partner venue (operators); unpublished unless `published` is true",
    query: AdminVenueLangQuerySchema,
    body: { schema: VenueAdminBodySchema, required: true },
    status: 201,
    response: AdminVenueResponseSchema,
    answer: "Added",
    errors: { 409: slugTaken },
    act: ({ body }) => createVenue(db, body, now()),
  });

  shapes.action("admin", {
    method: "put",
    path: `${ADMIN_PASS_VENUES_PATH}/{id}`,
    tags,
    summary: "Rewrite a partner venue whole (operators); its scans and history stay",
    params: AdminVenueParamsSchema,
    query: AdminVenueLangQuerySchema,
    body: { schema: VenueAdminBodySchema, required: true },
    status: 200,
    response: AdminVenueResponseSchema,
    answer: "Saved",
    errors: { 404: notFound, 409: slugTaken },
    act: ({ id, body }) => updateVenue(db, id, body, now()),
  });

  for (const [verb, published] of [
    ["publish", true],
    ["unpublish", false],
  ] as const) {
    shapes.action("admin", {
      method: "post",
      path: `${ADMIN_PASS_VENUES_PATH}/{id}/${verb}`,
      tags,
      summary: published
        ? "Show a partner venue on the public pages (operators)"
        : "Hide a partner venue from the public pages (operators); its scans and history stay",
      params: AdminVenueParamsSchema,
      query: AdminVenueLangQuerySchema,
      status: 200,
      response: AdminVenueResponseSchema,
      answer: published ? "Published" : "Unpublished",
      errors: { 404: notFound },
      act: ({ id }) => setVenuePublished(db, id, published, now()),
    });
  }
}
