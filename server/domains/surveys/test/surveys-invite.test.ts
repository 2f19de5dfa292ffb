import {
  type Answers,
  cleanAnswers,
  InviteSurveyResponseSchema,
  SURVEY_AREAS,
  SURVEY_ERROR_CODES,
  SURVEY_KEY_PARAM,
  SURVEY_KINDS,
  SurveyInviteeListResponseSchema,
  SurveyListResponseSchema,
  surveyState,
  validateAnswers,
} from "@contracts/survey";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts } from "../../auth/tables";
import { surveyInvitees, surveyResponses, surveys } from "../tables";
import {
  koreaMidnight,
  PRELIMINARY_PAGES,
  SATISFACTION_PAGES,
  SURVEY_DEMO_GUESTS,
  SURVEY_RESPONDENTS,
  SURVEY_SEED_STEPS,
  SURVEY_WINDOWS,
} from "../seed";
import { listOutbox } from "../../../platform/mail/outbox-mail-provider";
import { inviteeNameOrder, LINK_REQUESTS_PER_EMAIL } from "../invitees";
import { authApp, body, call, freshClient, linkIn } from "../../../platform/test/auth-fixtures";
import { createTestDb } from "../../../platform/test/db";
import {
  asAdmin,
  asGuest,
  createSurveyWorld,
  dataOf,
  failure,
  responsePath,
  SURVEY_TEST_NOW,
} from "../../../platform/test/survey-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const world = await forTheFile(createSurveyWorld());

const keyOf = (link: string) => {
  const key = new URL(link).searchParams.get(SURVEY_KEY_PARAM);
  if (!key) throw new Error(`no key in ${link}`);
  return key;
};
const mailsTo = (email: string) => listOutbox(world.db.db, { to: email });
const failMail = (): never => {
  throw new Error("no mail");
};
const invite = (payload: unknown) => asAdmin(world, "POST", "/api/v1/admin/survey-invitees", payload);
const listAs = async (key: string) => asGuest(world, key, "GET", "/api/v1/surveys");
const askLink = (email: string, lang = "en", client = freshClient()) =>
  call(world.app, "POST", "/api/v1/surveys/link", { body: { email, lang }, client });

describe("POST /api/v1/admin/survey-invitees", () => {
  it("invites a guest: 201 with a working link, mailed in the guest's language", async () => {
    const res = await invite({
      name: "Grace Hopper",
      email: "Grace.Hopper@Survey.test",
      areas: ["jeju1", "seoul"],
      lang: "en",
    });
    expect(res.status).toBe(201);
    const { invitee, link } = InviteSurveyResponseSchema.parse(await body(res)).data;
    expect(invitee).toMatchObject({
      name: "Grace Hopper",
      email: "grace.hopper@survey.test",
      areas: ["seoul", "jeju1"],
      lang: "en",
      link_sent_at: world.clock.now().toISOString(),
    });
    expect(invitee.responses).toEqual([
      { kind: "preliminary", area: "seoul", status: "not_started" },
      { kind: "satisfaction", area: "seoul", status: "not_started" },
      { kind: "preliminary", area: "jeju1", status: "not_started" },
      { kind: "satisfaction", area: "jeju1", status: "not_started" },
    ]);
    expect(link).toMatch(/^http:\/\/localhost:3000\/rok-us\/survey\?key=[A-Za-z0-9_-]{43}$/);
    const [row] = await world.db.db.select().from(surveyInvitees).where(eq(surveyInvitees.id, invitee.id));
    expect(row?.keyHash).not.toContain(keyOf(link));

    const [mail] = await mailsTo("grace.hopper@survey.test");
    expect(mail?.subject).toBe("[ROK–US Friendship Tour] Your survey link");
    expect(mail && linkIn(mail)).toBe(link);
    expect(mail?.text).toContain("Seoul, Jeju course 1");

    const list = SurveyListResponseSchema.parse(await body(await listAs(keyOf(link))));
    expect(list.meta.respondent).toEqual({ name: "Grace Hopper", areas: ["seoul", "jeju1"] });
  });

  it("adds courses to an address already invited: one person, one row, a new key", async () => {
    const first = InviteSurveyResponseSchema.parse(
      await body(
        await invite({
          name: "박민지",
          email: "minji@survey.test",
          areas: ["busan1"],
          lang: "ko",
        }),
      ),
    ).data;
    const [koMail] = await mailsTo("minji@survey.test");
    expect(koMail?.subject).toBe("[한미 우정 투어] 설문 참여 링크 안내");
    expect(koMail?.text).toContain("부산 1코스");
    await dataOf(
      await asGuest(world, keyOf(first.link), "PUT", responsePath("preliminary", "busan1"), {
        answers: { first_visit: "yes" },
        page_id: "about",
      }),
    );

    world.clock.advance(60);
    const again = await invite({
      name: "박민지",
      email: "MINJI@survey.test",
      areas: ["seoul", "busan1"],
      lang: "ko",
    });
    expect(again.status).toBe(201);
    const second = InviteSurveyResponseSchema.parse(await body(again)).data;
    expect(second.invitee.id).toBe(first.invitee.id);
    expect(second.invitee.areas).toEqual(["seoul", "busan1"]);
    expect(second.invitee.responses).toContainEqual({ kind: "preliminary", area: "busan1", status: "in_progress" });
    expect(second.link).not.toBe(first.link);
    expect(
      await world.db.db.select().from(surveyInvitees).where(eq(surveyInvitees.email, "minji@survey.test")),
    ).toHaveLength(1);

    // the newest link holds the draft; the replaced one no longer opens anything
    const draft = await dataOf<{ answers: unknown }>(
      await asGuest(world, keyOf(second.link), "GET", responsePath("preliminary", "busan1")),
    );
    expect(draft.answers).toEqual({ first_visit: "yes" });
    expect((await failure(await listAs(keyOf(first.link)), 403)).code).toBe(SURVEY_ERROR_CODES.keyInvalid);
    expect(await mailsTo("minji@survey.test")).toHaveLength(2);
  });

  it("names the field of a bad invitation", async () => {
    const error = await failure(await invite({ name: "X", email: "x@survey.test", areas: [] }), 400);
    expect(error).toMatchObject({ code: "VALIDATION_ERROR", field: "areas" });
    const area = await failure(
      await invite({
        name: "X",
        email: "x@survey.test",
        areas: ["daegu"],
      }),
      400,
    );
    expect(area.field).toBe("areas.0");
  });

  it("puts the link on a configured public origin, not a forged host", async () => {
    const app = authApp(world.db.db, { clock: world.clock, auth: { publicOrigins: ["https://tour.example"] } });
    const res = await call(app, "POST", "http://attacker.example/api/v1/admin/survey-invitees", {
      token: world.admin,
      area: "admin",
      body: { name: "Ada", email: "ada@survey.test", areas: ["jeonju"] },
    });
    const { link } = InviteSurveyResponseSchema.parse(await body(res)).data;
    expect(link.startsWith("https://tour.example/rok-us/survey?key=")).toBe(true);
  });
});

