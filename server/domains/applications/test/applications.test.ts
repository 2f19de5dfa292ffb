import {
  EDU_DECISIONS,
  EDU_MESSAGES,
  EDU_STATUSES,
  EDU_TRANSITION_MESSAGES,
  EDU_TRANSITIONS,
  type EduStatus,
} from "@contracts/applications";
import { REQUIRED_MESSAGE } from "@contracts/fields";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listOutbox } from "../../../platform/mail/outbox-mail-provider";
import { forTheFile } from "../../../platform/test/helpers";
import { createLogger } from "../../../platform/http/logger";
import type { EduContext } from "../context";
import { runReportReminders } from "../reminders";
import { eduApplications, eduProgrammes } from "../tables";
import { as, decide, eduWorld, readyDraft, submitted } from "./edu-fixtures";

const world = await forTheFile(eduWorld());
const { app, admin } = world;

type Data<T = Record<string, unknown>> = { data: T };
type App = { id: number; status: EduStatus; version: number; form: Record<string, unknown>; timeline: unknown[] };

/** Puts an application straight into a status (the transitions are tested through the API elsewhere). */
const force = (id: number, status: EduStatus) =>
  world.db.db.update(eduApplications).set({ status }).where(eq(eduApplications.id, id));

describe("programmes", () => {
  it("lists the seeded programmes with their window state and seats left, in both languages", async () => {
    const en = await as<Data<{ window: string; seats_left: number; title: string }[]>>(
      app,
      "",
      "GET",
      "/api/v1/edu/programmes",
    );
    expect(en.status).toBe(200);
    expect(en.body.data.map((p) => p.window)).toEqual(expect.arrayContaining(["open", "closed"]));
    const ko = await as<Data<{ title: string }[]>>(app, "", "GET", "/api/v1/edu/programmes?lang=ko");
    expect(ko.body.data[0]?.title).toMatch(/서울/);
  });
});

