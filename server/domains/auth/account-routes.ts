import {
  AccreditationMeResponseSchema,
  AdminMeResponseSchema,
  ChangePasswordBodySchema,
  ChangePasswordResponseSchema,
  OkResponseSchema,
} from "@contracts/auth";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/client";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { type AccountRow, findById } from "./account-lookup";
import { changePassword, deleteAccount } from "./accounts";
import { unauthorized } from "./errors";
import { addressOf, throttledResponse } from "./route-parts";

/** The signed-in account, which a token's account always is unless it has gone since (then the token is a 401). */
async function signedInAccount(db: Db, accountId: number): Promise<AccountRow> {
  const account = await findById(db, accountId);
  if (!account) throw unauthorized();
  return account;
}

const accreditationMe = (account: AccountRow) => ({
  id: account.id,
  email: account.email,
  login_id: account.loginId,
  name: account.name,
  type: account.type,
  phone: account.phone,
  company_name: account.companyName,
});

/** The signed-in account's own changes, in any area: a new password, or deleting the account. */
export function registerOwnAccountRoutes(app: ApiApp, { auth: ctx, clientAddress, doors }: AppContext) {
  app.openapi(
    doors.signedIn("any", {
      method: "post",
      path: "/api/v1/auth/change-password",
      tags: ["auth"],
      summary: "Change the password",
      description:
        "Ends every session of the account and answers a fresh token for this browser (replace the stored one).",
      request: {
        body: { content: { "application/json": { schema: ChangePasswordBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(ChangePasswordResponseSchema, "Changed; the new token"),
        400: errorResponse("Invalid input, or CURRENT_PASSWORD_WRONG (field `currentPassword`)"),
        429: throttledResponse,
      },
    }),
    async (c) => {
      const issued = await changePassword(ctx, c.get("principal"), c.req.valid("json"), addressOf(clientAddress, c));
      return c.json(ok({ ok: true as const, accessToken: issued.accessToken, expiresIn: issued.expiresIn }), 200);
    },
  );

  app.openapi(
    doors.signedIn("any", {
      method: "delete",
      path: "/api/v1/auth/delete",
      tags: ["auth"],
      summary: "Delete the signed-in account",
      description:
        "Soft delete: personal fields are cleared, the address is freed for a new sign-up, every session ends.",
      responses: { 200: jsonContent(OkResponseSchema, "Deleted") },
    }),
    async (c) => {
      await deleteAccount(ctx, c.get("principal"));
      return c.json(ok({ ok: true as const }), 200);
    },
  );
}

/** The signed-in account of the areas whose sites ask for it: business accreditation and administration. */
export function registerAreaAccountRoutes(app: ApiApp, { auth: ctx, doors }: AppContext) {
  app.openapi(
    doors.signedIn("accreditation", {
      method: "get",
      path: "/api/v1/accreditation/me",
      tags: ["auth"],
      summary: "The signed-in business-accreditation account (getInfo)",
      description:
        "Accreditation tokens only: a token of any other area is a 401. The company is GET /api/v1/mart/business/me.",
      responses: { 200: jsonContent(AccreditationMeResponseSchema, "The account") },
    }),
    async (c) => {
      const account = await signedInAccount(ctx.db, c.get("principal").accountId);
      return c.json(ok(accreditationMe(account)), 200);
    },
  );

  app.openapi(
    doors.signedIn("staff", {
      method: "get",
      path: "/api/v1/admin/me",
      tags: ["admin"],
      summary: "The signed-in administrator and their role",
      description: "Admin tokens of every role only: a token of any other area is a 401.",
      responses: { 200: jsonContent(AdminMeResponseSchema, "The administrator") },
    }),
    async (c) => {
      const account = await signedInAccount(ctx.db, c.get("principal").accountId);
      return c.json(
        ok({ id: account.id, email: account.email, name: account.name, role: account.role ?? "operator" }),
        200,
      );
    },
  );
}