describe("GET /api/v1/admin/survey-invitees", () => {
  it("lists the invitees with their status per survey, of one course when asked", async () => {
    const all = SurveyInviteeListResponseSchema.parse(
      await body(await asAdmin(world, "GET", "/api/v1/admin/survey-invitees")),
    ).data;
    const alex = all.find((i) => i.email === SURVEY_DEMO_GUESTS.guest1.email);
    expect(alex).toMatchObject({ name: "Alex Morgan", areas: ["seoul", "seorak"], lang: "en" });
    expect(alex?.responses).toEqual([
      { kind: "preliminary", area: "seoul", status: "in_progress" },
      { kind: "satisfaction", area: "seoul", status: "not_started" },
      { kind: "preliminary", area: "seorak", status: "not_started" },
      { kind: "satisfaction", area: "seorak", status: "not_started" },
    ]);
    const names = all.map((i) => i.name);
    expect(names).toEqual([...names].sort(inviteeNameOrder.compare));
    // Latin names before Hangul ones, each alphabetically
    expect(names.indexOf("Alex Morgan")).toBeLessThan(names.indexOf("Jordan Lee"));
    expect(names.indexOf("Jordan Lee")).toBeLessThan(names.indexOf("김서연"));

    const jeju1 = SurveyInviteeListResponseSchema.parse(
      await body(await asAdmin(world, "GET", "/api/v1/admin/survey-invitees?area=jeju1")),
    ).data;
    expect(jeju1.length).toBeGreaterThan(0);
    expect(jeju1.every((i) => i.areas.includes("jeju1"))).toBe(true);
    expect(jeju1.map((i) => i.email)).toContain(SURVEY_DEMO_GUESTS.guest2.email);
    expect(jeju1.map((i) => i.email)).not.toContain(SURVEY_DEMO_GUESTS.guest1.email);
    await failure(await asAdmin(world, "GET", "/api/v1/admin/survey-invitees?area=daegu"), 400);
  });
});

