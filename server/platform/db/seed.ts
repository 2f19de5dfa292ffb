import { COMMON_CODE_TYPES } from "@contracts/common";
import { INQUIRY_SITE_TYPES } from "@contracts/inquiries";
import { hash } from "@node-rs/argon2";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { CATALOG_SEED_STEPS } from "../../domains/catalog/seed";
import { BLEISURE_SEED_STEPS } from "../../domains/catalog/seed-bleisure";
import { COMMUNITY_SEED_STEPS } from "../../domains/boards/seed";
import { MART_SEED_STEPS } from "../../domains/mart/seed";
import { RESERVATION_SEED_STEPS } from "../../domains/reservations/seed";
import { REVIEW_SEED_STEPS } from "../../domains/reviews/seed";
import { ROK_US_SEED_STEPS } from "../../domains/site/seed-rok-us";
import { PASS_SITE_SEED_STEPS } from "../../domains/site/seed-seoulitepass";
import { SURVEY_SEED_STEPS } from "../../domains/surveys/seed";
import { EDU_SEED_STEPS } from "../../domains/applications/seed";
import { EDU_SITE_SEED_STEPS } from "../../domains/site/seed-seouledutravel";
import { EDU_QNA_SEED_STEPS } from "../../domains/inquiries/seed";
import { MICE_SITE_SEED_STEPS } from "../../domains/site/seed-mice";
import { MICE_SEED_STEPS } from "../../domains/mice/seed";
import { TOUR_SEED_STEPS } from "../../domains/tours/seed";
import { PASS_SEED_STEPS } from "../../domains/passes/seed";
import { THINGS_TO_DO_SEED_STEPS } from "../../domains/things-to-do/seed";
import { PARTNERSHIP_SEED_STEPS } from "../../domains/partnerships/seed";
import { PROTOCOL_SEED_STEPS } from "../../domains/protocol/seed";
import { seedAccountRow } from "./seed-accounts";
import type { SeedStep } from "./seed-step";
import { accounts } from "../../domains/auth/tables";
import { commonCodes, menus, settingsMeta } from "../../domains/site/tables";
import { coupons, pointLedger } from "../../domains/members/tables";
import { seedState } from "./tables";
import {
  daysFrom,
  DEMO_PASSWORD,
  SEED_ACCOUNTS,
  SEED_COMMON_CODES,
  SEED_COUPONS,
  SEED_GATE_STAFF_EMAIL,
  SEED_CONSOLE_STAFF,
  SEED_MEMBER_EMAIL,
  SEED_MENUS,
  SEED_POINTS,
  SEED_SETTINGS_META,
} from "./seed-data";

export type SeedReport = { applied: string[]; skipped: string[] };

const LANGS = ["en", "ko"] as const;

/** The common codes' rows, sorted in the order each type lists them. */
const commonCodeRows = (types: readonly (keyof typeof SEED_COMMON_CODES)[]) =>
  types.flatMap((type) =>
    SEED_COMMON_CODES[type].map(([code, nameEn, nameKo], index) => ({
      type,
      code,
      nameEn,
      nameKo,
      sortOrder: (index + 1) * 10,
    })),
  );

