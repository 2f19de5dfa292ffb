import { apiError, never, ok, unauthorized } from "@blocks/mock-api";
import {
  type AdminEdition,
  type AdminSession,
  EditionBodySchema,
  MICE_EDITOR_MESSAGES,
  SessionBodySchema,
} from "@contracts/mice";
import { delay, http } from "msw";
import type { z } from "zod";
import { ADMIN_EDITION_PATH, ADMIN_SESSION_PATTERN, ADMIN_SESSIONS_PATH } from "../api/edition-paths";
import { editionFixture, sessionsFixture } from "./edition-fixtures";

export type EditorApiOptions = {
  edition?: AdminEdition;
  sessions?: readonly AdminSession[];
  /**
   * The edition's days as another operator just set them: the server holds sessions to these, while the pages
   * still show the ones they read (`edition`'s).
   */
  serverDays?: { first_day: string; last_day: string };
};

/** A refused body as the server words it: 400 VALIDATION_ERROR, every issue naming its field. */
const invalid = (error: z.ZodError) => {
  const issues = error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
  const first = issues[0] ?? { field: "body", message: "is invalid" };
  return apiError(400, "VALIDATION_ERROR", `${first.field}: ${first.message}`, { field: first.field, issues });
};

const refusedOn = (status: number, code: string, field: string, message: string) =>
  apiError(status, code, message, { field, issues: [{ field, message }] });

function daysOf(edition: Pick<AdminEdition, "first_day" | "last_day">): string[] {
  const days: string[] = [];
  for (let day = edition.first_day; day <= edition.last_day;) {
    days.push(day);
    const next = new Date(`${day}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    day = next.toISOString().slice(0, 10);
  }
  return days;
}

const inOrder = (a: AdminSession, b: AdminSession) =>
  a.day.localeCompare(b.day) || a.starts_at.localeCompare(b.starts_at) || a.sort - b.sort || a.id - b.id;

/**
 * The editor's API as the server answers it, remembering every write: the edition (read, replaced with the
 * contract's rules, 409 SESSIONS_OUTSIDE_DAYS for days that leave a session out) and the programme (list with the
 * edition's days, add, change, delete; 422 DAY_OUTSIDE_EDITION for another day, 404 for a session not there).
 */
export function editorApi(options: EditorApiOptions = {}) {
  let edition = structuredClone(options.edition ?? editionFixture);
  let sessions = (options.sessions ?? sessionsFixture).map((session) => structuredClone(session));
  let nextId = 100;
  const writes = {
    edition: [] as unknown[],
    created: [] as unknown[],
    updated: [] as { id: number; body: unknown }[],
    deleted: [] as number[],
  };
  const holds = (day: string) => {
    const days = options.serverDays ?? edition;
    return day >= days.first_day && day <= days.last_day;
  };
  const sessionRefusal = (body: unknown) => {
    const parsed = SessionBodySchema.safeParse(body);
    if (!parsed.success) return { refusal: invalid(parsed.error) };
    if (!holds(parsed.data.day)) {
      return {
        refusal: refusedOn(422, "DAY_OUTSIDE_EDITION", "day", MICE_EDITOR_MESSAGES.dayOutsideEdition),
      };
    }
    return { body: parsed.data };
  };

  return {
    writes,
    handlers: [
      http.get(ADMIN_EDITION_PATH, () => ok(edition)),
      http.put(ADMIN_EDITION_PATH, async ({ request }) => {
        const body: unknown = await request.json();
        writes.edition.push(body);
        await delay(20);
        const parsed = EditionBodySchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error);
        const { first_day, last_day } = parsed.data;
        if (sessions.some((session) => session.day < first_day)) {
          return refusedOn(409, "SESSIONS_OUTSIDE_DAYS", "first_day", MICE_EDITOR_MESSAGES.sessionsOutsideDays);
        }
        if (sessions.some((session) => session.day > last_day)) {
          return refusedOn(409, "SESSIONS_OUTSIDE_DAYS", "last_day", MICE_EDITOR_MESSAGES.sessionsOutsideDays);
        }
        edition = { ...edition, ...parsed.data };
        return ok(edition);
      }),
      http.get(ADMIN_SESSIONS_PATH, () =>
        ok([...sessions].sort(inOrder), { time_zone: "Asia/Seoul", days: daysOf(edition) }),
      ),
      http.post(ADMIN_SESSIONS_PATH, async ({ request }) => {
        const raw: unknown = await request.json();
        writes.created.push(raw);
        await delay(20);
        const { refusal, body } = sessionRefusal(raw);
        if (refusal) return refusal;
        const session: AdminSession = { id: nextId++, ...body };
        sessions = [...sessions, session];
        return ok(session, {}, 201);
      }),
      http.put(ADMIN_SESSION_PATTERN, async ({ params, request }) => {
        const id = Number(params.id);
        const raw: unknown = await request.json();
        writes.updated.push({ id, body: raw });
        await delay(20);
        const { refusal, body } = sessionRefusal(raw);
        if (refusal) return refusal;
        if (!sessions.some((session) => session.id === id)) {
          return apiError(404, "NOT_FOUND", MICE_EDITOR_MESSAGES.sessionNotFound);
        }
        const session: AdminSession = { id, ...body };
        sessions = sessions.map((one) => (one.id === id ? session : one));
        return ok(session);
      }),
      http.delete(ADMIN_SESSION_PATTERN, async ({ params }) => {
        const id = Number(params.id);
        writes.deleted.push(id);
        await delay(20);
        if (!sessions.some((session) => session.id === id)) {
          return apiError(404, "NOT_FOUND", MICE_EDITOR_MESSAGES.sessionNotFound);
        }
        sessions = sessions.filter((session) => session.id !== id);
        return ok({ id });
      }),
    ],
  };
}

/** Every read waiting forever: the loading state. */
export const editorLoadingHandlers = [http.get(ADMIN_EDITION_PATH, never), http.get(ADMIN_SESSIONS_PATH, never)];
/** Every read failing: the server is down for a moment. */
export const editorErrorHandlers = [ADMIN_EDITION_PATH, ADMIN_SESSIONS_PATH].map((path) =>
  http.get(path, () => apiError(503, "UNAVAILABLE", "The service is being updated. Try again in a minute.")),
);
/** The session ended elsewhere: every call of the editor answers 401. */
export const editorUnauthorizedHandlers = [ADMIN_EDITION_PATH, ADMIN_SESSIONS_PATH, ADMIN_SESSION_PATTERN].flatMap(
  (path) => [
    http.get(path, unauthorized),
    http.put(path, unauthorized),
    http.post(path, unauthorized),
    http.delete(path, unauthorized),
  ],
);
