import type { AppContext } from "../../platform/context";
import { BEARER_SCHEME } from "../../platform/http/auth-middleware";
import type { ApiApp } from "../../platform/http/env";
import { registerAreaAccountRoutes, registerOwnAccountRoutes } from "./account-routes";
import { registerPasswordResetRoutes } from "./password-routes";
import { registerSignedInCheckRoute, registerSigninRoutes } from "./signin-routes";
import { registerSignupRoutes } from "./signup-routes";
import { registerSocialRoutes } from "./social-routes";

/** The sign-in operations of every area, in the order they are registered (and listed). */
export function registerAuthRoutes(app: ApiApp, ctx: AppContext) {
  app.openAPIRegistry.registerComponent("securitySchemes", BEARER_SCHEME, {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "The access token of one area (its audience); other areas refuse it.",
  });
  registerSignedInCheckRoute(app, ctx); // GET /auth/isLogin
  registerSignupRoutes(app, ctx); // check-email, check-phone, email-verification(/check), signup, signup-social
  registerSigninRoutes(app, ctx); // signin, signin-social, signout
  registerPasswordResetRoutes(app, ctx); // reset-password (mail, check, set), find-id
  registerOwnAccountRoutes(app, ctx); // change-password, delete
  registerSocialRoutes(app, ctx); // social/authorize, social/exchange, social/providers
  registerAreaAccountRoutes(app, ctx); // accreditation/me, admin/me
}
