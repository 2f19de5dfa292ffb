import { auditEntryFixture, auditHandlers, consoleHandlers } from "@blocks/console";
import { apiError, never, ok, paged, unauthorized } from "@blocks/mock-api";
import type { AdminRole } from "@contracts/auth-area";
import { type AdminQuotation, QUOTATION_MESSAGES, WriteQuotationBodySchema } from "@contracts/quotations";
import { delay, http, HttpResponse } from "msw";
import { ADMIN_QUOTATIONS_PATH, PRODUCTS_PATH } from "../api/paths";
import { optionsFixture, productsFixture, quotationsFixture } from "./fixtures";

export type QuotationsAdminApiOptions = {
  role?: AdminRole;
  quotations?: readonly AdminQuotation[];
  /** The write never answers: the editor stays busy. */
  writeWaits?: boolean;
  /** The member e-mail the server does not know (404 on member_email). */
  unknownEmail?: string;
  /** Every write (issue, revise, withdraw) refused with this answer: the server's own checks, a conflict, an outage. */
  writeRefusal?: () => Response;
  /** The shop's products cannot be read (the lines' product choice). */
  productsDown?: boolean;
};

/** The server's refusals a quotation's write may meet, as it answers them (English, with their code and field). */
export const refusals = {
  /** Its own check beyond the contract: a field and no `issues`. */
  validUntilPast: () =>
    apiError(400, "VALIDATION_ERROR", "The last day to accept must be today or later.", { field: "valid_until" }),
  /** A date rule shared with reservations, on its field. */
  sameDay: () => apiError(400, "SAME_DAY", "Same-day reservations are not available.", { field: "departure_date" }),
  /** The contract's check on the server, zod's own words in `issues`. */
  quantityTooBig: () =>
    apiError(400, "VALIDATION_ERROR", "items.0.quantity: Too big: expected number to be <=99", {
      field: "items.0.quantity",
      issues: [{ field: "items.0.quantity", message: "Too big: expected number to be <=99" }],
    }),
  /** The member accepted it a moment before. */
  alreadyAnswered: () => apiError(409, "QUOTATION_ALREADY_ANSWERED", QUOTATION_MESSAGES.alreadyAnswered),
  /** A 409 of a code the page does not know. */
  unknownConflict: () => apiError(409, "SOMETHING_NEW", "Something else happened first."),
  /** The role was taken away meanwhile. */
  forbidden: () => apiError(403, "FORBIDDEN", "You do not have access to this."),
  down: () => apiError(503, "SERVICE_UNAVAILABLE", "The service is being updated. Try again in a minute."),
  crashed: () => apiError(500, "INTERNAL_ERROR", "An internal error occurred. Please try again later."),
  /** The server never answers: the connection failed. */
  network: () => HttpResponse.error(),
};

/**
 * The console's quotations API as the server answers it, remembering every write: the list by status, newest first
 * and paged; one quotation; issue (201), revise (version + 1, 409 once withdrawn or accepted) and withdraw. The
 * products and their options for the lines; every audit trail answers two entries.
 */
