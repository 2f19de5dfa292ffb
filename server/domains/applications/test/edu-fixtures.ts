import { addDays, shopToday } from "@contracts/shop-calendar";
import { issueSession } from "../../auth/signin";
import { accounts } from "../../auth/tables";
import { DEMO_PASSWORD } from "../../../platform/db/seed-data";
import {
  authApp,
  body,
  call,
  roleFor,
  signIn,
  testClock,
  worldAuthContext,
  type TestClock,
} from "../../../platform/test/auth-fixtures";
import { seededTestDb, createTestDb, type TestDb } from "../../../platform/test/db";
import { eduProgrammes } from "../tables";

export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

export type EduWorld = Awaited<ReturnType<typeof eduWorld>>;

let count = 0;

/** A seeded database, an app on a test clock, the seeded operator's token, fresh applicants and programmes. */
export async function eduWorld(options: { seeded?: boolean } = {}) {
  const db: TestDb = options.seeded === false ? await createTestDb() : await seededTestDb();
  const clock: TestClock = testClock(new Date());
  const app = authApp(db.db, { clock });
  const auth = worldAuthContext(db.db, clock);
  const admin = (await signIn(app, "admin@demo.test", DEMO_PASSWORD, { area: "admin" })).token;

  const account = async (area: "travel" | "member" | "admin", lang: "en" | "ko" = "en") => {
    count += 1;
    const email = `edu-${area}-${process.pid}-${count}@test.example`;
    const [row] = await db.db
      .insert(accounts)
      .values({ area, email, loginId: email, name: `Applicant ${count}`, lang, role: roleFor(area) })
      .returning({ id: accounts.id, area: accounts.area });
    if (!row) throw new Error("account insert failed");
    const issued = await issueSession(auth, row);
    return { id: row.id, email, token: issued.accessToken };
  };

  /** A programme relative to the clock: open by default, its trip in 60 days. */
  const programme = async (
    spec: { window?: "upcoming" | "open" | "closed"; capacity?: number; tripInDays?: number } = {},
  ) => {
    const now = clock.now();
    const today = shopToday(now);
    const day = 86_400_000;
    const window = spec.window ?? "open";
    const opensAt = new Date(now.getTime() + (window === "upcoming" ? 5 : -5) * day);
    const closesAt = new Date(now.getTime() + (window === "closed" ? -1 : 10) * day);
    const trip = spec.tripInDays ?? 60;
    count += 1;
    const [row] = await db.db
      .insert(eduProgrammes)
      .values({
        code: `TEST-${process.pid}-${count}`,
        year: Number(today.slice(0, 4)),
        titleEn: "Test programme",
        titleKo: "시험 프로그램",
        summaryEn: "Summary",
        summaryKo: "요약",
        destinationEn: "Seoul",
        destinationKo: "서울",
        tripStart: addDays(today, trip),
        tripEnd: addDays(today, trip + 7),
        opensAt: window === "closed" ? new Date(closesAt.getTime() - 10 * day) : opensAt,
        closesAt,
        capacity: spec.capacity ?? 10,
        detailsDeadline: addDays(today, trip - 10),
        reportDue: addDays(today, trip + 30),
      })
      .returning();
    if (!row) throw new Error("programme insert failed");
    return row;
  };

  return { db, clock, app, admin, account, programme };
}

/** A complete, valid form for a programme whose trip ends within two years. */
export const fullForm = (overrides: Record<string, unknown> = {}) => ({
  applicant_name: "Jane Doe",
  email: "jane@example.com",
  mobile: "821012345678",
  birth_date: "2008-03-14",
  nationality: "us",
  passport_number: "M12345678",
  passport_expiry: "2036-01-01",
  dietary_restriction: '=HYPERLINK("x")',
  departure_airport: "lax",
  departure_at: "2030-01-01T10:00:00+09:00",
  arrival_airport: "ICN",
  arrival_at: "2030-01-02T10:00:00+09:00",
  visa_status: "not_required",
  bank_name: "Shinhan",
  bank_account_holder: "Jane Doe",
  bank_account_number: "110-123-456789",
  motivation: "I want to learn.",
  agree_terms: true,
  agree_privacy: true,
  agree_third_party: true,
  agree_age14: true,
  ...overrides,
});

type App = EduWorld["app"];

export async function as<T = { data: Record<string, unknown> }>(
  app: App,
  token: string,
  method: string,
  path: string,
  payload?: unknown,
  area = "travel",
) {
  const res = await call(app, method, path, { token, area, body: payload });
  const text = await res.text();
  const parsed = (text && res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text) as T;
  return { status: res.status, body: parsed };
}

/** A draft with every field and an identity document, ready to submit. */
export async function readyDraft(world: EduWorld, token: string, programmeId: number, overrides = {}) {
  const created = await as<{ data: { id: number; version: number } }>(
    world.app,
    token,
    "POST",
    "/api/v1/edu/applications",
    {
      programme_id: programmeId,
      ...fullForm(overrides),
    },
  );
  if (created.status !== 201) throw new Error(`draft: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.data.id;
  const form = new FormData();
  form.append("file", new Blob([PDF], { type: "application/pdf" }), "passport.pdf");
  const res = await call(world.app, "POST", `/api/v1/edu/applications/${id}/id-document`, {
    token,
    area: "travel",
    body: form,
  });
  if (res.status !== 200) throw new Error(`id document: ${res.status} ${await res.text()}`);
  const { data } = await body<{ data: { id: number; version: number } }>(res);
  return data;
}

export async function submitted(world: EduWorld, token: string, programmeId: number) {
  const draft = await readyDraft(world, token, programmeId);
  const res = await as<{ data: { id: number; version: number; status: string } }>(
    world.app,
    token,
    "POST",
    `/api/v1/edu/applications/${draft.id}/submit`,
    { version: draft.version },
  );
  if (res.status !== 200) throw new Error(`submit: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export const decide = (world: EduWorld, id: number, status: string, message = "") =>
  as<{ data: { status: string }; code?: string; message?: string }>(
    world.app,
    world.admin,
    "POST",
    `/api/v1/admin/edu/applications/${id}/decision`,
    { status, message },
    "admin",
  );
