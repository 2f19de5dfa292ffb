import { CommonCodesResponseSchema } from "@contracts/common";
import {
  AdminInquiryListResponseSchema,
  AdminInquiryResponseSchema,
  INQUIRY_MESSAGES,
  INQUIRY_SITE_TYPES,
  type Inquiry,
  InquiryListResponseSchema,
  InquiryResponseSchema,
  QnaListResponseSchema,
  QnaQuestionSchema,
  QnaQuestionSummarySchema,
  QnaResponseSchema,
} from "@contracts/inquiries";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { commonCodes } from "../../site/tables";
import { EDU_QNA_QUESTIONS } from "../seed";
import { seed } from "../../../platform/db/seed";
import { DEMO_PASSWORD } from "../../../platform/db/seed-data";
import { seedState } from "../../../platform/db/tables";
import { body, call, errorOf, signIn } from "../../../platform/test/auth-fixtures";
import { type CommunityMember, createCommunity, form, getOk, PNG } from "../../../platform/test/community-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const world = await forTheFile(createCommunity());
const EDU = "seouledutravel";
const QNA = `/api/v1/qna/${EDU}/questions`;

type Traveller = { id: number; token: string };
let emma: Traveller;
let lucas: Traveller;
let member: CommunityMember;

beforeAll(async () => {
  // the programme's demo applicants (travel area), seeded with the applications
  emma = await signIn(world.app, "edu.park@demo.test", DEMO_PASSWORD, { area: "travel" });
  lucas = await signIn(world.app, "edu.choi@demo.test", DEMO_PASSWORD, { area: "travel" });
  member = await world.member("asker");
});

const ask = (token: string, payload: unknown, query = `?site=${EDU}`) =>
  call(world.app, "POST", `/api/v1/inquiries${query}`, { token, body: payload });

const question = (overrides: Record<string, unknown> = {}) => ({
  type: "programme",
  subject: "Homestay weekend",
  content: "Do all students stay with a family on the weekend?",
  ...overrides,
});

async function created(res: Response): Promise<Inquiry> {
  if (res.status !== 201) throw new Error(`inquiry not created: ${res.status} ${await res.text()}`);
  return InquiryResponseSchema.parse(await body(res)).data;
}

const publicList = async (query = "") => QnaListResponseSchema.parse(await getOk(world.app, `${QNA}${query}`));
const adminRead = async (id: number) =>
  AdminInquiryResponseSchema.parse(await getOk(world.app, `/api/v1/admin/inquiries/${id}`, world.admin)).data;

