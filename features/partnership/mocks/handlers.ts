import { apiError, never, ok, paged, unauthorized } from "@blocks/mock-api";
import {
  ADMIN_PARTNERSHIPS_PATH,
  PARTNERSHIP_FIELD_MESSAGES,
  PARTNERSHIP_MESSAGES,
  PARTNERSHIPS_PATH,
  type PartnershipApplication,
  PartnershipApplyBodySchema,
  PartnershipDecisionBodySchema,
} from "@contracts/partnerships";
import { delay, http } from "msw";
import { applicationsFixture, receiptFixture } from "./fixtures";

const ONE = `${ADMIN_PARTNERSHIPS_PATH}/:id`;
const DECISION = `${ADMIN_PARTNERSHIPS_PATH}/:id/decision`;

/** How the mocked application answers: received, refused on its fields, limited (429), down (503), or never. */
export type ApplyOutcome = "received" | "fieldErrors" | "limited" | "down" | "waiting";

/** The public application door, remembering what was sent. */
export function applyApi(outcome: ApplyOutcome = "received") {
  const sent: unknown[] = [];
  return {
    sent,
    handlers: [
      http.post(PARTNERSHIPS_PATH, async ({ request }) => {
        const body: unknown = await request.json();
        sent.push(body);
        await delay(20);
        if (outcome === "waiting") return never();
        if (outcome === "limited")
          return apiError(429, "PARTNERSHIP_APPLICATIONS_LIMITED", PARTNERSHIP_MESSAGES.tooMany);
        if (outcome === "down") return apiError(503, "SERVICE_UNAVAILABLE", "The service is being updated.");
        if (outcome === "fieldErrors")
          return apiError(400, "VALIDATION_ERROR", `email: ${PARTNERSHIP_FIELD_MESSAGES.emailFormat}`, {
            field: "email",
            issues: [
              { field: "email", message: PARTNERSHIP_FIELD_MESSAGES.emailFormat },
              { field: "benefit.percent", message: PARTNERSHIP_MESSAGES.percentInvalid },
            ],
          });
        const parsed = PartnershipApplyBodySchema.safeParse(body);
        if (!parsed.success) return apiError(400, "VALIDATION_ERROR", parsed.error.issues[0]?.message ?? "");
        return ok({ ...receiptFixture, venue_name: parsed.data.venue_name_en, email: parsed.data.email }, {}, 201);
      }),
    ],
  };
}

export type PartnershipAdminApiOptions = {
  applications?: readonly PartnershipApplication[];
  /** Ids another operator decides just before this one does (409 ALREADY_DECIDED, their decision kept). */
  decidedElsewhere?: readonly number[];
};

/**
 * The operators' partnership API as the server answers it, remembering every decision: the list by status, newest
 * first and paged; one application; a decision once (400 naming the field, 409 ALREADY_DECIDED after).
 */
export function partnershipAdminApi(options: PartnershipAdminApiOptions = {}) {
  let applications = (options.applications ?? applicationsFixture).map((row) => structuredClone(row));
  const elsewhere = new Set(options.decidedElsewhere ?? []);
  const writes = { decisions: [] as { id: number; body: unknown }[] };
  const find = (id: number) => applications.find((row) => row.id === id);
  const settleIt = (id: number, status: "approved" | "declined", note: string, name: string) => {
    applications = applications.map((row) =>
      row.id === id
        ? {
            ...row,
            status,
            decision_note: note,
            decided_at: "2026-05-15T10:00:00+09:00",
            decided_by: { id: 2, name },
          }
        : row,
    );
    return find(id);
  };
  return {
    writes,
    handlers: [
      http.get(ADMIN_PARTNERSHIPS_PATH, ({ request }) => {
        const url = new URL(request.url);
        const status = url.searchParams.get("status");
        const rows = applications
          .filter((row) => !status || row.status === status)
          .sort((a, b) => b.created_at.localeCompare(a.created_at));
        return paged(rows, url);
      }),
      http.get(ONE, ({ params }) => {
        const row = find(Number(params.id));
        return row ? ok(row) : apiError(404, "NOT_FOUND", PARTNERSHIP_MESSAGES.notFound);
      }),
      http.post(DECISION, async ({ params, request }) => {
        const id = Number(params.id);
        const body: unknown = await request.json();
        writes.decisions.push({ id, body });
        await delay(20);
        const row = find(id);
        if (!row) return apiError(404, "NOT_FOUND", PARTNERSHIP_MESSAGES.notFound);
        const parsed = PartnershipDecisionBodySchema.safeParse(body);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const field = String(issue?.path[0] ?? "body");
          return apiError(400, "VALIDATION_ERROR", `${field}: ${issue?.message ?? ""}`, {
            field,
            issues: [{ field, message: issue?.message ?? "" }],
          });
        }
        if (elsewhere.has(id)) {
          elsewhere.delete(id);
          settleIt(id, "declined", "We already wrote to them: the venue closes in June.", "Another Operator");
          return apiError(409, "ALREADY_DECIDED", PARTNERSHIP_MESSAGES.alreadyDecided);
        }
        if (row.status !== "submitted") return apiError(409, "ALREADY_DECIDED", PARTNERSHIP_MESSAGES.alreadyDecided);
        return ok(settleIt(id, parsed.data.decision, parsed.data.note, "Demo Operator"));
      }),
    ],
  };
}

const reads = [ADMIN_PARTNERSHIPS_PATH, ONE];
/** No application yet. */
export const emptyAdminApi = () => partnershipAdminApi({ applications: [] });
/** Every read waiting forever: the loading state. */
export const loadingHandlers = reads.map((path) => http.get(path, never));
/** Every read failing: the server is down for a moment. */
export const errorHandlers = reads.map((path) =>
  http.get(path, () => apiError(503, "SERVICE_UNAVAILABLE", "The service is being updated. Try again in a minute.")),
);
/** Every operator call answering 401: the session ended elsewhere. */
export const unauthorizedHandlers = [
  ...reads.map((path) => http.get(path, () => unauthorized())),
  http.post(DECISION, () => unauthorized()),
];
/** Every operator call answering 403: a scan-only staff account (a partner venue's). */
export const forbiddenHandlers = reads.map((path) =>
  http.get(path, () => apiError(403, "FORBIDDEN", "This account may not do this.")),
);