describe("drafts", () => {
  it("saves partially, checks formats only, moves the version and refuses a stale one with the current draft", async () => {
    const me = await world.account("travel");
    const programme = await world.programme();
    const created = await as<Data<App>>(app, me.token, "POST", "/api/v1/edu/applications", {
      programme_id: programme.id,
      applicant_name: "Half Done",
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: "draft", version: 1 });
    const bad = await as<{ code: string; field: string }>(
      app,
      me.token,
      "PUT",
      `/api/v1/edu/applications/${created.body.data.id}`,
      {
        version: 1,
        mobile: "010-1234-5678",
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("mobile");
    const saved = await as<Data<App>>(app, me.token, "PUT", `/api/v1/edu/applications/${created.body.data.id}`, {
      version: 1,
      email: "half@example.com",
      passport_number: "m1234567",
    });
    expect(saved.body.data.version).toBe(2);
    expect(saved.body.data.form).toMatchObject({ applicant_name: "Half Done", passport_number: "M1234567" });
    const stale = await as<{ code: string; current: App }>(
      app,
      me.token,
      "PUT",
      `/api/v1/edu/applications/${created.body.data.id}`,
      {
        version: 1,
        motivation: "other device",
      },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("VERSION_CONFLICT");
    expect(stale.body.current.version).toBe(2);
    expect(stale.body.current.form.motivation).toBeNull();
  });

  it("keeps one application per member and programme", async () => {
    const me = await world.account("travel");
    const programme = await world.programme();
    await as(app, me.token, "POST", "/api/v1/edu/applications", { programme_id: programme.id });
    const again = await as<{ code: string }>(app, me.token, "POST", "/api/v1/edu/applications", {
      programme_id: programme.id,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("ALREADY_APPLIED");
  });

  it("stores passport and bank numbers sealed, never in clear", async () => {
    const me = await world.account("travel");
    const programme = await world.programme();
    const draft = await readyDraft(world, me.token, programme.id);
    const [row] = await world.db.db.select().from(eduApplications).where(eq(eduApplications.id, draft.id));
    expect(row?.passportNumberSealed).not.toContain("M12345678");
    expect(row?.bankAccountSealed).not.toContain("456789");
    expect(row?.passportLast4).toBe("5678");
  });
});

describe("submit", () => {
  it("names every missing or wrong field at once", async () => {
    const me = await world.account("travel");
    const programme = await world.programme();
    const created = await as<Data<App>>(app, me.token, "POST", "/api/v1/edu/applications", {
      programme_id: programme.id,
      email: "x@example.com",
    });
    const res = await as<{ code: string; issues: { field: string; message: string }[] }>(
      app,
      me.token,
      "POST",
      `/api/v1/edu/applications/${created.body.data.id}/submit`,
      { version: 1 },
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_ERROR");
    const fields = res.body.issues.map((issue) => issue.field);
    expect(fields).toEqual(
      expect.arrayContaining(["applicant_name", "mobile", "passport_number", "agree_age14", "id_document"]),
    );
    expect(fields).not.toContain("email");
    expect(res.body.issues.find((i) => i.field === "mobile")?.message).toBe(REQUIRED_MESSAGE);
    expect(res.body.issues.find((i) => i.field === "agree_age14")?.message).toBe(EDU_MESSAGES.age14Required);
  });

  it("refuses a passport that expires before the trip's return", async () => {
    const me = await world.account("travel");
    const programme = await world.programme();
    const draft = await readyDraft(world, me.token, programme.id, { passport_expiry: programme.tripEnd });
    const res = await as<{ issues: { field: string; message: string }[] }>(
      app,
      me.token,
      "POST",
      `/api/v1/edu/applications/${draft.id}/submit`,
      { version: draft.version },
    );
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ field: "passport_expiry", message: EDU_MESSAGES.passportExpiryTooSoon }]);
  });

  it("takes a draft only within the window", async () => {
    const me = await world.account("travel");
    const upcoming = await world.programme({ window: "upcoming" });
    const draft = await readyDraft(world, me.token, upcoming.id);
    const early = await as<{ code: string }>(app, me.token, "POST", `/api/v1/edu/applications/${draft.id}/submit`, {
      version: draft.version,
    });
    expect(early.body.code).toBe("WINDOW_UPCOMING");
    const closed = await world.programme({ window: "closed" });
    const late = await as<{ code: string }>(app, me.token, "POST", "/api/v1/edu/applications", {
      programme_id: closed.id,
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("WINDOW_CLOSED");
    // a draft started while open cannot be submitted once the window has closed
    const open = await world.programme();
    const started = await readyDraft(world, me.token, open.id);
    await world.db.db
      .update(eduProgrammes)
      .set({ closesAt: new Date(world.clock.now().getTime() - 1000) })
      .where(eq(eduProgrammes.id, open.id));
    const after = await as<{ code: string }>(app, me.token, "POST", `/api/v1/edu/applications/${started.id}/submit`, {
      version: started.version,
    });
    expect(after.body.code).toBe("WINDOW_CLOSED");
  });

  it("submits, mails the applicant in their language and writes the timeline", async () => {
    const me = await world.account("travel", "ko");
    const programme = await world.programme();
    const done = await submitted(world, me.token, programme.id);
    expect(done.status).toBe("submitted");
    const [mail] = await listOutbox(world.db.db, { to: me.email, limit: 1 });
    expect(mail?.subject).toContain("제출 완료");
    const detail = await as<Data<App>>(app, me.token, "GET", `/api/v1/edu/applications/${done.id}`);
    expect(detail.body.data.timeline).toEqual([
      expect.objectContaining({ from: null, to: "draft" }),
      expect.objectContaining({ from: "draft", to: "submitted", actor: "applicant" }),
    ]);
  });
});

describe("status changes", () => {
  it("allows exactly the operators' changes of the table and refuses the others naming the current status", async () => {
    const programme = await world.programme({ capacity: 100 });
    for (const from of EDU_STATUSES) {
      for (const to of EDU_DECISIONS) {
        const me = await world.account("travel");
        const draft = await readyDraft(world, me.token, programme.id);
        await force(draft.id, from);
        const res = await decide(world, draft.id, to, "Please add more.");
        const allowed = EDU_TRANSITIONS[from].operator.includes(to);
        expect([from, to, res.status]).toEqual([from, to, allowed ? 200 : 409]);
        if (!allowed) {
          expect(res.body.code).toBe("INVALID_TRANSITION");
          expect(res.body.message).toBe(EDU_TRANSITION_MESSAGES[from]);
        }
      }
    }
  }, 120_000);

  it("lets the applicant withdraw only before a decision", async () => {
    const programme = await world.programme();
    for (const from of EDU_STATUSES) {
      const me = await world.account("travel");
      const draft = await readyDraft(world, me.token, programme.id);
      await force(draft.id, from);
      const res = await as<{ code?: string }>(
        app,
        me.token,
        "POST",
        `/api/v1/edu/applications/${draft.id}/withdraw`,
        {},
      );
      expect([from, res.status]).toEqual([from, EDU_TRANSITIONS[from].applicant.includes("withdrawn") ? 200 : 409]);
    }
  });

  it("refuses a rejection without its reason (400 naming the message), and mails the reason with it", async () => {
    const me = await world.account("travel");
    const programme = await world.programme();
    const app1 = await submitted(world, me.token, programme.id);
    const bare = await decide(world, app1.id, "rejected", "   ");
    expect(bare.status).toBe(400);
    expect(JSON.stringify(bare.body)).toContain("message");
    expect(JSON.stringify(bare.body)).toContain("Please write why the application is not accepted.");
    expect((await decide(world, app1.id, "rejected", "The programme is for students under 25.")).status).toBe(200);
  });

  it("asks for more information with a message, lets the applicant edit and resubmit", async () => {
    const me = await world.account("travel");
    const programme = await world.programme();
    const app1 = await submitted(world, me.token, programme.id);
    const noMessage = await decide(world, app1.id, "info_requested");
    expect(noMessage.status).toBe(400);
    expect((await decide(world, app1.id, "info_requested", "Clearer passport scan, please.")).status).toBe(200);
    const mine = await as<Data<App & { latest_message: string; can: { edit: boolean } }>>(
      app,
      me.token,
      "GET",
      `/api/v1/edu/applications/${app1.id}`,
    );
    expect(mine.body.data.latest_message).toBe("Clearer passport scan, please.");
    expect(mine.body.data.can.edit).toBe(true);
    const saved = await as<Data<App>>(app, me.token, "PUT", `/api/v1/edu/applications/${app1.id}`, {
      version: mine.body.data.version,
      motivation: "Updated",
    });
    expect(saved.status).toBe(200);
    const again = await as<Data<App>>(app, me.token, "POST", `/api/v1/edu/applications/${app1.id}/submit`, {
      version: saved.body.data.version,
    });
    expect(again.body.data.status).toBe("submitted");
  });

  it("answers another member's application with 404", async () => {
    const owner = await world.account("travel");
    const other = await world.account("travel");
    const programme = await world.programme();
    const draft = await readyDraft(world, owner.token, programme.id);
    for (const [method, path, payload] of [
      ["GET", `/api/v1/edu/applications/${draft.id}`, undefined],
      ["PUT", `/api/v1/edu/applications/${draft.id}`, { version: draft.version }],
      ["POST", `/api/v1/edu/applications/${draft.id}/submit`, { version: draft.version }],
      ["POST", `/api/v1/edu/applications/${draft.id}/withdraw`, {}],
    ] as const) {
      expect((await as(app, other.token, method, path, payload)).status).toBe(404);
    }
  });
});

describe("operators", () => {
  it("refuses tokens of another area", async () => {
    const member = await world.account("member");
    const travel = await world.account("travel");
    for (const [token, area] of [
      [member.token, "member"],
      [travel.token, "travel"],
      [travel.token, "admin"],
    ] as const) {
      const res = await as(app, token, "GET", "/api/v1/admin/edu/applications", undefined, area);
      expect(res.status).toBe(401);
    }
    const adminAsApplicant = await as(app, admin, "GET", "/api/v1/edu/applications", undefined, "admin");
    expect(adminAsApplicant.status).toBe(401);
  });

  it("masks sensitive values in the list and the CSV, shows them on the detail, and audits reads and changes", async () => {
    const me = await world.account("travel");
    const programme = await world.programme();
    const done = await submitted(world, me.token, programme.id);
    const list = await as<Data<{ id: number; passport_number_masked: string }[]>>(
      app,
      admin,
      "GET",
      `/api/v1/admin/edu/applications?programme_id=${programme.id}`,
      undefined,
      "admin",
    );
    expect(list.body.data[0]?.passport_number_masked).toBe("••••5678");
    expect(JSON.stringify(list.body)).not.toContain("M12345678");
    const csv = await as<string>(
      app,
      admin,
      "GET",
      `/api/v1/admin/edu/applications.csv?programme_id=${programme.id}`,
      undefined,
      "admin",
    );
    expect(csv.status).toBe(200);
    expect(csv.body).not.toContain("M12345678");
    expect(csv.body).not.toContain("110-123-456789");
    expect(csv.body).toContain("••••6789");
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    await decide(world, done.id, "under_review");
    const detail = await as<Data<{ form: Record<string, unknown>; audit: { action: string; detail: string }[] }>>(
      app,
      admin,
      "GET",
      `/api/v1/admin/edu/applications/${done.id}`,
      undefined,
      "admin",
    );
    expect(detail.body.data.form.passport_number).toBe("M12345678");
    expect(detail.body.data.audit.map((a) => a.action)).toEqual(["read", "decision", "export"]);
    expect(detail.body.data.audit[1]?.detail).toBe("submitted -> under_review");
  });

  it("keeps internal notes from the applicant", async () => {
    const me = await world.account("travel");
    const programme = await world.programme();
    const done = await submitted(world, me.token, programme.id);
    const note = await as(
      app,
      admin,
      "POST",
      `/api/v1/admin/edu/applications/${done.id}/notes`,
      { body: "Secret note" },
      "admin",
    );
    expect(note.status).toBe(201);
    const mine = await as(app, me.token, "GET", `/api/v1/edu/applications/${done.id}`);
    expect(JSON.stringify(mine.body)).not.toContain("Secret note");
  });

  it("decides in bulk with a result per id", async () => {
    const programme = await world.programme();
    const one = await submitted(world, (await world.account("travel")).token, programme.id);
    const two = await readyDraft(world, (await world.account("travel")).token, programme.id);
    const res = await as<Data<{ id: number; ok: boolean; code: string | null }[]> & { meta: { succeeded: number } }>(
      app,
      admin,
      "POST",
      "/api/v1/admin/edu/applications/decisions",
      { ids: [one.id, two.id, 999_999], status: "approved", message: "" },
      "admin",
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ id: one.id, ok: true }),
      expect.objectContaining({ id: two.id, ok: false, code: "INVALID_TRANSITION" }),
      expect.objectContaining({ id: 999_999, ok: false, code: "NOT_FOUND" }),
    ]);
    expect(res.body.meta.succeeded).toBe(1);
  });

  it("never approves beyond the capacity in a burst", async () => {
    const programme = await world.programme({ capacity: 3 });
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1)
      ids.push((await submitted(world, (await world.account("travel")).token, programme.id)).id);
    const answers = await Promise.all(ids.map((id) => decide(world, id, "approved")));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.body.code === "CAPACITY_FULL")).toHaveLength(5);
    const seats = await as<Data<{ seats_left: number }>>(app, "", "GET", `/api/v1/edu/programmes/${programme.id}`);
    expect(seats.body.data.seats_left).toBe(0);
  });

  it("summarises counts and lists travel-area members", async () => {
    const summary = await as<Data<{ by_status: Record<string, number>; reports: Record<string, number> }>>(
      app,
      admin,
      "GET",
      "/api/v1/admin/edu/summary",
      undefined,
      "admin",
    );
    expect(summary.body.data.reports.due).toBeGreaterThan(0);
    expect(summary.body.data.reports.overdue).toBeGreaterThan(0);
    expect(summary.body.data.reports.submitted).toBeGreaterThan(0);
    for (const status of EDU_STATUSES) expect(summary.body.data.by_status[status]).toBeGreaterThan(0);
    const members = await as<Data<{ email: string }[]>>(
      app,
      admin,
      "GET",
      "/api/v1/admin/edu/members?q=edu.kim",
      undefined,
      "admin",
    );
    expect(members.body.data.map((m) => m.email)).toEqual(["edu.kim@demo.test"]);
  });
});