describe("asking on the programme's site", () => {
  it("stores the site with a type the site offers, named in the asked language", async () => {
    const inquiry = await created(await ask(emma.token, question()));
    expect(inquiry).toMatchObject({ type: "programme", type_name: "Programme", status: "open", attachments: [] });
    expect((await adminRead(inquiry.id)).site).toBe(EDU);
    const ko = await created(await ask(emma.token, question({ type: "documents" }), `?site=${EDU}&lang=ko`));
    expect(ko.type_name).toBe("서류");
    // the shop's stay the shop's: a member asking without a site
    const shop = await created(await ask(member.token, { ...question(), type: "payment" }, ""));
    expect((await adminRead(shop.id)).site).toBe("shop");
  });

  it("refuses a type of another site or none with 400 on type, and keeps nothing", async () => {
    const before = (await publicList()).meta.total;
    for (const type of ["reservation", "payment", "lost_luggage"]) {
      const res = await ask(emma.token, question({ type }));
      expect(res.status, type).toBe(400);
      expect(await errorOf(res), type).toMatchObject({
        code: "VALIDATION_ERROR",
        field: "type",
        message: `type: ${INQUIRY_MESSAGES.typeUnknown}`,
      });
    }
    const shopWithProgramme = await ask(member.token, question(), "");
    expect(shopWithProgramme.status).toBe(400);
    expect(await errorOf(shopWithProgramme)).toMatchObject({ field: "type" });
    const multipart = await ask(emma.token, form(question({ type: "cancellation" }), [{ data: PNG, name: "a.png" }]));
    expect(multipart.status).toBe(400);
    expect(await errorOf(multipart)).toMatchObject({ field: "type" });
    const unknownSite = await ask(emma.token, question(), "?site=nowhere");
    expect(unknownSite.status).toBe(400);
    expect(await errorOf(unknownSite)).toMatchObject({ field: "site" });
    expect((await publicList()).meta.total).toBe(before);
  });

  it("takes the token of the site's own sign-in area only", async () => {
    expect((await call(world.app, "POST", `/api/v1/inquiries?site=${EDU}`, { body: question() })).status).toBe(401);
    expect((await ask(member.token, question())).status).toBe(401);
    expect((await ask(emma.token, { ...question(), type: "payment" }, "")).status).toBe(401);
    expect((await ask(world.admin, question())).status).toBe(401);
  });

  it("lists the member's own questions of one site; another's is 404", async () => {
    const mine = await created(await ask(lucas.token, question({ subject: "Lucas asks" })));
    const page = InquiryListResponseSchema.parse(await getOk(world.app, `/api/v1/inquiries?site=${EDU}`, lucas.token));
    expect(page.data[0]?.id).toBe(mine.id);
    // the seeded question of the same applicant is there too, and nobody else's
    expect(page.data.map((inquiry) => inquiry.subject)).toEqual([
      "Lucas asks",
      "Can two teachers from the same school apply?",
    ]);
    const shopList = InquiryListResponseSchema.parse(await getOk(world.app, "/api/v1/inquiries", lucas.token));
    expect(shopList.data).toEqual([]);
    const membersEdu = InquiryListResponseSchema.parse(
      await getOk(world.app, `/api/v1/inquiries?site=${EDU}`, member.token),
    );
    expect(membersEdu.data).toEqual([]);
    expect((await call(world.app, "GET", "/api/v1/inquiries?site=nowhere", { token: lucas.token })).status).toBe(400);

    const own = await call(world.app, "GET", `/api/v1/inquiries/${mine.id}`, { token: lucas.token });
    expect(own.status).toBe(200);
    for (const token of [emma.token, member.token]) {
      const theirs = await call(world.app, "GET", `/api/v1/inquiries/${mine.id}`, { token });
      expect(theirs.status).toBe(404);
      expect(await errorOf(theirs)).toEqual({ code: "NOT_FOUND", message: INQUIRY_MESSAGES.notFound });
    }
  });

  it("keeps a question's files for the asker and the operators", async () => {
    const inquiry = await created(
      await ask(emma.token, form(question({ subject: "My passport scan" }), [{ data: PNG, name: "passport.png" }])),
    );
    const url = inquiry.attachments[0]?.url ?? "";
    expect((await call(world.app, "GET", url, { token: emma.token })).status).toBe(200);
    expect((await call(world.app, "GET", url, { token: world.admin })).status).toBe(200);
    for (const token of [undefined, lucas.token, member.token]) {
      expect((await call(world.app, "GET", url, { token })).status).toBe(404);
    }
    const shown = QnaResponseSchema.parse(await getOk(world.app, `${QNA}/${inquiry.id}`)).data;
    expect(shown).not.toHaveProperty("attachments");
    expect(JSON.stringify(shown)).not.toContain("passport.png");
  });
});

