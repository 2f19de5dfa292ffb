import { hashPassword } from "../../domains/auth/passwords";
import type { accounts } from "../../domains/auth/tables";
import type { SeedAccount } from "./seed-data";

/**
 * A demo account's row, hashed like sign-up (argon2id, library defaults) so it signs in like a real one. Callers hash
 * one account at a time: parallel argon2 runs fight over memory and are slower on small machines.
 */
export async function seedAccountRow(account: SeedAccount, now: Date): Promise<typeof accounts.$inferInsert> {
  return {
    area: account.area,
    email: account.email,
    loginId: account.email,
    type: account.type,
    name: account.name,
    phone: account.phone ?? null,
    companyName: account.company_name ?? null,
    passwordHash: account.password === null ? null : await hashPassword(account.password),
    status: account.status ?? "active",
    socialType: account.social?.type ?? null,
    socialId: account.social?.id ?? null,
    termsAgreedAt: now,
    role: account.area === "admin" ? "operator" : null,
  };
}
