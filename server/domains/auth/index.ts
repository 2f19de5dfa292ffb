import type { Domain } from "../../platform/context";
import { registerAuthRoutes } from "./routes";
import { registerDevToolRoutes } from "./dev-tools-routes";

/** Sign-up, sign-in, sessions, password reset, social sign-in, and the local stand-ins (mail outbox, social page). */
export const authDomain: Domain = {
  name: "auth",
  register: (app, ctx) => {
    registerAuthRoutes(app, ctx);
    registerDevToolRoutes(app, ctx);
  },
};