describe("the public Q&A board", () => {
  it("lists the site's questions to guests, newest first, the asker masked, no e-mail and no files", async () => {
    const fresh = await created(await ask(lucas.token, question({ subject: "Newest of all" })));
    const page = await publicList("?per_page=50");
    expect(page.data[0]?.id).toBe(fresh.id);
    const times = page.data.map((row) => row.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const subjects = page.data.map((row) => row.subject);
    for (const seeded of EDU_QNA_QUESTIONS) expect(subjects).toContain(seeded.subject);
    // only this site's: the shop's contact us stays private
    expect(subjects).not.toContain("Has my bank transfer arrived?");
    expect(page.data.every((row) => INQUIRY_SITE_TYPES.seouledutravel.includes(row.type))).toBe(true);
    for (const row of page.data) {
      expect(Object.keys(row).sort()).toEqual(Object.keys(QnaQuestionSummarySchema.shape).sort());
      expect(row.asker).toMatch(/^.\*\*\*$/u);
    }
    const text = JSON.stringify(page);
    expect(text).not.toMatch(/@demo\.test|@community\.test/);
    expect(text).not.toContain("Emma Park");
    const emmas = page.data.find((row) => row.subject === EDU_QNA_QUESTIONS[0]?.subject);
    expect(emmas).toMatchObject({ asker: "E***", status: "replied", type: "documents", type_name: "Documents" });
    const kims = page.data.find((row) => row.subject === EDU_QNA_QUESTIONS[1]?.subject);
    expect(kims?.asker).toBe("K***");
  });

  it("pages, answers in Korean and searches the subject only", async () => {
    const first = await publicList("?per_page=2");
    expect(first.data).toHaveLength(2);
    expect(first.meta).toMatchObject({ page: 1, per_page: 2, total_pages: Math.ceil(first.meta.total / 2) });
    const second = await publicList("?per_page=2&page=2");
    expect(second.data.map((row) => row.id)).not.toContain(first.data[0]?.id);

    const passport = await publicList("?keyword=PASSPORT%20expires&lang=ko");
    expect(passport.data.map((row) => row.subject)).toEqual([EDU_QNA_QUESTIONS[0]?.subject]);
    expect(passport.data[0]?.type_name).toBe("서류");
    // "renew" is only in the question's content
    expect((await publicList("?keyword=renew")).meta.total).toBe(0);
    expect((await publicList("?keyword=%25")).meta.total).toBe(0);
    expect((await call(world.app, "GET", `${QNA}?per_page=0`)).status).toBe(400);
  });

  it("shows one question with its answer, without files or e-mail", async () => {
    const listed = (await publicList("?keyword=passport%20expires")).data[0];
    const res = await call(world.app, "GET", `${QNA}/${listed?.id}`);
    expect(res.status).toBe(200);
    const shown = QnaResponseSchema.parse(await body(res)).data;
    expect(Object.keys(shown).sort()).toEqual(Object.keys(QnaQuestionSchema.shape).sort());
    expect(shown).toMatchObject({
      asker: "E***",
      status: "replied",
      content: EDU_QNA_QUESTIONS[0]?.content,
      reply: EDU_QNA_QUESTIONS[0]?.reply,
    });
    expect(shown.replied_at).not.toBeNull();
    const open = (await publicList("?keyword=vegetarian")).data[0];
    const unanswered = QnaResponseSchema.parse(await getOk(world.app, `${QNA}/${open?.id}`)).data;
    expect(unanswered).toMatchObject({ status: "open", reply: null, replied_at: null, asker: "O***" });
  });

  it("has no board for the shop, and finds a question only on its own site", async () => {
    const shop = await created(await ask(member.token, { ...question(), type: "product", subject: "Private" }, ""));
    for (const path of ["/api/v1/qna/shop/questions", `/api/v1/qna/shop/questions/${shop.id}`]) {
      const res = await call(world.app, "GET", path);
      expect(res.status, path).toBe(400);
      expect(await errorOf(res)).toMatchObject({ field: "site" });
    }
    const elsewhere = await call(world.app, "GET", `${QNA}/${shop.id}`);
    const none = await call(world.app, "GET", `${QNA}/999999`);
    expect(elsewhere.status).toBe(404);
    expect(none.status).toBe(404);
    expect(await errorOf(elsewhere)).toEqual(await errorOf(none));
    expect((await call(world.app, "GET", `${QNA}/abc`)).status).toBe(400);
  });
});

describe("operators", () => {
  it("filter every member's questions by site", async () => {
    const read = async (query: string) =>
      AdminInquiryListResponseSchema.parse(
        await getOk(world.app, `/api/v1/admin/inquiries?per_page=50${query}`, world.admin),
      );
    const edu = await read(`&site=${EDU}`);
    const shop = await read("&site=shop");
    const all = await read("");
    expect(edu.data.every((row) => row.site === EDU)).toBe(true);
    expect(shop.data.every((row) => row.site === "shop")).toBe(true);
    expect(edu.meta.total + shop.meta.total).toBe(all.meta.total);
    expect(edu.data.map((row) => row.member.email)).toContain("edu.park@demo.test");
    const openEdu = await read(`&site=${EDU}&status=open`);
    expect(openEdu.data.every((row) => row.site === EDU && row.status === "open")).toBe(true);
    expect(openEdu.meta.total).toBeLessThan(edu.meta.total);
    expect((await call(world.app, "GET", "/api/v1/admin/inquiries?site=nowhere", { token: world.admin })).status).toBe(
      400,
    );
  });

  it("read one question with who asked and its files; answer it for everyone to see", async () => {
    const inquiry = await created(
      await ask(lucas.token, form(question({ subject: "Answer in public" }), [{ data: PNG, name: "letter.png" }])),
    );
    for (const token of [undefined, lucas.token, member.token]) {
      expect((await call(world.app, "GET", `/api/v1/admin/inquiries/${inquiry.id}`, { token })).status).toBe(401);
    }
    const seen = await adminRead(inquiry.id);
    expect(seen).toMatchObject({
      id: inquiry.id,
      site: EDU,
      status: "open",
      member: { id: lucas.id, email: "edu.choi@demo.test", name: "Lucas Choi" },
    });
    expect(seen.attachments.map((file) => file.name)).toEqual(["letter.png"]);
    const missing = await call(world.app, "GET", "/api/v1/admin/inquiries/999999", { token: world.admin });
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toEqual({ code: "NOT_FOUND", message: INQUIRY_MESSAGES.notFound });

    const reply = await call(world.app, "POST", `/api/v1/admin/inquiries/${inquiry.id}/reply`, {
      token: world.admin,
      body: { reply: "Yes: one application per teacher." },
    });
    expect(reply.status).toBe(200);
    expect(AdminInquiryResponseSchema.parse(await body(reply)).data.site).toBe(EDU);
    const shown = QnaResponseSchema.parse(await getOk(world.app, `${QNA}/${inquiry.id}`)).data;
    expect(shown).toMatchObject({ status: "replied", reply: "Yes: one application per teacher.", asker: "L***" });
  });
});

describe("seeding", () => {
  it("seeds the programme's questions from its demo applicants, two answered by the operator", async () => {
    const seeded = AdminInquiryListResponseSchema.parse(
      await getOk(world.app, `/api/v1/admin/inquiries?per_page=50&site=${EDU}`, world.admin),
    ).data.filter((row) => EDU_QNA_QUESTIONS.some((q) => q.subject === row.subject));
    expect(seeded).toHaveLength(EDU_QNA_QUESTIONS.length);
    expect(seeded.every((row) => row.member.email.startsWith("edu."))).toBe(true);
    expect(seeded.filter((row) => row.status === "replied")).toHaveLength(2);
    expect(seeded.every((row) => INQUIRY_SITE_TYPES.seouledutravel.includes(row.type))).toBe(true);
  });

  it("names the programme's inquiry types in both languages, also on a database seeded before them", async () => {
    const names = async () => {
      const codes = CommonCodesResponseSchema.parse(await getOk(world.app, "/api/v1/common?type=inquiry_type")).data;
      return Object.fromEntries(codes.map((code) => [code.code, [code.name_en, code.name_ko]]));
    };
    const expected = {
      programme: ["Programme", "프로그램"],
      application: ["Application", "신청"],
      documents: ["Documents", "서류"],
    };
    expect(await names()).toMatchObject(expected);
    for (const type of INQUIRY_SITE_TYPES.seouledutravel) expect(Object.keys(await names())).toContain(type);

    // A database seeded before the codes: without them, and without the step that adds them.
    const added = Object.keys(expected);
    const db = world.db.db;
    await db.delete(commonCodes).where(and(eq(commonCodes.type, "inquiry_type"), inArray(commonCodes.code, added)));
    await db.delete(seedState).where(eq(seedState.step, "inquiry-types-edu-v1"));
    await db
      .update(commonCodes)
      .set({ nameEn: "Something else" })
      .where(and(eq(commonCodes.type, "inquiry_type"), eq(commonCodes.code, "other")));
    expect(Object.keys(await names())).not.toContain("programme");
    const report = await seed(db);
    expect(report.applied).toEqual(["inquiry-types-edu-v1"]);
    const after = await names();
    expect(after).toMatchObject({ ...expected, other: ["Something else", "기타"] });
    expect((await created(await ask(emma.token, question({ type: "application" })))).type_name).toBe("Application");
  });
});
