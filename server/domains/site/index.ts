import type { Domain } from "../../platform/context";
import { registerSettingsRoutes } from "./settings-routes";
import { registerCommonRoutes } from "./common-routes";
import { registerSitemapRoutes } from "./sitemap-routes";
import { registerSitePageRoutes } from "./site-pages-routes";

/** The site's settings, menus, common codes, sitemap and operator-edited pages. */
export const siteDomain: Domain = {
  name: "site",
  register: (app, ctx) => {
    registerSettingsRoutes(app, ctx);
    registerCommonRoutes(app, ctx);
    registerSitemapRoutes(app, ctx);
    registerSitePageRoutes(app, ctx);
  },
};
