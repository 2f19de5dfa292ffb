import { type Fair, FAIR_YEARS } from "@contracts/editions";
import { MART_EVENT_YEAR, type MartRole, martRoleOf } from "@contracts/mart";
import type { MeetingStatus } from "@contracts/meetings";
import { addDays, shopToday } from "@contracts/reservations";
import { accounts } from "../../domains/auth/tables";
import { martApplications, martCompanies, martMeetings, martSlots } from "../../domains/mart/tables";
import { hashPassword } from "../../domains/auth/passwords";
import { issueSession } from "../../domains/auth/signin";
import {
  authApp,
  type AuthTestApp,
  call,
  roleFor,
  signIn,
  type TestClock,
  testClock,
  worldAuthContext,
} from "./auth-fixtures";
import { dataOf } from "./community-review-fixtures";
import { createTestDb, type TestDb } from "./db";

export { dataOf, failure } from "./community-review-fixtures";

/**
 * The mart tests' own world, made by direct inserts (no seed, no sign-up round trips: the race tests need dozens of
 * companies): accreditation accounts with a company and an application, slots, an operator, and real tokens, on
 * an app whose clock stands still at MART_TEST_NOW unless a test moves it.
 */

/** 2026-05-15 10:00 in Korea, the pinned story date: slots before it have started, slots after it have not. */
export const MART_TEST_NOW = new Date("2026-05-15T01:00:00.000Z");

export type AccreditationType = "general" | "buyer" | "seller_domestic" | "seller_overseas";
export type ApplicationState = "approved" | "submitted" | "rejected" | "withdrawn" | "none";

export type MartCompany = {
  id: number;
  accountId: number;
  email: string;
  token: string;
  role: MartRole;
  name: string;
  boothNo: string | null;
};

export type CompanyOptions = {
  name?: string;
  country?: string;
  timeZone?: string;
  boothNo?: string | null;
  /** This year's application to the mart; default approved. */
  application?: ApplicationState;
  /** An application to the MICE fair's current edition too (none by default), with the booth it was given there. */
  mice?: { application?: ApplicationState; boothNo?: string | null };
  /** Lets the account sign in with a password too (hashing costs time: only where a test signs in). */
  password?: string;
};

export type SlotRow = typeof martSlots.$inferSelect;
export type SlotSpec = {
  day?: string;
  start?: string;
  end?: string;
  active?: boolean;
  eventYear?: number;
  /** The mart's by default; the year defaults to the fair's current edition. */
  fair?: Fair;
};

export type Mart = {
  db: TestDb;
  clock: TestClock;
  app: AuthTestApp;
  /** An operator's token (admin area). */
  admin: string;
  company: (type: Exclude<AccreditationType, "general">, options?: CompanyOptions) => Promise<MartCompany>;
  /** An accreditation account without a company profile, with its token. */
  account: (type?: AccreditationType) => Promise<{ id: number; email: string; token: string }>;
  /** A shop member's token (another area). */
  member: () => Promise<string>;
  /** A fresh future slot (its own day and time, 30 minutes), or the one described. */
  slot: (spec?: SlotSpec) => Promise<SlotRow>;
  /** A fresh slot that started before MART_TEST_NOW. */
  pastSlot: (spec?: SlotSpec) => Promise<SlotRow>;
};

let accountCount = 0;
const unique = () => `${process.pid}-${(accountCount += 1)}`;

