import type { Domain } from "../../platform/context";
import { registerQuotationRoutes } from "./routes";

/** Operators' offers to members, accepted and paid like reservations. */
export const quotationsDomain: Domain = {
  name: "quotations",
  register: (app, ctx) => {
    registerQuotationRoutes(app, ctx);
  },
};
