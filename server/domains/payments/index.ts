import type { Domain } from "../../platform/context";
import { registerPaymentRoutes } from "./routes";
import { registerLocalPaymentPage } from "./local-payment-page";

/** Payment of reservations and quotations: the providers and the local card page. */
export const paymentsDomain: Domain = {
  name: "payments",
  register: (app, ctx) => {
    registerPaymentRoutes(app, ctx);
    registerLocalPaymentPage(app, ctx);
  },
};
