import { type ApiError } from "@contracts/envelope";
import {
  type AdminInquiry,
  INQUIRY_MESSAGES,
  type Inquiry,
  InquiryListResponseSchema,
  InquiryResponseSchema,
} from "@contracts/inquiries";
import { count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { attachments } from "../../boards/tables";
import { inquiries } from "../tables";
import { ATTACHMENT_MESSAGES } from "../../boards/attachments";
import { body, call, errorOf } from "../../../platform/test/auth-fixtures";
import {
  type CommunityMember,
  createCommunity,
  form,
  getOk,
  GIF,
  JPEG,
  PDF,
  PNG,
  TEXT,
} from "../../../platform/test/community-fixtures";
import { signInShopper } from "../../../platform/test/shop-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const world = await forTheFile(createCommunity());
let alice: CommunityMember;
let bob: CommunityMember;

beforeAll(async () => {
  alice = await world.member("alice");
  bob = await world.member("bob");
});

const ask = (who: CommunityMember, payload: unknown, query = "") =>
  call(world.app, "POST", `/api/v1/inquiries${query}`, { token: who.token, body: payload });

const question = (overrides: Record<string, unknown> = {}) => ({
  type: "reservation",
  subject: "Pick-up time",
  content: "When will the driver arrive at the hotel?",
  ...overrides,
});

async function created(res: Response): Promise<Inquiry> {
  if (res.status !== 201) throw new Error(`inquiry not created: ${res.status} ${await res.text()}`);
  return InquiryResponseSchema.parse(await body(res)).data;
}

const inquiryCount = async () => (await world.db.db.select({ n: count() }).from(inquiries))[0]?.n ?? 0;
const attachmentCount = async () => (await world.db.db.select({ n: count() }).from(attachments))[0]?.n ?? 0;

describe("asking (members)", () => {
  it("refuses guests and operators' tokens", async () => {
    expect((await call(world.app, "POST", "/api/v1/inquiries", { body: question() })).status).toBe(401);
    expect((await call(world.app, "GET", "/api/v1/inquiries")).status).toBe(401);
    expect((await call(world.app, "GET", "/api/v1/inquiries/1")).status).toBe(401);
    expect((await call(world.app, "POST", "/api/v1/inquiries", { token: world.admin, body: question() })).status).toBe(
      401,
    );
    // a guest's upload is refused before anything is read
    const upload = await call(world.app, "POST", "/api/v1/inquiries", {
      body: form(question(), [{ data: PNG, name: "a.png" }]),
    });
    expect(upload.status).toBe(401);
  });

  it("stores a JSON inquiry as open, with the type's name in the asked language", async () => {
    const inquiry = await created(await ask(alice, question()));
    expect(inquiry).toMatchObject({
      type: "reservation",
      type_name: "Reservation",
      subject: "Pick-up time",
      status: "open",
      reply: null,
      replied_at: null,
      attachments: [],
    });
    const ko = await created(
      await ask(alice, question({ type: "cancellation", subject: "  환불 문의  " }), "?lang=ko"),
    );
    expect(ko).toMatchObject({ type_name: "취소/환불", subject: "환불 문의" });
  });

  it("validates type, subject and content with the spec's messages", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [question({ type: undefined }), "type", INQUIRY_MESSAGES.typeRequired],
      [question({ type: "  " }), "type", INQUIRY_MESSAGES.typeRequired],
      [question({ type: "lost_luggage" }), "type", INQUIRY_MESSAGES.typeUnknown],
      [question({ subject: undefined }), "subject", INQUIRY_MESSAGES.subjectRequired],
      [question({ subject: "   " }), "subject", INQUIRY_MESSAGES.subjectRequired],
      [question({ content: "" }), "content", INQUIRY_MESSAGES.contentRequired],
      [question({ content: 42 }), "content", INQUIRY_MESSAGES.contentRequired],
    ];
    const before = await inquiryCount();
    for (const [payload, field, message] of cases) {
      const res = await ask(alice, payload);
      expect(res.status, field).toBe(400);
      expect(await errorOf(res), field).toMatchObject({
        code: "VALIDATION_ERROR",
        field,
        message: `${field}: ${message}`,
      });
    }
    const long = await ask(alice, question({ subject: "x".repeat(201) }));
    expect(long.status).toBe(400);
    expect(await errorOf(long)).toMatchObject({ field: "subject" });
    const empty = await call(world.app, "POST", "/api/v1/inquiries", { token: alice.token });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toMatchObject({ field: "type", message: `type: ${INQUIRY_MESSAGES.typeRequired}` });
    expect(await inquiryCount()).toBe(before);
  });

  it("stores a multipart inquiry with its files (files or files[])", async () => {
    const inquiry = await created(
      await ask(
        alice,
        form(question({ subject: "Receipt" }), [
          { data: PDF, name: "receipt.pdf" },
          { data: JPEG, name: "passport.jpg" },
        ]),
      ),
    );
    expect(inquiry.attachments.map((file) => [file.name, file.mime, file.size])).toEqual([
      ["receipt.pdf", "application/pdf", PDF.byteLength],
      ["passport.jpg", "image/jpeg", JPEG.byteLength],
    ]);
    const brackets = await created(await ask(alice, form(question(), [{ data: PNG, name: "map.png" }], "files[]")));
    expect(brackets.attachments).toHaveLength(1);
    const none = await created(await ask(alice, form(question())));
    expect(none.attachments).toEqual([]);
    const badType = await ask(alice, form(question({ type: "nope" }), [{ data: PNG, name: "map.png" }]));
    expect(badType.status).toBe(400);
    expect(await errorOf(badType)).toMatchObject({ field: "type" });
  });

  it("keeps neither inquiry nor files when a file is refused", async () => {
    const before = [await inquiryCount(), await attachmentCount()];
    const cases: [{ data: Buffer; name: string }[], string][] = [
      [
        [
          { data: PNG, name: "ok.png" },
          { data: TEXT, name: "fake.pdf" },
        ],
        ATTACHMENT_MESSAGES.type,
      ],
      [[{ data: GIF, name: "anim.gif" }], ATTACHMENT_MESSAGES.type],
      [Array.from({ length: 6 }, (_, index) => ({ data: PNG, name: `p${index}.png` })), ATTACHMENT_MESSAGES.tooMany],
    ];
    for (const [files, message] of cases) {
      const res = await ask(alice, form(question(), files));
      expect(res.status, message).toBe(400);
      expect(await errorOf(res)).toMatchObject({ field: "files", message: `files: ${message}` });
    }
    expect([await inquiryCount(), await attachmentCount()]).toEqual(before);
  });

  it("writes the inquiry and its files in one transaction: a failed file store leaves no inquiry", async () => {
    const before = [await inquiryCount(), await attachmentCount()];
    // Makes the database refuse every attachment row, after the inquiry row was written in the same transaction.
    await world.db.db.execute(sql`
      create function refuse_attachment() returns trigger language plpgsql as $$
      begin raise exception 'attachment store failed'; end $$`);
    await world.db.db.execute(
      sql`create trigger refuse_attachment before insert on attachments for each row execute function refuse_attachment()`,
    );
    try {
      const res = await ask(alice, form(question({ subject: "Doomed" }), [{ data: PNG, name: "a.png" }]));
      expect(res.status).toBe(500);
      expect(await errorOf(res)).toMatchObject({ code: "INTERNAL_ERROR" });
    } finally {
      await world.db.db.execute(sql`drop trigger refuse_attachment on attachments`);
      await world.db.db.execute(sql`drop function refuse_attachment()`);
    }
    expect([await inquiryCount(), await attachmentCount()]).toEqual(before);
    const doomed = await world.db.db.select().from(inquiries).where(eq(inquiries.subject, "Doomed"));
    expect(doomed).toEqual([]);
  });
});

