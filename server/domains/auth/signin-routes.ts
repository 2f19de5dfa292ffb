import {
  IsLoginResponseSchema,
  OkResponseSchema,
  SigninBodySchema,
  SigninResponseSchema,
  SigninSocialBodySchema,
  SigninSocialResponseSchema,
} from "@contracts/auth";
import type { AppContext } from "../../platform/context";
import { AreaHeadersSchema, areaOf } from "../../platform/http/auth-middleware";
import type { ApiApp } from "../../platform/http/env";
import { assertSocialAvailable } from "../../platform/http/local-social-access";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { addressOf, throttledResponse } from "./route-parts";
import { revokeSession } from "./sessions";
import { signin, signinSocial } from "./signin";

/** Who is signed in: the account behind a token of any area. */
export function registerSignedInCheckRoute(app: ApiApp, { doors }: AppContext) {
  app.openapi(
    doors.signedIn("any", {
      method: "get",
      path: "/api/v1/auth/isLogin",
      tags: ["auth"],
      summary: "Who is signed in",
      description: "The account id behind the bearer token of any area.",
      responses: { 200: jsonContent(IsLoginResponseSchema, "The account id") },
    }),
    (c) => c.json(ok({ id: c.get("principal").accountId }), 200),
  );
}

/** Sign-in with a password or a social identity, and sign-out: each sign-in opens a session, sign-out ends it. */
export function registerSigninRoutes(app: ApiApp, { auth: ctx, clientAddress, doors }: AppContext) {
  app.openapi(
    doors.open({
      method: "post",
      path: "/api/v1/auth/signin",
      tags: ["auth"],
      summary: "Sign in with e-mail and password",
      description:
        "Each sign-in opens a new session. Failures are counted per account and address (growing waits after 5, " +
        "up to 5 minutes), per account (after 10 an hour) and per client address (after 30 an hour, up to a " +
        "minute); the last two do not hold up an address the account has signed in from before.",
      request: {
        headers: AreaHeadersSchema,
        body: { content: { "application/json": { schema: SigninBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(SigninResponseSchema, "Signed in: the bearer token, its lifetime in seconds, the account id"),
        401: errorResponse("401 EMAIL_NOT_FOUND or INVALID_CREDENTIALS"),
        403: errorResponse("403 ACCOUNT_INACTIVE"),
        429: throttledResponse,
      },
    }),
    async (c) => c.json(ok(await signin(ctx, areaOf(c), c.req.valid("json"), addressOf(clientAddress, c))), 200),
  );

  app.openapi(
    doors.open({
      method: "post",
      path: "/api/v1/auth/signin-social",
      tags: ["auth"],
      summary: "Sign in with a social identity",
      request: {
        headers: AreaHeadersSchema,
        body: { content: { "application/json": { schema: SigninSocialBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(SigninSocialResponseSchema, "Signed in"),
        400: errorResponse("Invalid input, or SOCIAL_INVALID: the token does not prove the id"),
        403: errorResponse("403 ACCOUNT_INACTIVE; 403 SOCIAL_LOCAL_FORBIDDEN (see authorize)"),
        404: errorResponse("404 SOCIAL_NOT_REGISTERED: no account is linked yet (offer social sign-up)"),
        429: throttledResponse,
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      assertSocialAvailable(c, ctx, input.social_type);
      return c.json(ok(await signinSocial(ctx, areaOf(c), input, addressOf(clientAddress, c))), 200);
    },
  );

  app.openapi(
    doors.signedIn("any", {
      method: "post",
      path: "/api/v1/auth/signout",
      tags: ["auth"],
      summary: "Sign out (revokes this session's token)",
      responses: { 200: jsonContent(OkResponseSchema, "Signed out") },
    }),
    async (c) => {
      await revokeSession(ctx.db, c.get("principal").sessionId, ctx.now());
      return c.json(ok({ ok: true as const }), 200);
    },
  );
}
