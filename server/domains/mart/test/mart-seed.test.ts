import { PostListResponseSchema } from "@contracts/boards";
import { MART_EVENT_YEAR, MART_PAST_YEARS, MyBusinessResponseSchema, SitePageResponseSchema } from "@contracts/mart";
import { isBooked, MeetingRecordBodySchema, OpenSlotListResponseSchema } from "@contracts/meetings";
import { addDays, shopToday } from "@contracts/reservations";
import { and, asc, count, eq, inArray, notInArray } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { describe, expect, it } from "vitest";
import { accounts } from "../../auth/tables";
import { boardPosts, boards } from "../../boards/tables";
import { martApplications, martCompanies, martFiles, martMeetingRecords, martMeetings, martSlots } from "../tables";
import { sitePages } from "../../site/tables";
import { seed } from "../../../platform/db/seed";
import { DEMO_PASSWORD } from "../../../platform/db/seed-data";
import {
  MART_AFTERNOON,
  MART_BOARDS,
  MART_BUYER1_EMAIL,
  MART_BUYER2_EMAIL,
  MART_MORNING,
  MART_NEWCO_EMAIL,
  MART_PAGE_SLUGS,
  MART_PAST_DAY_OFFSET,
  MART_PAST_SLOTS,
  MART_SEED_ACCOUNTS,
  MART_SEED_COMPANIES,
  MART_SELLER1_EMAIL,
  MART_SELLER2_EMAIL,
  MART_SELLER3_EMAIL,
  martDays,
} from "../seed";
import { MICE_COMPANY_ACCOUNTS } from "../seed-mice";
import { MICE_SEED_ACCOUNTS as MICE_VISITOR_ACCOUNTS } from "../../mice/seed";
import { isApprovedParticipant } from "../company";
import { body, call, seededDemoApp, signIn } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const seededAt = new Date();
const { db, app } = await forTheFile(seededDemoApp());

const HANGUL = /[\uac00-\ud7a3]/;

/** The MICE fair's demo accounts and their companies, which its own tests count (mice-seed.test.ts, the mice domain's). */
const notMice = notInArray(
  accounts.email,
  [...MICE_COMPANY_ACCOUNTS, ...MICE_VISITOR_ACCOUNTS].map((account) => account.email),
);

async function tableCounts() {
  const [slots] = await db.db.select({ n: count() }).from(martSlots).where(eq(martSlots.fair, "sitmmt"));
  const [meetings] = await db.db.select({ n: count() }).from(martMeetings).where(eq(martMeetings.fair, "sitmmt"));
  const [records] = await db.db.select({ n: count() }).from(martMeetingRecords);
  const [accreditation] = await db.db
    .select({ n: count() })
    .from(accounts)
    .where(and(eq(accounts.area, "accreditation"), notMice));
  const [companies] = await db.db
    .select({ n: count() })
    .from(martCompanies)
    .innerJoin(accounts, eq(accounts.id, martCompanies.accountId))
    .where(notMice);
  const [files] = await db.db
    .select({ n: count() })
    .from(martFiles)
    .innerJoin(martCompanies, eq(martCompanies.id, martFiles.companyId))
    .innerJoin(accounts, eq(accounts.id, martCompanies.accountId))
    .where(notMice);
  const [applications] = await db.db
    .select({ n: count() })
    .from(martApplications)
    .where(eq(martApplications.fair, "sitmmt"));
  const [posts] = await db.db
    .select({ n: count() })
    .from(boardPosts)
    .innerJoin(boards, eq(boards.id, boardPosts.boardId))
    .where(eq(boards.site, "sitmmt"));
  return {
    accreditation: accreditation?.n ?? 0,
    companies: companies?.n ?? 0,
    files: files?.n ?? 0,
    applications: applications?.n ?? 0,
    slots: slots?.n ?? 0,
    meetings: meetings?.n ?? 0,
    records: records?.n ?? 0,
    pages: (await db.db.select({ n: count() }).from(sitePages).where(eq(sitePages.site, "sitmmt")))[0]?.n ?? 0,
    posts: posts?.n ?? 0,
  };
}

