import { apiError, never, ok, paged, unauthorized } from "@blocks/mock-api";
import {
  EDU_APPLICATION_CSV_COLUMNS,
  EDU_MESSAGES,
  EDU_PROGRAMME_MESSAGES,
  EDU_STATUSES,
  EDU_TRANSITION_MESSAGES,
  EduProgrammeBodySchema,
  canMove,
  type EduAdminApplication,
  type EduAdminProgramme,
  type EduBulkResult,
  type EduDecision,
  type EduMember,
  type EduNote,
} from "@contracts/applications";
import { HttpResponse, delay, http } from "msw";
import {
  ADMIN_PROGRAMMES_PATH,
  APPLICATIONS_CSV_PATH,
  APPLICATIONS_PATH,
  BULK_DECISIONS_PATH,
  MEMBERS_PATH,
  PROGRAMMES_PATH,
  REPORTS_CSV_PATH,
  REPORTS_PATH,
  SUMMARY_PATH,
} from "../api/paths";
import {
  OPERATOR_NAME,
  adminProgrammesFixture,
  applicationsFixture,
  membersFixture,
  programmesFixture,
  summaryFixture,
  summaryOf,
} from "./fixtures";

type DecisionBody = { status: EduDecision; message?: string };

export type EduAdminApiOptions = {
  applications?: readonly EduAdminApplication[];
  members?: readonly EduMember[];
  /** Ids whose decisions the server refuses as if another operator had just decided them (409). */
  decidedElsewhere?: readonly number[];
  /** The programmes as operators edit them (default: the three fixture ones). */
  programmes?: readonly EduAdminProgramme[];
};

const windowOf = (opensAt: string, closesAt: string) => {
  const now = Date.now();
  if (now < Date.parse(opensAt)) return "upcoming" as const;
  return now < Date.parse(closesAt) ? ("open" as const) : ("closed" as const);
};

/** A body the contract refuses, answered as the server's validator does (400, one issue per field). */
function invalidBody(body: unknown) {
  const parsed = EduProgrammeBodySchema.safeParse(body);
  if (parsed.success) return { data: parsed.data };
  const issues = parsed.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
  const first = issues[0] ?? { field: "body", message: "is invalid" };
  return {
    response: apiError(400, "VALIDATION_ERROR", `${first.field}: ${first.message}`, { field: first.field, issues }),
  };
}

const noApplications = () =>
  Object.fromEntries(EDU_STATUSES.map((status) => [status, 0])) as EduAdminProgramme["applications"];

const fieldConflict = (code: string, field: string, message: string) =>
  apiError(409, code, message, { field, issues: [{ field, message }] });

function matches(application: EduAdminApplication, url: URL, reports: boolean): boolean {
  const q = url.searchParams;
  if (reports && application.report === null) return false;
  const status = q.get("status");
  if (status && application.status !== status) return false;
  const programme = q.get("programme_id");
  if (programme && application.programme.id !== Number(programme)) return false;
  const year = q.get("year");
  if (year && application.programme.year !== Number(year)) return false;
  const report = q.get("report");
  if (report && application.report !== report) return false;
  const words = q.get("q")?.toLowerCase();
  if (words && !`${application.applicant_name ?? ""} ${application.email ?? ""}`.toLowerCase().includes(words))
    return false;
  return true;
}

/**
 * The operators' API as the server answers it, remembering every write: decisions under the contract's table (409
 * INVALID_TRANSITION naming the current status; a message is required to ask for more information), notes, bulk
 * decisions with a result per id, the lists with their filters and paging, the CSV exports, the members.
 */
