import { EDU_APPLICATION_CSV_COLUMNS, EDU_REPORT_CSV_COLUMNS } from "@contracts/applications";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../../platform/http/logger";
import { forTheFile } from "../../../platform/test/helpers";
import type { EduContext } from "../context";
import { runReportReminders } from "../reminders";
import { as, eduWorld } from "./edu-fixtures";

/** The operators' lists and exports on the seeded demo data (docs/adr/0025). */
const world = await forTheFile(eduWorld());
const { app, admin } = world;

type Row = { id: number; status: string; email: string | null; report: string | null; programme: { year: number } };
type Page = { data: Row[]; meta: { page: number; per_page: number; total: number; total_pages: number } };

const adminGet = <T>(path: string) => as<T>(app, admin, "GET", path, undefined, "admin");

describe("the operators' lists", () => {
  it("filters by status, programme year, name or e-mail, and pages", async () => {
    const all = await adminGet<Page>("/api/v1/admin/edu/applications?per_page=5");
    expect(all.body.meta).toMatchObject({ page: 1, per_page: 5, total: 12, total_pages: 3 });
    expect(all.body.data).toHaveLength(5);
    const last = await adminGet<Page>("/api/v1/admin/edu/applications?per_page=5&page=3");
    expect(last.body.data).toHaveLength(2);
    const waitlisted = await adminGet<Page>("/api/v1/admin/edu/applications?status=waitlisted");
    expect(waitlisted.body.data.map((row) => row.email)).toEqual(["edu.yoon@demo.test"]);
    const year = all.body.data[0]?.programme.year ?? 0;
    const ofYear = await adminGet<Page>(`/api/v1/admin/edu/applications?year=${year}&per_page=100`);
    expect(ofYear.body.data.every((row) => row.programme.year === year)).toBe(true);
    const byName = await adminGet<Page>("/api/v1/admin/edu/applications?q=PARK");
    expect(new Set(byName.body.data.map((row) => row.email))).toEqual(new Set(["edu.park@demo.test"]));
    const overdue = await adminGet<Page>("/api/v1/admin/edu/applications?report=overdue");
    expect(overdue.body.data.map((row) => row.email)).toEqual(["edu.choi@demo.test"]);
  });

  it("lists reports with their derived state and exports them", async () => {
    const reports = await adminGet<Page>("/api/v1/admin/edu/reports?per_page=100");
    const states = reports.body.data.map((row) => row.report).sort();
    expect(states).toEqual(["due", "not_due", "overdue", "submitted", "submitted"]);
    const csv = await adminGet<string>("/api/v1/admin/edu/reports.csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe(EDU_REPORT_CSV_COLUMNS.join(","));
    expect(lines).toHaveLength(6);
    const apps = await adminGet<string>("/api/v1/admin/edu/applications.csv?status=approved");
    expect(apps.body.startsWith(`${EDU_APPLICATION_CSV_COLUMNS.join(",")}\r\n`)).toBe(true);
    // the bytes start with the BOM, so spreadsheets read Korean (text() drops it)
    const raw = await world.app.request("/api/v1/admin/edu/applications.csv", {
      headers: { authorization: `Bearer ${admin}`, "x-auth-area": "admin" },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(raw.headers.get("content-disposition")).toBe('attachment; filename="edu-applications.csv"');
    expect(apps.body).toMatch(/••••\d{4}/);
    expect(apps.body).not.toMatch(/M\d{8}/);
  });

  it("shows a travel member with their applications, and no one of another area", async () => {
    const list = await adminGet<{ data: { id: number; email: string; applications: number }[] }>(
      "/api/v1/admin/edu/members?q=edu.lee",
    );
    const lee = list.body.data[0];
    expect(lee).toMatchObject({ email: "edu.lee@demo.test", applications: 2 });
    const detail = await adminGet<{ data: { application_list: Row[] } }>(`/api/v1/admin/edu/members/${lee?.id ?? 0}`);
    expect(detail.body.data.application_list).toHaveLength(2);
    const member = await world.account("member");
    expect((await adminGet(`/api/v1/admin/edu/members/${member.id}`)).status).toBe(404);
  });
});

describe("report reminders on the demo data", () => {
  it("remind the applicant whose report is due within the week, never one who has sent it, once", async () => {
    const to: string[] = [];
    const edu: EduContext = {
      db: world.db.db,
      now: world.clock.now,
      mail: {
        kind: "outbox",
        send: (message) => {
          to.push(message.to);
          return Promise.resolve();
        },
      },
      fieldKey: () => Promise.resolve(new Uint8Array(32)),
      logger: createLogger("silent"),
    };
    const first = await runReportReminders(edu, world.clock.now(), "http://localhost");
    const again = await runReportReminders(edu, world.clock.now(), "http://localhost");
    // the second group's report is due in six days: edu.lee (approved, no report) only; edu.park sent theirs
    expect(first).toEqual({ week_before: 1, due_today: 0 });
    expect(again).toEqual({ week_before: 0, due_today: 0 });
    expect(to).toEqual(["edu.lee@demo.test"]);
  });
});