describe("POST /api/v1/surveys/link", () => {
  it("answers 202 the same way for every address and mails only an invited one", async () => {
    const guest = await world.guest(["seoul"], { name: "Link Asker" });
    const unknown = await askLink("nobody@survey.test");
    const known = await askLink(guest.email.toUpperCase(), "ko");
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(await body(unknown)).toEqual({ data: { accepted: true }, meta: {} });
    expect(await body(known)).toEqual(await body(await askLink("nobody2@survey.test")));
    expect(await mailsTo("nobody@survey.test")).toHaveLength(0);

    const mails = await mailsTo(guest.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    if (!mail) throw new Error("no mail");
    expect(mail.subject).toBe("[한미 우정 투어] 설문 참여 링크 안내");
    const newKey = keyOf(linkIn(mail));
    // the mailed link works; once it is used, the old one stops working
    const list = SurveyListResponseSchema.parse(await body(await listAs(newKey)));
    expect(list.meta.respondent?.name).toBe("Link Asker");
    expect((await failure(await listAs(guest.key), 403)).code).toBe(SURVEY_ERROR_CODES.keyInvalid);
  });

  it("keeps the guest's link working until the new one is used: a stranger asking cannot end it", async () => {
    const guest = await world.guest(["seoul"], { name: "Kept Link" });
    await dataOf(
      await asGuest(world, guest.key, "PUT", responsePath("preliminary", "seoul"), {
        answers: { first_visit: "yes" },
        page_id: "about",
      }),
    );
    // anyone may ask for the guest's address, twice
    expect((await askLink(guest.email)).status).toBe(202);
    const first = keyOf(linkIn((await mailsTo(guest.email))[0] ?? failMail()));
    expect((await askLink(guest.email)).status).toBe(202);
    const newest = keyOf(linkIn((await mailsTo(guest.email))[0] ?? failMail()));
    expect(newest).not.toBe(first);

    // the guest's own link still opens their draft, as often as they like
    for (let i = 0; i < 2; i += 1) {
      const draft = await dataOf<{ answers: unknown }>(
        await asGuest(world, guest.key, "GET", responsePath("preliminary", "seoul")),
      );
      expect(draft.answers).toEqual({ first_visit: "yes" });
    }
    // only the newest mailed link is pending; the one it replaced never opens anything
    expect((await failure(await listAs(first), 403)).code).toBe(SURVEY_ERROR_CODES.keyInvalid);

    // the first use of the new link makes it the key, with the same draft, and ends the old one
    const draft = await dataOf<{ answers: unknown }>(
      await asGuest(world, newest, "GET", responsePath("preliminary", "seoul")),
    );
    expect(draft.answers).toEqual({ first_visit: "yes" });
    expect((await failure(await listAs(guest.key), 403)).code).toBe(SURVEY_ERROR_CODES.keyInvalid);
    expect((await listAs(newest)).status).toBe(200);
    const [row] = await world.db.db.select().from(surveyInvitees).where(eq(surveyInvitees.id, guest.id));
    expect(row?.pendingKeyHash).toBeNull();
  });

  it("lets every one of several first uses of the new link at once through", async () => {
    const guest = await world.guest(["seoul"]);
    expect((await askLink(guest.email)).status).toBe(202);
    const fresh = keyOf(linkIn((await mailsTo(guest.email))[0] ?? failMail()));
    const answers = await Promise.all(Array.from({ length: 5 }, () => listAs(fresh)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await failure(await listAs(guest.key), 403)).code).toBe(SURVEY_ERROR_CODES.keyInvalid);
  });

  it("an operator's new invitation ends a link asked for anonymously meanwhile", async () => {
    const guest = await world.guest(["seoul"]);
    expect((await askLink(guest.email)).status).toBe(202);
    const pending = keyOf(linkIn((await mailsTo(guest.email))[0] ?? failMail()));
    const res = await invite({
      name: guest.name,
      email: guest.email,
      areas: ["seoul"],
    });
    const { link } = InviteSurveyResponseSchema.parse(await body(res)).data;
    expect((await failure(await listAs(pending), 403)).code).toBe(SURVEY_ERROR_CODES.keyInvalid);
    expect((await failure(await listAs(guest.key), 403)).code).toBe(SURVEY_ERROR_CODES.keyInvalid);
    expect((await listAs(keyOf(link))).status).toBe(200);
  });

  it("throttles requests per e-mail address alike for invited and unknown ones", async () => {
    const guest = await world.guest(["seoul"]);
    for (const email of [guest.email, "stranger@survey.test"]) {
      for (let i = 0; i < LINK_REQUESTS_PER_EMAIL.limit; i += 1) expect((await askLink(email)).status).toBe(202);
      const refused = await askLink(email);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(await mailsTo(guest.email)).toHaveLength(LINK_REQUESTS_PER_EMAIL.limit);
    world.clock.advance(60 * 60 + 1);
    expect((await askLink(guest.email)).status).toBe(202);
  });

  it("refuses a malformed address with 400", async () => {
    const error = await failure(await askLink("not-an-address"), 400);
    expect(error).toMatchObject({ code: "VALIDATION_ERROR", field: "email" });
  });
});

describe("the demo data", () => {
  it("defines all sixteen surveys with their windows counted from the seeding day in Korea", async () => {
    const rows = await world.db.db.select().from(surveys);
    expect(rows).toHaveLength(SURVEY_KINDS.length * SURVEY_AREAS.length);
    const now = world.clock.now();
    for (const row of rows) {
      const [opens, closes] = SURVEY_WINDOWS[row.kind][row.area];
      expect(row.opensAt).toEqual(koreaMidnight(now, opens));
      expect(row.closesAt).toEqual(koreaMidnight(now, closes));
      expect(row.pages).toEqual(row.kind === "preliminary" ? PRELIMINARY_PAGES : SATISFACTION_PAGES);
      expect(row.titleKo).toMatch(/[\uac00-\ud7a3]/);
    }
    expect(koreaMidnight(SURVEY_TEST_NOW, 0).toISOString()).toBe("2026-05-14T15:00:00.000Z");
    const states = Object.fromEntries(
      rows.map((r) => [`${r.kind}/${r.area}`, surveyState(r.opensAt, r.closesAt, now)] as const),
    );
    expect(states).toMatchObject({
      "preliminary/jeju3": "open",
      "satisfaction/seoul": "open",
      "satisfaction/seorak": "open",
      "satisfaction/busan1": "closed",
      "satisfaction/jeonju": "upcoming",
      "satisfaction/jeju3": "upcoming",
    });
  });

  it("gives the named guests working keys: Alex halfway through Seoul, Jordan with nothing yet", async () => {
    const { guest1, guest2, guest3 } = SURVEY_DEMO_GUESTS;
    const alex = SurveyListResponseSchema.parse(await body(await listAs(guest1.key)));
    expect(alex.meta.respondent).toEqual({ name: "Alex Morgan", areas: ["seoul", "seorak"] });
    const draft = await dataOf<{ status: string; page_id: string; answers: unknown }>(
      await asGuest(world, guest1.key, "GET", responsePath("preliminary", "seoul")),
    );
    expect(draft).toMatchObject({
      status: "in_progress",
      page_id: PRELIMINARY_PAGES[1]?.id,
      answers: { first_visit: "no", regions_visited: ["seoul", "busan"] },
    });
    const seoyeon = SurveyListResponseSchema.parse(await body(await listAs(guest2.key)));
    expect(seoyeon.meta.respondent).toEqual({ name: "김서연", areas: ["busan1", "jeju1"] });
    const jordan = SurveyListResponseSchema.parse(await body(await listAs(guest3.key)));
    expect(jordan.data.map((s) => s.my_status)).toEqual(["not_started", "not_started"]);
  });

  it("has twelve or more guests per course with submitted answers that a real submit would accept", async () => {
    const rows = await world.db.db.select().from(surveyResponses).where(eq(surveyResponses.status, "submitted"));
    for (const area of ["seoul", "busan1"] as const) {
      const guests = new Set(rows.filter((r) => r.area === area).map((r) => r.inviteeId));
      expect(guests.size, area).toBeGreaterThanOrEqual(12);
      expect(rows.filter((r) => r.area === area && r.kind === "satisfaction").length, area).toBeGreaterThanOrEqual(8);
    }
    const defined = await world.db.db.select().from(surveys);
    for (const row of rows) {
      const pages = row.kind === "preliminary" ? PRELIMINARY_PAGES : SATISFACTION_PAGES;
      const answers = row.answers as Answers;
      expect(validateAnswers(pages, answers, "submit"), `response ${row.id}`).toEqual([]);
      expect(cleanAnswers(pages, answers, "submit")).toEqual(answers);
      const survey = defined.find((s) => s.kind === row.kind && s.area === row.area);
      expect(row.submittedAt && survey && surveyState(survey.opensAt, survey.closesAt, row.submittedAt)).toBe("open");
    }
    // the answers vary: not everyone gives the same rating
    const overall = new Set(rows.filter((r) => r.kind === "satisfaction").map((r) => (r.answers as Answers).overall));
    expect(overall.size).toBeGreaterThan(1);
  });

  it("runs as a seed step in one transaction, signed by the demo operator when there is one", async () => {
    const fresh = await createTestDb();
    try {
      const [admin] = await fresh.db
        .insert(accounts)
        .values({
          area: "admin",
          email: "admin@demo.test",
          loginId: "admin@demo.test",
          name: "Demo Admin",
          role: "operator",
        })
        .returning({ id: accounts.id });
      for (const step of SURVEY_SEED_STEPS) await fresh.db.transaction((tx) => step.run(tx));
      const rows = await fresh.db.select({ by: surveys.updatedBy }).from(surveys);
      expect(rows).toHaveLength(16);
      expect(rows.every((r) => r.by === admin?.id)).toBe(true);
      const invitees = await fresh.db.select({ by: surveyInvitees.invitedBy }).from(surveyInvitees);
      expect(invitees.length).toBe(3 + SURVEY_RESPONDENTS.length);
      expect(invitees.every((r) => r.by === admin?.id)).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