describe("reading inquiries", () => {
  it("lists only the member's own, newest first, with paging", async () => {
    const fresh = await world.member("lister");
    const ids: number[] = [];
    for (const subject of ["First", "Second", "Third"]) {
      world.clock.advance(60);
      ids.push((await created(await ask(fresh, question({ subject })))).id);
    }
    const page = InquiryListResponseSchema.parse(await getOk(world.app, "/api/v1/inquiries?per_page=2", fresh.token));
    expect(page.data.map((inquiry) => inquiry.subject)).toEqual(["Third", "Second"]);
    expect(page.meta).toEqual({ page: 1, per_page: 2, total: 3, total_pages: 2 });
    const second = InquiryListResponseSchema.parse(
      await getOk(world.app, "/api/v1/inquiries?per_page=2&page=2", fresh.token),
    );
    expect(second.data.map((inquiry) => inquiry.id)).toEqual([ids[0]]);
    const bobs = InquiryListResponseSchema.parse(await getOk(world.app, "/api/v1/inquiries", bob.token));
    expect(bobs.data).toEqual([]);
    expect((await call(world.app, "GET", "/api/v1/inquiries?per_page=0", { token: bob.token })).status).toBe(400);
  });

  it("shows the demo member a replied and an open inquiry", async () => {
    const demo = await signInShopper(world.app);
    const page = InquiryListResponseSchema.parse(await getOk(world.app, "/api/v1/inquiries?lang=ko", demo.token));
    expect(page.data.map((inquiry) => inquiry.status)).toEqual(["open", "replied"]);
    expect(page.data[1]).toMatchObject({ type: "payment", type_name: "결제" });
    expect(page.data[1]?.reply).toContain("deposit");
    expect(page.data[1]?.replied_at).not.toBeNull();
  });

  it("answers 404 for another member's inquiry and for its files, as for none at all", async () => {
    const inquiry = await created(
      await ask(alice, form(question({ subject: "Private" }), [{ data: PNG, name: "id.png" }])),
    );
    const own = await call(world.app, "GET", `/api/v1/inquiries/${inquiry.id}`, { token: alice.token });
    expect(own.status).toBe(200);
    expect(InquiryResponseSchema.parse(await body(own)).data.subject).toBe("Private");

    const theirs = await call(world.app, "GET", `/api/v1/inquiries/${inquiry.id}`, { token: bob.token });
    const missing = await call(world.app, "GET", "/api/v1/inquiries/999999", { token: bob.token });
    expect(theirs.status).toBe(404);
    expect(missing.status).toBe(404);
    const [a, b] = [await errorOf(theirs), await errorOf(missing)];
    expect(a).toEqual(b);
    expect(a).toEqual({ code: "NOT_FOUND", message: INQUIRY_MESSAGES.notFound } satisfies ApiError);
    expect((await call(world.app, "GET", "/api/v1/inquiries/abc", { token: bob.token })).status).toBe(400);

    const url = inquiry.attachments[0]?.url ?? "";
    const mine = await call(world.app, "GET", url, { token: alice.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("image/png");
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(mine.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await mine.arrayBuffer()).equals(PNG)).toBe(true);
    const operator = await call(world.app, "GET", url, { token: world.admin });
    expect(operator.status).toBe(200);
    for (const token of [bob.token, undefined]) {
      const res = await call(world.app, "GET", url, { token });
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual(await errorOf(await call(world.app, "GET", "/api/v1/attachments/999999")));
    }
    // a token of another area reads no inquiry's file either
    const travel = await call(world.app, "POST", "/api/v1/auth/signin", {
      body: { email: "travel@demo.test", password: "Demo1234" },
      area: "travel",
    });
    const travelToken = (await body<{ data: { accessToken: string } }>(travel)).data.accessToken;
    expect((await call(world.app, "GET", url, { token: travelToken, area: "travel" })).status).toBe(404);
  });

  it("keeps a visitor pass question to its asker: listed on the pass site only, on no public board", async () => {
    const pass = (payload: Record<string, unknown>, lang = "en") =>
      ask(alice, { ...question(), ...payload }, `?site=seoulitepass&lang=${lang}`);
    const refund = await created(await pass({ type: "refund", subject: "Refund SP-000042", content: "Jane Doe" }));
    expect(refund).toMatchObject({ type: "refund", type_name: "Refund", status: "open" });
    expect((await created(await pass({ type: "venue", subject: "Palace hours" }, "ko"))).type_name).toBe("제휴 시설");
    // the shop's types are not the pass's
    const shopType = await pass({ type: "reservation" });
    expect(shopType.status).toBe(400);
    expect(await errorOf(shopType)).toMatchObject({ field: "type" });

    const listOf = async (who: CommunityMember, site: string) =>
      InquiryListResponseSchema.parse(await getOk(world.app, `/api/v1/inquiries${site}`, who.token)).data;
    expect((await listOf(alice, "?site=seoulitepass")).map((inquiry) => inquiry.subject)).toEqual([
      "Palace hours",
      "Refund SP-000042",
    ]);
    expect((await listOf(alice, "")).map((inquiry) => inquiry.id)).not.toContain(refund.id);
    expect(await listOf(bob, "?site=seoulitepass")).toEqual([]);
    expect((await call(world.app, "GET", `/api/v1/inquiries/${refund.id}`, { token: bob.token })).status).toBe(404);
    for (const path of ["/api/v1/qna/seoulitepass/questions", `/api/v1/qna/seoulitepass/questions/${refund.id}`]) {
      const res = await call(world.app, "GET", path);
      expect(res.status, path).toBe(400);
      expect(await errorOf(res), path).toMatchObject({ field: "site" });
    }
  });
});

describe("answering (operators)", () => {
  it("refuses guests and members", async () => {
    expect((await call(world.app, "GET", "/api/v1/admin/inquiries")).status).toBe(401);
    expect((await call(world.app, "GET", "/api/v1/admin/inquiries", { token: alice.token })).status).toBe(401);
    const reply = await call(world.app, "POST", "/api/v1/admin/inquiries/1/reply", {
      token: alice.token,
      body: { reply: "Me?" },
    });
    expect(reply.status).toBe(401);
  });

  it("lists every member's inquiries with who asked, filtered by status", async () => {
    const all = await getOk<{ data: AdminInquiry[]; meta: { total: number } }>(
      world.app,
      "/api/v1/admin/inquiries?per_page=50",
      world.admin,
    );
    expect(all.meta.total).toBe(await inquiryCount());
    const emails = all.data.map((inquiry) => inquiry.member.email);
    expect(emails).toContain("member@demo.test");
    expect(emails).toContain(alice.email);
    expect(emails).not.toContain(bob.email);
    const open = await getOk<{ data: AdminInquiry[] }>(
      world.app,
      "/api/v1/admin/inquiries?status=open&per_page=50",
      world.admin,
    );
    const replied = await getOk<{ data: AdminInquiry[] }>(
      world.app,
      "/api/v1/admin/inquiries?status=replied",
      world.admin,
    );
    const shopReplied = await getOk<{ data: AdminInquiry[] }>(
      world.app,
      "/api/v1/admin/inquiries?status=replied&site=shop",
      world.admin,
    );
    expect(open.data.every((inquiry) => inquiry.status === "open")).toBe(true);
    expect(replied.data.every((inquiry) => inquiry.status === "replied")).toBe(true);
    expect(shopReplied.data.map((inquiry) => inquiry.member.email)).toEqual(["member@demo.test"]);
    expect(open.data.length + replied.data.length).toBe(all.data.length);
    expect((await call(world.app, "GET", "/api/v1/admin/inquiries?status=closed", { token: world.admin })).status).toBe(
      400,
    );
  });

  it("replies once; the member then reads the answer; a second reply is 409", async () => {
    const inquiry = await created(await ask(alice, question({ subject: "Answer me" })));
    const path = `/api/v1/admin/inquiries/${inquiry.id}/reply`;
    const empty = await call(world.app, "POST", path, { token: world.admin, body: { reply: "   " } });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toMatchObject({ field: "reply" });

    const res = await call(world.app, "POST", path, {
      token: world.admin,
      body: { reply: "The driver arrives at 9:00." },
    });
    expect(res.status).toBe(200);
    const answered = (await body<{ data: AdminInquiry }>(res)).data;
    expect(answered).toMatchObject({
      status: "replied",
      reply: "The driver arrives at 9:00.",
      member: { id: alice.id },
    });

    const seen = InquiryResponseSchema.parse(
      await getOk(world.app, `/api/v1/inquiries/${inquiry.id}`, alice.token),
    ).data;
    expect(seen).toMatchObject({ status: "replied", reply: "The driver arrives at 9:00." });
    expect(seen.replied_at).not.toBeNull();

    const again = await call(world.app, "POST", path, { token: world.admin, body: { reply: "Changed my mind." } });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({ code: "ALREADY_REPLIED", message: INQUIRY_MESSAGES.alreadyReplied });
    const unknown = await call(world.app, "POST", "/api/v1/admin/inquiries/999999/reply", {
      token: world.admin,
      body: { reply: "Hello" },
    });
    expect(unknown.status).toBe(404);
  });

  it("lets exactly one of several simultaneous replies through", async () => {
    const inquiry = await created(await ask(alice, question({ subject: "Race" })));
    const replies = ["A", "B", "C", "D", "E"].map((letter) => `Answer ${letter}`);
    const results = await Promise.all(
      replies.map((reply) =>
        call(world.app, "POST", `/api/v1/admin/inquiries/${inquiry.id}/reply`, { token: world.admin, body: { reply } }),
      ),
    );
    const statuses = results.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const winner = results.findIndex((res) => res.status === 200);
    const stored = InquiryResponseSchema.parse(
      await getOk(world.app, `/api/v1/inquiries/${inquiry.id}`, alice.token),
    ).data;
    expect(stored.reply).toBe(replies[winner]);
  });
});