describe("after approval", () => {
  it("edits pre-departure details until the deadline and takes the report once after the trip", async () => {
    const me = await world.account("travel");
    const programme = await world.programme({ tripInDays: 20 });
    const done = await submitted(world, me.token, programme.id);
    await decide(world, done.id, "approved");
    const mine = await as<Data<App>>(app, me.token, "GET", `/api/v1/edu/applications/${done.id}`);
    const details = {
      version: mine.body.data.version,
      departure_airport: "JFK",
      departure_at: "2030-01-01T10:00:00+09:00",
      arrival_airport: "ICN",
      arrival_at: "2030-01-02T10:00:00+09:00",
      visa_status: "granted",
    };
    const saved = await as<Data<App>>(
      app,
      me.token,
      "PUT",
      `/api/v1/edu/applications/${done.id}/pre-departure`,
      details,
    );
    expect(saved.status).toBe(200);
    const early = new FormData();
    early.append("text", "Too early");
    const tooEarly = await world.app.request(`/api/v1/edu/applications/${done.id}/report`, {
      method: "POST",
      headers: { authorization: `Bearer ${me.token}`, "x-auth-area": "travel" },
      body: early,
    });
    expect(tooEarly.status).toBe(409);
    // the trip is over and the details deadline passed
    await world.db.db
      .update(eduProgrammes)
      .set({ tripStart: "2020-01-01", tripEnd: "2020-01-08", detailsDeadline: "2019-12-20" })
      .where(eq(eduProgrammes.id, programme.id));
    const late = await as<{ code: string }>(app, me.token, "PUT", `/api/v1/edu/applications/${done.id}/pre-departure`, {
      ...details,
      version: saved.body.data.version,
    });
    expect(late.body.code).toBe("DETAILS_CLOSED");
    const report = () => {
      const form = new FormData();
      form.append("text", "We learned a lot.");
      form.append("files", new Blob([Buffer.from("%PDF-1.4\n%%EOF\n")]), "report.pdf");
      return world.app.request(`/api/v1/edu/applications/${done.id}/report`, {
        method: "POST",
        headers: { authorization: `Bearer ${me.token}`, "x-auth-area": "travel" },
        body: form,
      });
    };
    const first = await report();
    expect(first.status).toBe(201);
    const second = await report();
    expect(second.status).toBe(409);
  });

  it("refuses an identity document that is not what it claims", async () => {
    const me = await world.account("travel");
    const programme = await world.programme();
    const created = await as<Data<App>>(app, me.token, "POST", "/api/v1/edu/applications", {
      programme_id: programme.id,
    });
    const form = new FormData();
    form.append("file", new Blob(["MZ not a pdf"], { type: "application/pdf" }), "passport.pdf");
    const res = await world.app.request(`/api/v1/edu/applications/${created.body.data.id}/id-document`, {
      method: "POST",
      headers: { authorization: `Bearer ${me.token}`, "x-auth-area": "travel" },
      body: form,
    });
    expect(res.status).toBe(400);
  });
});