export function eduAdminApi(options: EduAdminApiOptions = {}) {
  let applications = (options.applications ?? applicationsFixture).map((a) => structuredClone(a));
  const members = options.members ?? membersFixture;
  const elsewhere = new Set(options.decidedElsewhere ?? []);
  let programmes = (options.programmes ?? adminProgrammesFixture(applications)).map((p) => structuredClone(p));
  let nextProgramme = 100;
  let nextNote = 50;
  const writes = {
    decisions: [] as { id: number; status: EduDecision; message: string }[],
    notes: [] as { id: number; body: string }[],
    bulk: [] as { ids: number[]; status: EduDecision; message: string }[],
    programmes: [] as { id: number | null; body: unknown }[],
  };

  /** A programme write as the server takes it: the contract, a code in use (any case), the seats taken. */
  async function saveProgramme(id: number | null, request: Request) {
    const raw: unknown = await request.json();
    writes.programmes.push({ id, body: raw });
    await delay(20);
    const current = id === null ? undefined : programmes.find((p) => p.id === id);
    if (id !== null && !current) return apiError(404, "NOT_FOUND", EDU_MESSAGES.programmeNotFound);
    const { data, response } = invalidBody(raw);
    if (!data) return response;
    if (programmes.some((p) => p.id !== id && p.code.toLowerCase() === data.code)) {
      return fieldConflict("CODE_TAKEN", "code", EDU_PROGRAMME_MESSAGES.codeTaken);
    }
    if (current && data.capacity < current.seated) {
      return fieldConflict("CAPACITY_BELOW_SEATED", "capacity", EDU_PROGRAMME_MESSAGES.capacityBelowSeated);
    }
    const saved: EduAdminProgramme = {
      ...data,
      id: current?.id ?? nextProgramme++,
      window: windowOf(data.opens_at, data.closes_at),
      applications: current?.applications ?? noApplications(),
      seated: current?.seated ?? 0,
      seats_left: Math.max(0, data.capacity - (current?.seated ?? 0)),
      updated_at: new Date().toISOString(),
    };
    programmes = current ? programmes.map((p) => (p.id === saved.id ? saved : p)) : [saved, ...programmes];
    return ok(saved, {}, current ? 200 : 201);
  }

  const find = (id: number) => applications.find((a) => a.id === id);

  /** One decision as the server takes it: the table, the message rule, then the write with its timeline entry. */
  function decideOne(id: number, body: DecisionBody): EduBulkResult & { application?: EduAdminApplication } {
    const application = find(id);
    const message = (body.message ?? "").trim();
    if (!application) return { id, ok: false, status: null, code: "NOT_FOUND", message: EDU_MESSAGES.notFound };
    if (elsewhere.has(id) || !canMove(application.status, body.status, "operator")) {
      const now = elsewhere.has(id) ? "approved" : application.status;
      return { id, ok: false, status: null, code: "INVALID_TRANSITION", message: EDU_TRANSITION_MESSAGES[now] };
    }
    const at = new Date().toISOString();
    const updated: EduAdminApplication = {
      ...application,
      status: body.status,
      version: application.version + 1,
      updated_at: at,
      decided_at: at,
      latest_message: message,
      timeline: [
        ...application.timeline,
        { at, from: application.status, to: body.status, actor: "operator", message },
      ],
      audit: [
        {
          at,
          operator_id: 1,
          operator: OPERATOR_NAME,
          action: "decision",
          detail: `${application.status} -> ${body.status}`,
        },
        ...application.audit,
      ],
      next: [],
    };
    updated.next = [...nextOf(updated)];
    applications = applications.map((a) => (a.id === id ? updated : a));
    return { id, ok: true, status: body.status, code: null, message: null, application: updated };
  }

  const nextOf = (application: EduAdminApplication) =>
    (["under_review", "info_requested", "approved", "rejected", "waitlisted", "completed"] as const).filter((to) =>
      canMove(application.status, to, "operator"),
    );

  const csv = (columns: readonly string[], rows: readonly EduAdminApplication[]) =>
    new HttpResponse(
      `\uFEFF${[columns.join(","), ...rows.map((a) => [a.id, a.programme.title, a.status, a.applicant_name ?? ""].join(","))].join("\r\n")}\r\n`,
      { headers: { "Content-Type": "text/csv; charset=utf-8" } },
    );

  return {
    writes,
    current: () => applications,
    programmes: () => programmes,
    handlers: [
      http.get(ADMIN_PROGRAMMES_PATH, () => ok(programmes)),
      http.get(`${ADMIN_PROGRAMMES_PATH}/:id`, ({ params }) => {
        const programme = programmes.find((p) => p.id === Number(params.id));
        return programme ? ok(programme) : apiError(404, "NOT_FOUND", EDU_MESSAGES.programmeNotFound);
      }),
      http.post(ADMIN_PROGRAMMES_PATH, ({ request }) => saveProgramme(null, request)),
      http.put(`${ADMIN_PROGRAMMES_PATH}/:id`, ({ params, request }) => saveProgramme(Number(params.id), request)),
      http.get(SUMMARY_PATH, () => ok(summaryFixture(applications))),
      http.get(PROGRAMMES_PATH, () => ok(programmesFixture)),
      http.get(APPLICATIONS_CSV_PATH, ({ request }) =>
        csv(
          EDU_APPLICATION_CSV_COLUMNS,
          applications.filter((a) => matches(a, new URL(request.url), false)),
        ),
      ),
      http.get(REPORTS_CSV_PATH, ({ request }) =>
        csv(
          ["id", "programme", "status", "applicant_name"],
          applications.filter((a) => matches(a, new URL(request.url), true)),
        ),
      ),
      http.get(APPLICATIONS_PATH, ({ request }) => {
        const url = new URL(request.url);
        return paged(applications.filter((a) => matches(a, url, false)).map(summaryOf), url);
      }),
      http.get(REPORTS_PATH, ({ request }) => {
        const url = new URL(request.url);
        return paged(applications.filter((a) => matches(a, url, true)).map(summaryOf), url);
      }),
      http.post(BULK_DECISIONS_PATH, async ({ request }) => {
        const body = (await request.json()) as DecisionBody & { ids: number[] };
        const message = (body.message ?? "").trim();
        writes.bulk.push({ ids: body.ids, status: body.status, message });
        await delay(20);
        if (body.status === "info_requested" && message === "") {
          return apiError(400, "VALIDATION_ERROR", EDU_MESSAGES.infoMessageRequired, { field: "message" });
        }
        const results = [...new Set(body.ids)].map((id) => {
          const { id: decided, ok: done, status, code, message: refusal } = decideOne(id, body);
          return { id: decided, ok: done, status, code, message: refusal };
        });
        const succeeded = results.filter((r) => r.ok).length;
        return ok(results, { succeeded, failed: results.length - succeeded });
      }),
      http.get(`${APPLICATIONS_PATH}/:id`, ({ params }) => {
        const application = find(Number(params.id));
        return application ? ok(application) : apiError(404, "NOT_FOUND", EDU_MESSAGES.notFound);
      }),
      http.post(`${APPLICATIONS_PATH}/:id/decision`, async ({ params, request }) => {
        const id = Number(params.id);
        const body = (await request.json()) as DecisionBody;
        const message = (body.message ?? "").trim();
        writes.decisions.push({ id, status: body.status, message });
        await delay(20);
        if (body.status === "info_requested" && message === "") {
          return apiError(400, "VALIDATION_ERROR", EDU_MESSAGES.infoMessageRequired, { field: "message" });
        }
        const result = decideOne(id, body);
        if (result.application) return ok(result.application);
        return apiError(result.code === "NOT_FOUND" ? 404 : 409, result.code ?? "CONFLICT", result.message ?? "");
      }),
      http.post(`${APPLICATIONS_PATH}/:id/notes`, async ({ params, request }) => {
        const id = Number(params.id);
        const { body } = (await request.json()) as { body: string };
        writes.notes.push({ id, body });
        const application = find(id);
        if (!application) return apiError(404, "NOT_FOUND", EDU_MESSAGES.notFound);
        const note: EduNote = {
          id: nextNote++,
          author: OPERATOR_NAME,
          body: body.trim(),
          created_at: new Date().toISOString(),
        };
        applications = applications.map((a) => (a.id === id ? { ...a, notes: [...a.notes, note] } : a));
        return ok(note, {}, 201);
      }),
      http.get(
        `${APPLICATIONS_PATH}/:id/files/:fileId`,
        () =>
          new HttpResponse(new Blob(["%PDF-1.7 story"], { type: "application/pdf" }), {
            headers: { "Content-Type": "application/pdf" },
          }),
      ),
      http.get(MEMBERS_PATH, ({ request }) => {
        const url = new URL(request.url);
        const words = url.searchParams.get("q")?.toLowerCase() ?? "";
        return paged(
          members.filter((m) => `${m.name} ${m.email}`.toLowerCase().includes(words)),
          url,
        );
      }),
      http.get(`${MEMBERS_PATH}/:id`, ({ params }) => {
        const member = members.find((m) => m.id === Number(params.id));
        if (!member) return apiError(404, "NOT_FOUND", EDU_MESSAGES.memberNotFound);
        return ok({
          ...member,
          application_list: applications.filter((a) => a.email === member.email).map(summaryOf),
        });
      }),
    ],
  };
}

const every = [
  SUMMARY_PATH,
  APPLICATIONS_PATH,
  REPORTS_PATH,
  MEMBERS_PATH,
  `${APPLICATIONS_PATH}/:id`,
  `${MEMBERS_PATH}/:id`,
  ADMIN_PROGRAMMES_PATH,
  `${ADMIN_PROGRAMMES_PATH}/:id`,
];

// the programmes are public: the filters still get their choices
const programmes = http.get(PROGRAMMES_PATH, () => ok(programmesFixture));

/** Every operator read answering 401: the session ended elsewhere. */
export const unauthorizedHandlers = [programmes, ...every.map((path) => http.get(path, () => unauthorized()))];
/** Every operator read waiting forever: the loading state. */
export const loadingHandlers = [programmes, ...every.map((path) => http.get(path, never))];
/** Every operator read failing: the server is down for a moment. */
export const errorHandlers = [
  programmes,
  ...every.map((path) =>
    http.get(path, () => apiError(503, "UNAVAILABLE", "The service is being updated. Try again in a minute.")),
  ),
];
/** Nothing yet: no application, no member, no programme. */
export const emptyApi = () => eduAdminApi({ applications: [], members: [], programmes: [] });
