import type { Domain } from "../../platform/context";
import { registerAdminRefundRoutes } from "./admin-refunds";
import { registerPaymentRoutes } from "./routes";
import { registerLocalPaymentPage } from "./local-payment-page";

/** Payment of reservations and quotations: the providers, the local card page and the bank deposits' refunds. */
export const paymentsDomain: Domain = {
  name: "payments",
  register: (app, ctx) => {
    registerPaymentRoutes(app, ctx);
    registerLocalPaymentPage(app, ctx);
    registerAdminRefundRoutes(app, ctx);
  },
};