/** HH:MM of a minute count. */
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export async function createMart(options: { start?: Date } = {}): Promise<Mart> {
  const db = await createTestDb();
  const clock = testClock(options.start ?? MART_TEST_NOW);
  const app = authApp(db.db, { clock });
  const ctx = worldAuthContext(db.db, clock);

  const newAccount = async (
    area: "accreditation" | "admin" | "member",
    type: AccreditationType = "general",
    password?: string,
  ) => {
    const email = `${type}-${unique()}@mart.test`;
    const passwordHash = password === undefined ? null : await hashPassword(password);
    const [row] = await db.db
      .insert(accounts)
      .values({ area, type, email, loginId: email, name: `Person ${accountCount}`, passwordHash, role: roleFor(area) })
      .returning({ id: accounts.id, area: accounts.area });
    if (!row) throw new Error("account insert failed");
    const issued = await issueSession(ctx, row);
    return { id: row.id, email, token: issued.accessToken };
  };

  const today = shopToday(clock.now());
  let futureCount = 0;
  let pastCount = 0;
  const insertSlot = async (spec: SlotSpec, fallback: { day: string; start: number }) => {
    const start = spec.start ?? hhmm(fallback.start);
    const end = spec.end ?? hhmm(Number(start.slice(0, 2)) * 60 + Number(start.slice(3)) + 30);
    const [row] = await db.db
      .insert(martSlots)
      .values({
        fair: spec.fair ?? "sitmmt",
        eventYear: spec.eventYear ?? FAIR_YEARS[spec.fair ?? "sitmmt"],
        day: spec.day ?? fallback.day,
        startTime: start,
        endTime: end,
        active: spec.active ?? true,
      })
      .returning();
    if (!row) throw new Error("slot insert failed");
    return row;
  };
  // 20 half-hour slots a day from 08:00, each test slot on a day and time of its own
  const nextPlace = (count: number, firstDay: number, direction: 1 | -1) => ({
    day: addDays(today, firstDay + direction * Math.floor(count / 20)),
    start: 8 * 60 + (count % 20) * 30,
  });

  return {
    db,
    clock,
    app,
    admin: (await newAccount("admin")).token,
    company: async (type, companyOptions = {}) => {
      const { role, origin } = martRoleOf(type) ?? { role: "buyer" as const };
      const account = await newAccount("accreditation", type, companyOptions.password);
      const name = companyOptions.name ?? `${role === "buyer" ? "Buyer" : "Seller"} ${accountCount}`;
      const [company] = await db.db
        .insert(martCompanies)
        .values({
          accountId: account.id,
          role,
          origin: origin ?? "overseas",
          nameKo: `${name} (KO)`,
          nameEn: name,
          contactName: "Contact Person",
          mobile: "821012345678",
          contactEmail: `contact-${account.id}@mart.test`,
          languages: ["en"],
          continent: "asia",
          country: companyOptions.country ?? (role === "seller" ? "KR" : "MN"),
          city: "Seoul",
          timeZone: companyOptions.timeZone ?? (role === "seller" ? "Asia/Seoul" : "Asia/Ulaanbaatar"),
          mainBusiness: "Medical travel",
          primarySector: role === "seller" ? "hospital" : "travel_agency",
          route: "website",
          boothNo:
            companyOptions.boothNo === undefined
              ? role === "seller"
                ? `B-${account.id}`
                : null
              : companyOptions.boothNo,
        })
        .returning({ id: martCompanies.id, boothNo: martCompanies.boothNo });
      if (!company) throw new Error("company insert failed");
      const application = companyOptions.application ?? "approved";
      if (application !== "none") {
        await db.db
          .insert(martApplications)
          .values({ companyId: company.id, eventYear: MART_EVENT_YEAR, status: application });
      }
      const mice = companyOptions.mice;
      const miceStatus = mice?.application ?? "approved";
      if (mice && miceStatus !== "none") {
        await db.db.insert(martApplications).values({
          companyId: company.id,
          fair: "mice",
          eventYear: FAIR_YEARS.mice,
          status: miceStatus,
          boothNo: mice.boothNo ?? null,
        });
      }
      return {
        id: company.id,
        accountId: account.id,
        email: account.email,
        token: account.token,
        role,
        name,
        boothNo: company.boothNo,
      };
    },
    account: (type = "general") => newAccount("accreditation", type),
    member: async () => (await newAccount("member")).token,
    slot: (spec = {}) => insertSlot(spec, nextPlace(futureCount++, 10, 1)),
    pastSlot: (spec = {}) => insertSlot(spec, nextPlace(pastCount++, -1, -1)),
  };
}

/** A meeting written straight to the table (for states the API would take several calls to reach). */
export async function insertMeeting(
  mart: Mart,
  spec: {
    slot: SlotRow;
    buyer: MartCompany;
    seller: MartCompany;
    status: MeetingStatus;
    requestedBy?: "buyer" | "seller" | "operator";
    message?: string;
    attendees?: number;
    boothNo?: string | null;
  },
): Promise<number> {
  const cancel =
    spec.status === "cancel_requested" ? { cancelRequestedBy: "buyer" as const, cancelFrom: "confirmed" as const } : {};
  const [row] = await mart.db.db
    .insert(martMeetings)
    .values({
      fair: spec.slot.fair,
      slotId: spec.slot.id,
      buyerId: spec.buyer.id,
      sellerId: spec.seller.id,
      requestedBy: spec.requestedBy ?? "buyer",
      status: spec.status,
      attendees: spec.attendees ?? 2,
      boothNo: spec.boothNo === undefined ? spec.seller.boothNo : spec.boothNo,
      message: spec.message ?? "",
      ...cancel,
    })
    .returning({ id: martMeetings.id });
  if (!row) throw new Error("meeting insert failed");
  return row.id;
}

/** Any call with a token and a JSON body. */
export const as = (mart: Mart, token: string | undefined, method: string, path: string, payload?: unknown) =>
  call(mart.app, method, path, { token, body: payload });

/** A valid request body from `from` to `to` in `slot`. */
export const requestBody = (to: MartCompany, slot: SlotRow, overrides: Record<string, unknown> = {}) => ({
  counterpart_id: to.id,
  slot_id: slot.id,
  attendees: 2,
  message: "Looking forward to meeting you.",
  ...overrides,
});

/** Sends a request through the API and gives the new meeting's id. */
export async function request(
  mart: Mart,
  from: MartCompany,
  to: MartCompany,
  slot: SlotRow,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const meeting = await dataOf<{ id: number }>(
    await as(mart, from.token, "POST", "/api/v1/mart/meetings", requestBody(to, slot, overrides)),
    201,
  );
  return meeting.id;
}

/** `POST /api/v1/mart/meetings/{id}/{action}`. */
export const act = (mart: Mart, who: MartCompany, id: number, action: string, reason?: string) =>
  as(mart, who.token, "POST", `/api/v1/mart/meetings/${id}/${action}`, reason === undefined ? {} : { reason });

/** A complete record of a meeting that took place. */
export const heldRecord = (overrides: Record<string, unknown> = {}) => ({
  took_place: true,
  meeting_type: "pre_arranged",
  main_content: "Discussed referral packages.",
  contract_possibility: "high",
  client_importance: "medium",
  visitor_scale: "1000_5000",
  contract_amount: "10001_30000",
  satisfaction: 4,
  comment: "",
  ...overrides,
});

/** A fresh token through the accreditation area's real sign-in (for a company made with a `password`). */
export async function signInCompany(mart: Mart, company: Pick<MartCompany, "email">, password: string) {
  return (await signIn(mart.app, company.email, password, { area: "accreditation" })).token;
}