export function quotationsAdminApi(options: QuotationsAdminApiOptions = {}) {
  let quotations = (options.quotations ?? quotationsFixture).map((row) => structuredClone(row));
  const find = (id: number) => quotations.find((row) => row.id === id);
  const save = (row: AdminQuotation) => {
    quotations = [row, ...quotations.filter((each) => each.id !== row.id)];
    return row;
  };
  const closed = (row: AdminQuotation) =>
    row.status === "withdrawn"
      ? apiError(409, "QUOTATION_WITHDRAWN", QUOTATION_MESSAGES.withdrawn)
      : row.status === "accepted"
        ? apiError(409, "QUOTATION_ALREADY_ANSWERED", QUOTATION_MESSAGES.alreadyAnswered)
        : null;
  const written = (body: unknown, base: AdminQuotation) => {
    const parsed = WriteQuotationBodySchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? "");
      return { error: apiError(400, "VALIDATION_ERROR", `${field}: ${issue?.message ?? ""}`, { field }) };
    }
    const data = parsed.data;
    if (data.member_email === options.unknownEmail) {
      return {
        error: apiError(404, "QUOTATION_MEMBER_NOT_FOUND", QUOTATION_MESSAGES.memberNotFound, {
          field: "member_email",
        }),
      };
    }
    const subtotal = data.items.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
    return {
      row: {
        ...base,
        ...data,
        items: data.items.map((line) => {
          const productId = Number(
            Object.entries(optionsFixture).find(([, list]) => list.some((o) => o.id === line.product_option_id))?.[0],
          );
          const found = optionsFixture[productId]?.find((o) => o.id === line.product_option_id);
          return {
            product_id: productId,
            product_name: productsFixture.find((p) => p.id === productId)?.name ?? "",
            product_option_id: line.product_option_id,
            option_name: found?.name ?? "",
            option_start_date: found?.option_start_date ?? "2026-06-01",
            option_end_date: found?.option_end_date ?? "2026-06-30",
            quantity: line.quantity,
            unit_price: line.unit_price,
          };
        }),
        subtotal,
        total: subtotal,
        luggage_fee: 0,
      } satisfies AdminQuotation,
    };
  };
  return {
    handlers: [
      ...consoleHandlers({ role: options.role ?? "operator" }),
      auditHandlers.entries([
        auditEntryFixture({
          subject: "quotation",
          subject_id: "61",
          action: "issued",
          actor: { id: 8, name: "Clara Clerk", role: "clerk" },
        }),
        auditEntryFixture({
          id: 2,
          subject: "quotation",
          subject_id: "61",
          action: "revised",
          at: "2026-11-21T01:30:00Z",
          detail: { revision: { from: 1, to: 2 }, total: { from: 251.2, to: 241.2 }, items: { from: [], to: [] } },
        }),
      ]),
      http.get(PRODUCTS_PATH, () => (options.productsDown ? refusals.down() : ok(productsFixture))),
      http.get(`${PRODUCTS_PATH}/:id`, ({ params }) => {
        const id = Number(params.id);
        const product = productsFixture.find((p) => p.id === id);
        if (!product) return apiError(404, "NOT_FOUND", "This product was not found.");
        return ok({
          ...product,
          images: [],
          description: "",
          location: "",
          min_date: "2026-06-01",
          max_date: "2026-06-30",
          unavailable_dates: [],
          options: optionsFixture[id] ?? [],
        });
      }),
      http.get(ADMIN_QUOTATIONS_PATH, ({ request }) => {
        const url = new URL(request.url);
        const status = url.searchParams.get("status") ?? "all";
        return paged(
          quotations.filter((row) => status === "all" || row.status === status),
          url,
        );
      }),
      http.get(`${ADMIN_QUOTATIONS_PATH}/:id`, ({ params }) => {
        const row = find(Number(params.id));
        return row ? ok(row) : apiError(404, "QUOTATION_NOT_FOUND", QUOTATION_MESSAGES.notFound);
      }),
      http.post(ADMIN_QUOTATIONS_PATH, async ({ request }) => {
        const body: unknown = await request.json();
        await delay(20);
        if (options.writeWaits) return never();
        if (options.writeRefusal) return options.writeRefusal();
        const id = Math.max(0, ...quotations.map((row) => row.id)) + 1;
        const result = written(body, {
          ...(quotationsFixture[2] as AdminQuotation),
          id,
          quotation_number: `Q-20260515-00${id}`,
          member_name: "Kim Minji",
        });
        if (result.error) return result.error;
        return ok(save({ ...result.row, member_email: result.row.member_email }), {}, 201);
      }),
      http.put(`${ADMIN_QUOTATIONS_PATH}/:id`, async ({ params, request }) => {
        const body: unknown = await request.json();
        await delay(20);
        if (options.writeWaits) return never();
        if (options.writeRefusal) return options.writeRefusal();
        const row = find(Number(params.id));
        if (!row) return apiError(404, "QUOTATION_NOT_FOUND", QUOTATION_MESSAGES.notFound);
        const refused = closed(row);
        if (refused) return refused;
        const result = written(body, row);
        if (result.error) return result.error;
        return ok(
          save({
            ...result.row,
            revision: row.revision + 1,
            status: "sent",
            display_status: "sent",
            can_respond: true,
            member_comment: "",
            responded_at: null,
          }),
        );
      }),
      http.post(`${ADMIN_QUOTATIONS_PATH}/:id/withdraw`, async ({ params }) => {
        await delay(20);
        if (options.writeRefusal) return options.writeRefusal();
        const row = find(Number(params.id));
        if (!row) return apiError(404, "QUOTATION_NOT_FOUND", QUOTATION_MESSAGES.notFound);
        const refused = closed(row);
        if (refused) return refused;
        return ok(save({ ...row, status: "withdrawn", display_status: "withdrawn", can_respond: false }));
      }),
    ],
  };
}

export const emptyQuotationsApi = () => quotationsAdminApi({ quotations: [] });
export const loadingHandlers = [
  ...consoleHandlers(),
  http.get(ADMIN_QUOTATIONS_PATH, never),
  http.get(`${ADMIN_QUOTATIONS_PATH}/:id`, never),
];
const down = () => apiError(503, "SERVICE_UNAVAILABLE", "The service is being updated. Try again in a minute.");
export const errorHandlers = [
  ...consoleHandlers(),
  http.get(ADMIN_QUOTATIONS_PATH, down),
  http.get(`${ADMIN_QUOTATIONS_PATH}/:id`, down),
];
export const unauthorizedHandlers = [
  http.get("/api/v1/admin/me", () => unauthorized()),
  http.get(ADMIN_QUOTATIONS_PATH, () => unauthorized()),
  http.get(`${ADMIN_QUOTATIONS_PATH}/:id`, () => unauthorized()),
];
/** A scan-only staff account (a gate's): `/admin/me` names its role, the list answers 403. */
export const forbiddenHandlers = [
  ...consoleHandlers({ role: "gate" }),
  http.get(ADMIN_QUOTATIONS_PATH, () => apiError(403, "FORBIDDEN", "This account may not do this.")),
];
