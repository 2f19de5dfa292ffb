import { SITE_MAP } from "@contracts/site-map";

/** The main shop: its paths, sign-in area, messages and icon come from contracts/site-map.ts (spec point 2, main shop). */
export const shopSite = SITE_MAP.shop;
