import { ADMIN_ROLES, type AdminRole } from "@contracts/auth-area";
import { fields } from "../http/parser";

/** `GET /api/v1/admin/me`: the signed-in operator and their role (ADR 0029, ADR 0034). */
export const ADMIN_ME_PATH = "/api/v1/admin/me";

export type AdminMe = { id: number; email: string; name: string; role: AdminRole };

const person = fields({ id: "integer", email: "string", name: "string" });

/** Checked by a small guard, not the contract's schema: the start-up lookup runs before the validation library loads. */
export function isAdminMe(value: unknown): value is AdminMe {
  return person(value) && (ADMIN_ROLES as readonly unknown[]).includes(value.role);
}

// What the page already learnt about the operator holding each token: the start-up lookup asks `/admin/me` before the
// first paint, so the console's first render knows the role (no action appears late, none flashes away).
const known = new Map<string, AdminMe>();

/** Keeps what `/admin/me` answered for `token`, when it is an operator's answer. */
export function rememberAdminMe(token: string, value: unknown): void {
  if (isAdminMe(value)) known.set(token, value);
}

/** What `/admin/me` last answered for `token` in this page, if it was asked. */
export function rememberedAdminMe(token: string | null): AdminMe | undefined {
  return token ? known.get(token) : undefined;
}

/** Forgets every answer (a page that signs operators in and out, and each story, starts clean). */
export function forgetAdminMe(): void {
  known.clear();
}

/**
 * Asks `/admin/me` for `token` directly and remembers the answer: the start-up lookup of a page that shows a console
 * screen without the shell (a story). Quiet: a refusal or no answer within `deadlineMs` leaves nothing remembered and
 * the session as it was, for the screen's own call to meet.
 */
export async function lookUpAdminMe(token: string, deadlineMs: number): Promise<AdminMe | undefined> {
  try {
    const response = await fetch(ADMIN_ME_PATH, {
      headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
      signal: AbortSignal.timeout(deadlineMs),
    });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    rememberAdminMe(token, (body as { data?: unknown } | null)?.data);
    return rememberedAdminMe(token);
  } catch {
    return undefined;
  }
}
