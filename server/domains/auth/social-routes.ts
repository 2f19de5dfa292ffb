import {
  SocialAuthorizeQuerySchema,
  SocialAuthorizeResponseSchema,
  SocialExchangeBodySchema,
  SocialExchangeResponseSchema,
  SocialProvidersResponseSchema,
} from "@contracts/auth";
import type { AppContext } from "../../platform/context";
import { requestOrigin } from "../../platform/http/auth-middleware";
import type { ApiApp } from "../../platform/http/env";
import { assertSocialAvailable, availableSocialProviders } from "../../platform/http/local-social-access";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { authorizeSocial, exchangeSocial } from "./social-sign-in";

/** Kakao and Naver sign-in: where to send the browser, the code it brings back, and which providers there are. */
export function registerSocialRoutes(app: ApiApp, { auth: ctx, doors }: AppContext) {
  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/auth/social/authorize",
      tags: ["auth"],
      summary: "Where to send the browser for Kakao or Naver sign-in",
      description:
        "`redirect_uri` must be this site's own `/oauth-kakao` or `/oauth-naver`. The real provider when keyed, " +
        "else this server's local provider page, which only callers SOCIAL_LOCAL allows may use (by default a " +
        "client on the server's own machine; nobody on a server others can reach).",
      request: { query: SocialAuthorizeQuerySchema },
      responses: {
        200: jsonContent(SocialAuthorizeResponseSchema, "The provider URL and the signed state"),
        400: errorResponse("Invalid input, or SOCIAL_INVALID (field `redirect_uri`)"),
        403: errorResponse("403 SOCIAL_LOCAL_FORBIDDEN: the provider is played locally and this caller may not use it"),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      assertSocialAvailable(c, ctx, query.social_type);
      return c.json(ok(await authorizeSocial(ctx, query, requestOrigin(c, ctx.config))), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "post",
      path: "/api/v1/auth/social/exchange",
      tags: ["auth"],
      summary: "Trade the provider's redirect code for the social identity",
      request: { body: { content: { "application/json": { schema: SocialExchangeBodySchema } }, required: true } },
      responses: {
        200: jsonContent(SocialExchangeResponseSchema, "The identity to sign in or sign up with"),
        400: errorResponse("Invalid input, or SOCIAL_INVALID: bad state, redirect or code"),
        403: errorResponse("403 SOCIAL_LOCAL_FORBIDDEN (see authorize)"),
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      assertSocialAvailable(c, ctx, input.social_type);
      return c.json(ok(await exchangeSocial(ctx, input)), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/auth/social/providers",
      tags: ["auth"],
      summary: "The social sign-ins this caller can use",
      description:
        "Every provider with a client id, and a local stand-in only where SOCIAL_LOCAL lets this caller use it. " +
        "The sites show a provider's button only when it is listed.",
      responses: {
        200: jsonContent(SocialProvidersResponseSchema, 'The provider types, e.g. `["kakao", "naver"]`'),
      },
    }),
    (c) => c.json(ok(availableSocialProviders(c, ctx)), 200),
  );
}