async function companyIdOf(email: string): Promise<number> {
  const [row] = await db.db
    .select({ id: martCompanies.id })
    .from(martCompanies)
    .innerJoin(accounts, eq(accounts.id, martCompanies.accountId))
    .where(and(eq(accounts.area, "accreditation"), eq(accounts.email, email)));
  if (!row) throw new Error(`no company of ${email}`);
  return row.id;
}

describe("the mart's demo content", () => {
  it("has the accounts, five companies with files, approved for this year, and booths for the sellers", async () => {
    expect(await tableCounts()).toEqual({
      // the general biz@demo.test account comes from the base seed
      accreditation: MART_SEED_ACCOUNTS.length + 1,
      companies: 5,
      files: 15,
      applications: 5,
      slots: 2 * (MART_MORNING.length + MART_AFTERNOON.length) + MART_PAST_SLOTS.length,
      meetings: 4,
      records: 2,
      pages: MART_PAGE_SLUGS.length,
      posts: 16,
    });
    for (const company of MART_SEED_COMPANIES) {
      const id = await companyIdOf(company.email);
      expect(await isApprovedParticipant(db.db, id), company.email).toBe(true);
    }
    const [application] = await db.db
      .select()
      .from(martApplications)
      .where(eq(martApplications.fair, "sitmmt"))
      .orderBy(asc(martApplications.id))
      .limit(1);
    expect(application).toMatchObject({ eventYear: MART_EVENT_YEAR, status: "approved" });
    expect(application?.decidedBy).not.toBeNull();
    const booths = await db.db
      .select({ role: martCompanies.role, booth: martCompanies.boothNo, origin: martCompanies.origin })
      .from(martCompanies)
      .innerJoin(accounts, eq(accounts.id, martCompanies.accountId))
      .where(notMice)
      .orderBy(asc(martCompanies.id));
    expect(booths).toEqual([
      { role: "buyer", booth: null, origin: "overseas" },
      { role: "buyer", booth: null, origin: "overseas" },
      { role: "seller", booth: "A-01", origin: "domestic" },
      { role: "seller", booth: "A-02", origin: "overseas" },
      { role: "seller", booth: "A-03", origin: "domestic" },
    ]);
    // the stored pictures and documents are what their type says
    const files = await db.db.select().from(martFiles);
    for (const file of files) expect((await fileTypeFromBuffer(file.data))?.mime, file.name).toBe(file.mime);
  });

  it("lets the demo companies sign in and read their full profiles; newco has none yet", async () => {
    for (const email of [
      MART_BUYER1_EMAIL,
      MART_BUYER2_EMAIL,
      MART_SELLER1_EMAIL,
      MART_SELLER2_EMAIL,
      MART_SELLER3_EMAIL,
    ]) {
      const { token } = await signIn(app, email, DEMO_PASSWORD, { area: "accreditation" });
      const me = MyBusinessResponseSchema.parse(
        await body(await call(app, "GET", "/api/v1/mart/business/me", { token })),
      );
      expect(me.data?.application?.status, email).toBe("approved");
      expect(me.data?.name_ko, email).toMatch(HANGUL);
      expect(me.data?.main_business.length, email).toBeLessThanOrEqual(500);
      expect(me.data?.logo?.mime).toBe("image/png");
      expect(me.data?.documents).toHaveLength(1);
    }
    const newco = await signIn(app, MART_NEWCO_EMAIL, DEMO_PASSWORD, { area: "accreditation" });
    const none = await call(app, "GET", "/api/v1/mart/business/me", { token: newco.token });
    expect(MyBusinessResponseSchema.parse(await body(none))).toEqual({
      data: null,
      meta: { role: "seller", origin: "domestic" },
    });
  });

  it("has two mart days two weeks out and a past day, with meetings in the listed statuses and both records", async () => {
    const today = shopToday(seededAt);
    const { day1, day2 } = martDays(today);
    const past = addDays(today, MART_PAST_DAY_OFFSET);
    expect([day1, day2]).toEqual([addDays(today, 14), addDays(today, 15)]);
    const slots = await db.db
      .select()
      .from(martSlots)
      .where(eq(martSlots.fair, "sitmmt"))
      .orderBy(asc(martSlots.day), asc(martSlots.startTime));
    expect([...new Set(slots.map((slot) => slot.day))]).toEqual([past, day1, day2]);
    const day1Slots = slots.filter((slot) => slot.day === day1);
    expect(day1Slots.map((slot) => `${slot.startTime}-${slot.endTime}`)).toEqual([
      "10:00-10:30",
      "10:30-11:00",
      "11:00-11:30",
      "11:30-12:00",
      "14:00-14:30",
      "14:30-15:00",
      "15:00-15:30",
      "15:30-16:00",
      "16:00-16:30",
      "16:30-17:00",
    ]);
    expect(slots.every((slot) => slot.active && slot.eventYear === MART_EVENT_YEAR)).toBe(true);

    const [buyer1, buyer2, seller1, seller2] = await Promise.all(
      [MART_BUYER1_EMAIL, MART_BUYER2_EMAIL, MART_SELLER1_EMAIL, MART_SELLER2_EMAIL].map(companyIdOf),
    );
    const meetings = await db.db
      .select({ meeting: martMeetings, day: martSlots.day, start: martSlots.startTime })
      .from(martMeetings)
      .innerJoin(martSlots, eq(martSlots.id, martMeetings.slotId))
      .where(eq(martMeetings.fair, "sitmmt"))
      .orderBy(asc(martMeetings.id));
    expect(
      meetings.map(({ meeting, day, start }) => [meeting.buyerId, meeting.sellerId, meeting.status, day, start]),
    ).toEqual([
      [buyer1, seller1, "confirmed", day1, "10:00"],
      [buyer2, seller1, "requested", day1, "10:30"],
      [buyer1, seller2, "admin_matching", day2, "14:00"],
      [buyer2, seller2, "confirmed", past, "10:00"],
    ]);
    expect(meetings.map(({ meeting }) => meeting.boothNo)).toEqual(["A-01", "A-01", "A-02", "A-02"]);
    expect(meetings.filter(({ meeting }) => isBooked(meeting.status))).toHaveLength(3);

    const held = meetings[3]?.meeting.id ?? 0;
    const records = await db.db
      .select()
      .from(martMeetingRecords)
      .where(inArray(martMeetingRecords.meetingId, [held]))
      .orderBy(asc(martMeetingRecords.role));
    expect(records.map((record) => [record.role, record.companyId])).toEqual([
      ["buyer", buyer2],
      ["seller", seller2],
    ]);
    // each record is one the record form would accept
    for (const record of records) {
      const parsed = MeetingRecordBodySchema.safeParse({
        took_place: record.tookPlace,
        meeting_type: record.meetingType,
        main_content: record.mainContent,
        contract_possibility: record.contractPossibility,
        client_importance: record.clientImportance,
        visitor_scale: record.visitorScale,
        contract_amount: record.contractAmount,
        satisfaction: record.satisfaction,
        comment: record.comment,
      });
      expect(parsed.success, record.role).toBe(true);
    }
  });

  it("leaves each demo buyer a seller to request a meeting with, and says why the others are not offered", async () => {
    const seller3 = await companyIdOf(MART_SELLER3_EMAIL);
    const seller1 = await companyIdOf(MART_SELLER1_EMAIL);
    for (const email of [MART_BUYER1_EMAIL, MART_BUYER2_EMAIL]) {
      const { token } = await signIn(app, email, DEMO_PASSWORD, { area: "accreditation" });
      const slotsWith = async (id: number) =>
        OpenSlotListResponseSchema.parse(
          await body(await call(app, "GET", `/api/v1/mart/businesses/${id}/slots`, { token })),
        ).data;
      const free = await slotsWith(seller3);
      expect(free.filter((slot) => slot.open).length, email).toBeGreaterThan(10);
      // the README's buyer1 already meets seller1; buyer2's request to it waits for an answer
      const taken = await slotsWith(seller1);
      expect(
        taken.some((slot) => slot.open),
        email,
      ).toBe(false);
      const expected = email === MART_BUYER1_EMAIL ? "pair_booked" : "pair_requested_by_me";
      expect(
        taken.some((slot) => slot.reason === expected),
        email,
      ).toBe(true);
      const slot = free.find((s) => s.open);
      const res = await call(app, "POST", "/api/v1/mart/meetings", {
        token,
        body: { counterpart_id: seller3, slot_id: slot?.id, attendees: 1, message: "" },
      });
      expect(res.status, email).toBe(201);
    }
  });

  it("has the site's pages in English and natural Korean, with the mart's days and the past editions", async () => {
    const { day1 } = martDays(shopToday(seededAt));
    const martYear = Number(day1.slice(0, 4));
    for (const slug of MART_PAGE_SLUGS) {
      const [en, ko] = await Promise.all(
        (["en", "ko"] as const).map(async (lang) => {
          const res = await call(app, "GET", `/api/v1/site-pages/sitmmt/${slug}?lang=${lang}`);
          expect(res.status, `${slug} ${lang}`).toBe(200);
          return SitePageResponseSchema.parse(await body(res)).data;
        }),
      );
      expect(en?.title, slug).not.toMatch(HANGUL);
      // English pages quote a Korean name at most (the taxi address)
      expect(en?.body.match(/[\uac00-\ud7a3]/g)?.length ?? 0, slug).toBeLessThan(10);
      expect(ko?.title, slug).toMatch(HANGUL);
      expect(ko?.body, slug).toMatch(HANGUL);
      for (const page of [en, ko]) {
        expect(page?.summary.length, slug).toBeGreaterThan(20);
        expect(page?.body, slug).toMatch(/^## /m);
        expect(page?.body, slug).toMatch(/^- /m);
        expect(page?.body, slug).not.toMatch(/<[a-z]/i);
      }
    }
    const overview = await call(app, "GET", "/api/v1/site-pages/sitmmt/overview");
    const text = SitePageResponseSchema.parse(await body(overview)).data.body;
    for (const year of [...MART_PAST_YEARS, MART_EVENT_YEAR].filter((y) => y < martYear)) {
      expect(text).toContain(`- ${year}:`);
    }
    const program = SitePageResponseSchema.parse(
      await body(await call(app, "GET", "/api/v1/site-pages/sitmmt/program?lang=ko")),
    ).data.body;
    const [y, m, d] = day1.split("-").map(Number);
    expect(program).toContain(`${y}년 ${m}월 ${d}일`);
  });

  it("has the site's notice, FAQ, press and media boards with posts in both languages", async () => {
    for (const board of MART_BOARDS) {
      for (const lang of ["en", "ko"] as const) {
        const res = await call(app, "GET", `/api/v1/boards/sitmmt/${board.type}/posts?lang=${lang}`);
        expect(res.status, board.type).toBe(200);
        const page = PostListResponseSchema.parse(await body(res));
        expect(page.data.length, board.type).toBeGreaterThanOrEqual(4);
        if (lang === "ko")
          expect(
            page.data.every((post) => HANGUL.test(post.title)),
            board.type,
          ).toBe(true);
        else
          expect(
            page.data.some((post) => HANGUL.test(post.title)),
            board.type,
          ).toBe(false);
      }
    }
  });

  it("adds nothing when seeding again, and keeps what operators changed", async () => {
    const before = await tableCounts();
    await db.db.update(sitePages).set({ titleEn: "Edited" }).where(eq(sitePages.slug, "venue"));
    const report = await seed(db.db);
    expect(report.applied).toEqual([]);
    expect(report.skipped).toEqual(
      expect.arrayContaining([
        "mart-accounts-v1",
        "mart-companies-v1",
        "mart-meetings-v1",
        "mart-seller3-v1",
        "mart-site-pages-v1",
        "mart-boards-v1",
      ]),
    );
    expect(await tableCounts()).toEqual(before);
    const [venue] = await db.db.select().from(sitePages).where(eq(sitePages.slug, "venue"));
    expect(venue?.titleEn).toBe("Edited");
  });
});