describe("report reminders", () => {
  it("mails a week before and on the due day, once each", async () => {
    const me = await world.account("travel");
    const programme = await world.programme({ tripInDays: 5 });
    const done = await submitted(world, me.token, programme.id);
    await decide(world, done.id, "approved");
    const sent: string[] = [];
    const edu: EduContext = {
      db: world.db.db,
      now: world.clock.now,
      mail: {
        kind: "outbox",
        send: (message) => {
          if (message.to === me.email) sent.push(message.subject);
          return Promise.resolve();
        },
      },
      fieldKey: () => Promise.resolve(new Uint8Array(32)),
      logger: createLogger("silent"),
    };
    const base = world.clock.now().getTime();
    const day = (n: number) => new Date(base + n * 86_400_000);
    // due 35 days from now (trip ends on day 12, report 30 days after the start + 5): week before from day 28
    for (const n of [20, 28, 29, 34, 35, 35, 36]) await runReportReminders(edu, day(n), "http://localhost");
    expect(sent).toHaveLength(2);
    expect(sent[0]).toContain("in a week");
    expect(sent[1]).toContain("today");
  });
});

describe("files and mails", () => {
  it("serves the identity document to its owner and operators only, and audits the operators' download", async () => {
    const me = await world.account("travel");
    const other = await world.account("travel");
    const programme = await world.programme();
    const draft = await readyDraft(world, me.token, programme.id);
    const mine = await as<Data<{ id_document: { id: number; url: string } }>>(
      app,
      me.token,
      "GET",
      `/api/v1/edu/applications/${draft.id}`,
    );
    const file = mine.body.data.id_document;
    const own = await world.app.request(file.url, {
      headers: { authorization: `Bearer ${me.token}`, "x-auth-area": "travel" },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    const theirs = await world.app.request(file.url, {
      headers: { authorization: `Bearer ${other.token}`, "x-auth-area": "travel" },
    });
    expect(theirs.status).toBe(404);
    const operator = await world.app.request(`/api/v1/admin/edu/applications/${draft.id}/files/${file.id}`, {
      headers: { authorization: `Bearer ${admin}`, "x-auth-area": "admin" },
    });
    expect(operator.status).toBe(200);
    const detail = await as<Data<{ audit: { action: string; detail: string }[] }>>(
      app,
      admin,
      "GET",
      `/api/v1/admin/edu/applications/${draft.id}`,
      undefined,
      "admin",
    );
    expect(detail.body.data.audit.map((entry) => entry.action)).toEqual(["read", "file_read"]);
  });

  it("mails an operator's decision in English with the message, and keeps pre-departure details closed before approval", async () => {
    const me = await world.account("travel", "en");
    const programme = await world.programme();
    const done = await submitted(world, me.token, programme.id);
    await decide(world, done.id, "waitlisted", "A seat may open soon.");
    const [mail] = await listOutbox(world.db.db, { to: me.email, limit: 1 });
    expect(mail?.subject).toContain("waiting list");
    expect(mail?.text).toContain("A seat may open soon.");
    expect(mail?.text).toContain(`/seouledutravel/myapplication/detail/${done.id}`);
    const early = await as<{ code: string }>(
      app,
      me.token,
      "PUT",
      `/api/v1/edu/applications/${done.id}/pre-departure`,
      {
        version: 9,
        departure_airport: "JFK",
        departure_at: "2030-01-01T10:00:00+09:00",
        arrival_airport: "ICN",
        arrival_at: "2030-01-02T10:00:00+09:00",
        visa_status: "granted",
      },
    );
    expect(early.body.code).toBe("DETAILS_NOT_OPEN");
  });

  it("answers a stale submit with the current application", async () => {
    const me = await world.account("travel");
    const programme = await world.programme();
    const draft = await readyDraft(world, me.token, programme.id);
    // another device saved in between
    await as(app, me.token, "PUT", `/api/v1/edu/applications/${draft.id}`, {
      version: draft.version,
      motivation: "New",
    });
    const res = await as<{ code: string; current: App }>(
      app,
      me.token,
      "POST",
      `/api/v1/edu/applications/${draft.id}/submit`,
      {
        version: draft.version,
      },
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("VERSION_CONFLICT");
    expect(res.body.current).toMatchObject({ status: "draft", version: draft.version + 1 });
  });
});

describe("the demo data", () => {
  it("has applications in every status and the demo applicants sign in to the travel area", async () => {
    const rows = await world.db.db.select({ status: eduApplications.status }).from(eduApplications);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(EDU_STATUSES));
    const signin = await world.app.request("/api/v1/auth/signin", {
      method: "POST",
      headers: { "content-type": "application/json", "x-auth-area": "travel" },
      body: JSON.stringify({ email: "edu.lee@demo.test", password: "Demo1234" }),
    });
    expect(signin.status).toBe(200);
    const { data } = (await signin.json()) as { data: { accessToken: string } };
    const mine = await as<Data<{ status: string; report: string | null; passport_number_masked: string }[]>>(
      app,
      data.accessToken,
      "GET",
      "/api/v1/edu/applications",
    );
    expect(mine.body.data.map((a) => a.status).sort()).toEqual(["approved", "submitted"]);
    expect(mine.body.data.find((a) => a.status === "approved")?.report).toBe("due");
    const detail = await as<Data<{ form: { passport_number: string } }>>(
      app,
      data.accessToken,
      "GET",
      `/api/v1/edu/applications/${(mine.body.data[0] as unknown as { id: number }).id}`,
    );
    expect(detail.body.data.form.passport_number).toMatch(/^M\d{8}$/);
  });
});
