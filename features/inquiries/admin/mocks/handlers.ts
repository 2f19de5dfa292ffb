import { auditEntryFixture, auditHandlers, consoleHandlers } from "@blocks/console";
import type { AdminRole } from "@contracts/auth-area";
import { apiError, never, ok, paged, unauthorized } from "@blocks/mock-api";
import { REQUIRED_MESSAGE } from "@contracts/fields";
import { type AdminInquiry, INQUIRY_MESSAGES } from "@contracts/inquiries";
import { delay, http } from "msw";
import { ADMIN_INQUIRIES_PATH } from "../api/paths";
import { questionsFixture } from "./fixtures";

const QUESTION = `${ADMIN_INQUIRIES_PATH}/:id`;
const REPLY = `${ADMIN_INQUIRIES_PATH}/:id/reply`;

export type InquiriesAdminApiOptions = {
  questions?: readonly AdminInquiry[];
  /** Ids another operator answers just before this one does (409 ALREADY_REPLIED, their answer kept). */
  answeredElsewhere?: readonly number[];
  /** The signed-in operator's role (the shop's console has read-only viewers). */
  role?: AdminRole;
};

/**
 * The operators' inquiries API as the server answers it, remembering every reply: the list by site and status,
 * newest first and paged; one question; a reply once (400 naming `reply` when empty, 409 ALREADY_REPLIED after).
 */
export function inquiriesAdminApi(options: InquiriesAdminApiOptions = {}) {
  let questions = (options.questions ?? questionsFixture).map((question) => structuredClone(question));
  const elsewhere = new Set(options.answeredElsewhere ?? []);
  const writes = { replies: [] as { id: number; reply: string }[] };
  const find = (id: number) => questions.find((question) => question.id === id);
  const answer = (id: number, reply: string) => {
    const at = new Date().toISOString();
    questions = questions.map((question) =>
      question.id === id ? { ...question, status: "replied", reply, replied_at: at } : question,
    );
    return find(id);
  };

  return {
    writes,
    handlers: [
      ...consoleHandlers({ role: options.role }),
      // the answered question's trail: who answered it
      auditHandlers.entries([auditEntryFixture({ subject: "inquiry", subject_id: "504", action: "answered" })]),
      http.get(ADMIN_INQUIRIES_PATH, ({ request }) => {
        const url = new URL(request.url);
        const site = url.searchParams.get("site");
        const status = url.searchParams.get("status") ?? "all";
        const rows = questions
          .filter((question) => !site || question.site === site)
          .filter((question) => status === "all" || question.status === status)
          .sort((a, b) => b.created_at.localeCompare(a.created_at));
        return paged(rows, url);
      }),
      http.get(QUESTION, ({ params }) => {
        const question = find(Number(params.id));
        return question ? ok(question) : apiError(404, "NOT_FOUND", INQUIRY_MESSAGES.notFound);
      }),
      http.post(REPLY, async ({ params, request }) => {
        const id = Number(params.id);
        const { reply } = (await request.json()) as { reply?: string };
        writes.replies.push({ id, reply: reply ?? "" });
        await delay(20);
        const question = find(id);
        if (!question) return apiError(404, "NOT_FOUND", INQUIRY_MESSAGES.notFound);
        if (!reply?.trim()) return apiError(400, "VALIDATION_ERROR", REQUIRED_MESSAGE, { field: "reply" });
        if (elsewhere.has(id)) {
          elsewhere.delete(id);
          answer(id, "We answered you by e-mail this morning: yes, one teacher per school travels free.");
          return apiError(409, "ALREADY_REPLIED", INQUIRY_MESSAGES.alreadyReplied);
        }
        if (question.status === "replied") return apiError(409, "ALREADY_REPLIED", INQUIRY_MESSAGES.alreadyReplied);
        return ok(answer(id, reply.trim()));
      }),
      http.get(
        "/api/v1/attachments/:id",
        () => new Response(new Blob(["%PDF-1.7 story"], { type: "application/pdf" })),
      ),
    ],
  };
}

const every = [ADMIN_INQUIRIES_PATH, QUESTION];
/** No question yet. */
export const emptyApi = () => inquiriesAdminApi({ questions: [] });
/** Every read waiting forever: the loading state. */
export const loadingHandlers = every.map((path) => http.get(path, never));
/** Every read failing: the server is down for a moment. */
export const errorHandlers = every.map((path) =>
  http.get(path, () => apiError(503, "UNAVAILABLE", "The service is being updated. Try again in a minute.")),
);
/** Every operator call answering 401: the session ended elsewhere. */
export const unauthorizedHandlers = [
  ...every.map((path) => http.get(path, () => unauthorized())),
  http.post(REPLY, () => unauthorized()),
];
