import type { Area } from "@lib/session/areas";

/** Operators' pages use the admin token, whatever site shows them (the API answers 401 to any other area's). */
export const OPERATOR_AREA: Area = "admin";

/** `GET` and `PUT /api/v1/admin/site-pages/{site}/{slug}` (contracts/mart.ts). */
export const adminSitePagePath = (site: string, slug: string) =>
  `/api/v1/admin/site-pages/${encodeURIComponent(site)}/${encodeURIComponent(slug)}`;

export const KEY_ROOT = "site-pages-admin";
