import type { Domain } from "../../platform/context";
import { issuePassesOnPaid } from "./issue";
import { qrPassPayment } from "./pay";
import { registerPassPayRoutes } from "./pay-routes";
import { registerPassCardRoutes, registerPassRoutes } from "./routes";
import { registerPassScanRoutes } from "./scan-routes";
import { registerVenueAdminRoutes } from "./venue-admin-routes";

/** The visitor pass (`/seoulitepass`, issue 24): pass types on the shop's reservations, venues and scans (ADR 0030). */
export const passesDomain: Domain = {
  name: "passes",
  register: (app, ctx) => {
    registerPassRoutes(app, ctx);
    registerPassScanRoutes(app, ctx);
    registerPassPayRoutes(app, ctx);
    registerVenueAdminRoutes(app, ctx);
    // after every static path of the domain: `/{id}` would otherwise read `mine` or `scanner` as an id
    registerPassCardRoutes(app, ctx);
    ctx.shop.onPaid.push(issuePassesOnPaid(ctx.shop));
    // the shop's QR pass: partner products paid with the pass at the venue
    ctx.shop.qrPass = qrPassPayment;
  },
};