const steps: SeedStep[] = [
  {
    name: "menus-v1",
    run: async (tx) => {
      for (const lang of LANGS) {
        for (const [index, item] of SEED_MENUS.entries()) {
          const [parent] = await tx
            .insert(menus)
            .values({ lang, title: item.title[lang], path: item.path, sortOrder: (index + 1) * 10 })
            .returning({ id: menus.id });
          if (!parent) throw new Error(`seed: menu ${item.path} was not inserted`);
          const children = item.children ?? [];
          if (children.length === 0) continue;
          await tx.insert(menus).values(
            children.map((child, childIndex) => ({
              parentId: parent.id,
              lang,
              title: child.title[lang],
              path: child.path,
              sortOrder: (childIndex + 1) * 10,
            })),
          );
        }
      }
    },
  },
  {
    name: "common-codes-v1",
    run: async (tx) => {
      await tx.insert(commonCodes).values(commonCodeRows(COMMON_CODE_TYPES)).onConflictDoNothing();
    },
  },
  {
    // Databases seeded before the education programme's inquiry types get them here (on a fresh one the step above
    // has written them already); every other code stays as people left it.
    name: "inquiry-types-edu-v1",
    run: async (tx) => {
      const shop: readonly string[] = INQUIRY_SITE_TYPES.shop;
      const added = new Set(INQUIRY_SITE_TYPES.seouledutravel.filter((type) => !shop.includes(type)));
      const rows = commonCodeRows(["inquiry_type"]).filter((row) => added.has(row.code));
      await tx.insert(commonCodes).values(rows).onConflictDoNothing();
    },
  },
  {
    // Likewise the visitor pass's inquiry types: only the ones no earlier site offers, so a code people renamed or
    // removed stays as they left it.
    name: "inquiry-types-pass-v1",
    run: async (tx) => {
      const earlier: readonly string[] = [...INQUIRY_SITE_TYPES.shop, ...INQUIRY_SITE_TYPES.seouledutravel];
      const added = new Set(INQUIRY_SITE_TYPES.seoulitepass.filter((type) => !earlier.includes(type)));
      const rows = commonCodeRows(["inquiry_type"]).filter((row) => added.has(row.code));
      await tx.insert(commonCodes).values(rows).onConflictDoNothing();
    },
  },
  {
    name: "settings-meta-v1",
    run: async (tx) => {
      await tx.insert(settingsMeta).values(SEED_SETTINGS_META).onConflictDoNothing();
    },
  },
  {
    name: "accounts-v1",
    run: async (tx) => {
      const now = new Date();
      // One at a time (see seedAccountRow).
      const rows: (typeof accounts.$inferInsert)[] = [];
      for (const account of SEED_ACCOUNTS) rows.push(await seedAccountRow(account, now));
      await tx.insert(accounts).values(rows).onConflictDoNothing();
      const [member] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.area, "member"), eq(accounts.email, SEED_MEMBER_EMAIL)));
      if (!member) throw new Error(`seed: ${SEED_MEMBER_EMAIL} was not inserted`);
      await tx.insert(pointLedger).values(
        SEED_POINTS.map((row) => ({
          accountId: member.id,
          kind: row.kind,
          amount: row.amount,
          reason: row.reason,
          reasonKo: row.reasonKo,
          createdAt: daysFrom(now, -row.ageDays),
          expiresAt: row.expiresInDays === undefined ? null : daysFrom(now, row.expiresInDays),
        })),
      );
      await tx
        .insert(coupons)
        .values(
          SEED_COUPONS.map((coupon) => ({
            memberId: member.id,
            code: coupon.code,
            name: coupon.name,
            nameKo: coupon.nameKo,
            discountType: coupon.discount_type,
            discountValue: coupon.discount_value,
            currency: coupon.currency,
            minAmount: coupon.min_amount,
            productId: coupon.product_id,
            expiresAt: daysFrom(now, coupon.expiresInDays),
            usedAt: coupon.used ? daysFrom(now, -3) : null,
            createdAt: daysFrom(now, -20),
          })),
        )
        .onConflictDoNothing();
    },
  },
  {
    // The summit's gate (issue 23): an operator who may only scan tickets, its own step so databases seeded
    // before the role existed get it too.
    name: "gate-staff-v1",
    run: async (tx) => {
      await tx
        .insert(accounts)
        .values({
          area: "admin",
          role: "gate",
          email: SEED_GATE_STAFF_EMAIL,
          loginId: SEED_GATE_STAFF_EMAIL,
          name: "Demo Gate Staff",
          passwordHash: await hash(DEMO_PASSWORD),
          termsAgreedAt: new Date(),
        })
        .onConflictDoNothing();
    },
  },
  {
    // The shop console's staff (issue 26): a clerk and a viewer, their own step as the gate's.
    name: "console-staff-v1",
    run: async (tx) => {
      const passwordHash = await hash(DEMO_PASSWORD);
      await tx
        .insert(accounts)
        .values(
          SEED_CONSOLE_STAFF.map((staff) => ({
            area: "admin" as const,
            role: staff.role,
            email: staff.email,
            loginId: staff.email,
            name: staff.name,
            passwordHash,
            termsAgreedAt: new Date(),
          })),
        )
        .onConflictDoNothing();
    },
  },
  // The shop: the catalogue first, then demo reservations that book it.
  ...CATALOG_SEED_STEPS,
  ...RESERVATION_SEED_STEPS,
  ...REVIEW_SEED_STEPS,
  ...COMMUNITY_SEED_STEPS,
  ...MART_SEED_STEPS,
  ...ROK_US_SEED_STEPS,
  ...PASS_SITE_SEED_STEPS,
  ...SURVEY_SEED_STEPS,
  ...EDU_SEED_STEPS,
  // after the programmes and their applicants: the notices read the one, the Q&A is asked by the others
  ...EDU_SITE_SEED_STEPS,
  ...EDU_QNA_SEED_STEPS,
  ...MICE_SEED_STEPS,
  ...TOUR_SEED_STEPS,
  // the visitor pass's venues, types, partner staff and a holder's paid order (after the catalogue it adds to)
  ...PASS_SEED_STEPS,
  ...MICE_SITE_SEED_STEPS,
  // last: its events name the passes' partner venues
  ...THINGS_TO_DO_SEED_STEPS,
  ...PARTNERSHIP_SEED_STEPS,
  // the business-leisure programmes: shop products added after every other step, so earlier ids stay as they were
  ...BLEISURE_SEED_STEPS,
  // the protocol tour: its own accounts (a delegation's members, two drivers), tour, vehicles and people
  ...PROTOCOL_SEED_STEPS,
];

/**
 * Fills a fresh database with demo content. Each step runs once: its row in seed_state is
 * written in the same transaction, so a restart, a second call or a second server process
 * never duplicates rows nor overwrites what people changed since.
 */
export async function seed(db: Db): Promise<SeedReport> {
  const report: SeedReport = { applied: [], skipped: [] };
  for (const step of steps) {
    const applied = await db.transaction(async (tx) => {
      // On PostgreSQL a concurrent seeder blocks here until the first one commits, then skips.
      const claimed = await tx
        .insert(seedState)
        .values({ step: step.name })
        .onConflictDoNothing()
        .returning({ step: seedState.step });
      if (claimed.length === 0) return false;
      await step.run(tx);
      return true;
    });
    (applied ? report.applied : report.skipped).push(step.name);
  }
  return report;
}

/** Row counts per seeded table, for the CLI and tests. */
export type SeedCounts = { menus: number; common_codes: number; settings_meta: number };

export async function seedCounts(db: Db): Promise<SeedCounts> {
  const count = async (table: typeof menus | typeof commonCodes | typeof settingsMeta) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n ?? 0;
  };
  return {
    menus: await count(menus),
    common_codes: await count(commonCodes),
    settings_meta: await count(settingsMeta),
  };
}
