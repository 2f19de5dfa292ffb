import {
  FindIdBodySchema,
  FindIdResponseSchema,
  OkResponseSchema,
  ResetPasswordBodySchema,
  ResetPasswordCheckResponseSchema,
  ResetPasswordCodeParamsSchema,
  ResetPasswordConfirmBodySchema,
  ResetPasswordResponseSchema,
} from "@contracts/auth";
import type { AppContext } from "../../platform/context";
import { AreaHeadersSchema, areaOf } from "../../platform/http/auth-middleware";
import type { ApiApp } from "../../platform/http/env";
import { mailLinkOrigin } from "../../platform/http/mail-links";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { findIds } from "./accounts";
import { checkPasswordReset, confirmPasswordReset, requestPasswordReset } from "./password-reset";
import { addressOf, throttledResponse } from "./route-parts";

/** A forgotten password (the mailed reset link: asked for, checked, used) and a forgotten sign-in address. */
export function registerPasswordResetRoutes(app: ApiApp, { auth: ctx, clientAddress, doors }: AppContext) {
  app.openapi(
    doors.open({
      method: "post",
      path: "/api/v1/auth/reset-password",
      tags: ["auth"],
      summary: "Mail a password-reset link",
      description:
        "The same answer whether or not the address exists. The link is `<origin><reset page>/<token>` on one " +
        "of PUBLIC_ORIGINS (the caller's when listed, else the first), or without them on the loopback origin the " +
        "server listens on, never on a Host the caller names; `url` may pick another reset page of the area on " +
        "that origin. `subject` and `html` are ignored: the server writes the mail in `lang`. One use, 1 hour.",
      request: {
        headers: AreaHeadersSchema,
        body: { content: { "application/json": { schema: ResetPasswordBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(ResetPasswordResponseSchema, "Accepted"),
        429: throttledResponse,
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      await requestPasswordReset(ctx, areaOf(c), body, mailLinkOrigin(c, ctx.config), addressOf(clientAddress, c));
      return c.json(ok({ sent: true as const }), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/auth/reset-password/{code}",
      tags: ["auth"],
      summary: "Check a mailed reset link without using it",
      description:
        "`valid: false` for an unknown, used or expired link (or one whose account is no longer active), so the " +
        "reset page can say so when it opens instead of after the new password is typed. The link stays usable.",
      request: { params: ResetPasswordCodeParamsSchema },
      responses: {
        200: jsonContent(ResetPasswordCheckResponseSchema, "Whether the link can still set a password"),
      },
    }),
    async (c) => {
      const valid = await checkPasswordReset(ctx, c.req.valid("param").code);
      return c.json(ok({ valid }), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "post",
      path: "/api/v1/auth/reset-password/{code}",
      tags: ["auth"],
      summary: "Set a new password with the mailed token",
      description: "Ends every session of the account.",
      request: {
        params: ResetPasswordCodeParamsSchema,
        body: { content: { "application/json": { schema: ResetPasswordConfirmBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(OkResponseSchema, "Password set"),
        400: errorResponse("Invalid input, or TOKEN_INVALID: unknown, used or expired link"),
      },
    }),
    async (c) => {
      await confirmPasswordReset(ctx, c.req.valid("param").code, c.req.valid("json").password);
      return c.json(ok({ ok: true as const }), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "post",
      path: "/api/v1/auth/find-id",
      tags: ["auth"],
      summary: "Find sign-in addresses by name and mobile number",
      description: "Masked addresses (`ho***@example.com`) of the area's active accounts; an empty list when none.",
      request: {
        headers: AreaHeadersSchema,
        body: { content: { "application/json": { schema: FindIdBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(FindIdResponseSchema, "The masked addresses"),
        429: throttledResponse,
      },
    }),
    async (c) => {
      const emails = await findIds(ctx, areaOf(c), c.req.valid("json"), addressOf(clientAddress, c));
      return c.json(ok({ emails }), 200);
    },
  );
}
