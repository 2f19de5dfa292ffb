import { consoleHandlers } from "@blocks/console";
import { apiError, never, ok, paged, unauthorized } from "@blocks/mock-api";
import type { AdminRole } from "@contracts/auth-area";
import {
  ADMIN_REFUNDS_PATH,
  type AdminRefund,
  MarkRefundReturnedBodySchema,
  REFUND_MESSAGES,
} from "@contracts/refunds";
import { delay, http } from "msw";
import { refundsFixture } from "./fixtures";

const RETURNED = `${ADMIN_REFUNDS_PATH}/:id/returned`;

export type RefundsAdminApiOptions = {
  refunds?: readonly AdminRefund[];
  /** Ids another operator marks just before this one does (409 ALREADY_RETURNED, their mark kept). */
  returnedElsewhere?: readonly number[];
  /** The mark never answers: the dialog stays busy. */
  markWaits?: boolean;
  /** The signed-in operator's role (the shop's console has clerks and viewers, who return no money). */
  role?: AdminRole;
};

/**
 * The operators' refunds API as the server answers it, remembering every mark: the list by state, newest first and
 * paged; a mark once (400 naming the field, 409 ALREADY_RETURNED after).
 */
export function refundsAdminApi(options: RefundsAdminApiOptions = {}) {
  let refunds = (options.refunds ?? refundsFixture).map((row) => structuredClone(row));
  const elsewhere = new Set(options.returnedElsewhere ?? []);
  const writes = { marks: [] as { id: number; body: unknown }[] };
  const find = (id: number) => refunds.find((row) => row.id === id);
  const markIt = (id: number, note: string | null, name: string) => {
    refunds = refunds.map((row) =>
      row.id === id ? { ...row, returned_at: "2026-05-15T12:00:00+09:00", returned_by: { id: 2, name }, note } : row,
    );
    return find(id);
  };
  return {
    writes,
    handlers: [
      ...consoleHandlers({ role: options.role }),
      http.get(ADMIN_REFUNDS_PATH, ({ request }) => {
        const url = new URL(request.url);
        const state = url.searchParams.get("state") ?? "owed";
        const rows = refunds
          .filter((row) => state === "all" || (state === "owed") === (row.returned_at === null))
          .sort((a, b) => b.created_at.localeCompare(a.created_at));
        return paged(rows, url);
      }),
      http.post(RETURNED, async ({ params, request }) => {
        const id = Number(params.id);
        const body: unknown = await request.json();
        writes.marks.push({ id, body });
        await delay(20);
        if (options.markWaits) return never();
        const row = find(id);
        if (!row) return apiError(404, "NOT_FOUND", REFUND_MESSAGES.notFound);
        const parsed = MarkRefundReturnedBodySchema.safeParse(body);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          return apiError(400, "VALIDATION_ERROR", `note: ${issue?.message ?? ""}`, {
            field: "note",
            issues: [{ field: "note", message: issue?.message ?? "" }],
          });
        }
        if (elsewhere.has(id)) {
          elsewhere.delete(id);
          markIt(id, "Sent this morning", "Another Operator");
          return apiError(409, "ALREADY_RETURNED", REFUND_MESSAGES.alreadyReturned);
        }
        if (row.returned_at) return apiError(409, "ALREADY_RETURNED", REFUND_MESSAGES.alreadyReturned);
        return ok(markIt(id, parsed.data.note === "" ? null : parsed.data.note, "Demo Operator"));
      }),
    ],
  };
}

/** No refund yet. */
export const emptyAdminApi = () => refundsAdminApi({ refunds: [] });
/** The list waiting forever: the loading state. */
export const loadingHandlers = [http.get(ADMIN_REFUNDS_PATH, never)];
/** The list failing: the server is down for a moment. */
export const errorHandlers = [
  http.get(ADMIN_REFUNDS_PATH, () =>
    apiError(503, "SERVICE_UNAVAILABLE", "The service is being updated. Try again in a minute."),
  ),
];
/** Every call answering 401: the session ended elsewhere. */
export const unauthorizedHandlers = [
  http.get(ADMIN_REFUNDS_PATH, () => unauthorized()),
  http.post(RETURNED, () => unauthorized()),
];
/** Every call answering 403: a scan-only staff account (a partner venue's). */
export const forbiddenHandlers = [
  http.get(ADMIN_REFUNDS_PATH, () => apiError(403, "FORBIDDEN", "This account may not do this.")),
];
