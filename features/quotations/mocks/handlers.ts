import { apiError, never, ok, paged, unauthorized } from "@blocks/mock-api";
import { bookingFieldHandlers } from "@blocks/booking";
import { QUOTATION_MESSAGES, type Quotation, type RespondQuotationBody } from "@contracts/quotations";
import { delay, http } from "msw";
import { QUOTATIONS_PATH } from "../api/paths";
import { allQuotations, revisedQuotation } from "./fixtures";

/**
 * What the accept form reads besides the quotation: who is signed in (for "same as the member"), the codes and
 * the payment methods on offer.
 */
export const formSupportHandlers = bookingFieldHandlers;

/**
 * One quotation answered as the server answers: an older revision is refused, an answer moves the status (an
 * acceptance makes reservation 640). `revisedOnFirstAnswer` plays the operator revising it just before the first
 * answer arrives. Every body is remembered.
 */
export function quotationApi(initial: Quotation, options: { revisedOnFirstAnswer?: boolean } = {}) {
  let current = { ...initial };
  let revisePending = options.revisedOnFirstAnswer ?? false;
  const bodies: RespondQuotationBody[] = [];
  return {
    bodies,
    handlers: [
      ...formSupportHandlers,
      http.get(`${QUOTATIONS_PATH}/:id`, () => ok(current)),
      http.post(`${QUOTATIONS_PATH}/:id/respond`, async ({ request }) => {
        const body = (await request.json()) as RespondQuotationBody;
        bodies.push(body);
        await delay(100);
        if (revisePending) {
          revisePending = false;
          current = { ...revisedQuotation, id: current.id };
        }
        if (body.revision !== current.revision) return apiError(409, "QUOTATION_REVISED", QUOTATION_MESSAGES.revised);
        if (!current.can_respond)
          return apiError(409, "QUOTATION_ALREADY_ANSWERED", QUOTATION_MESSAGES.alreadyAnswered);
        const status =
          body.action === "accept" ? "accepted" : body.action === "decline" ? "declined" : "changes_requested";
        current = {
          ...current,
          status,
          display_status: status,
          can_respond: false,
          member_comment: "comment" in body ? (body.comment ?? "") : "",
          responded_at: "2026-05-15T10:00:00+09:00",
          reservation_id: body.action === "accept" ? 640 : null,
        };
        return ok(current);
      }),
    ],
  };
}

export const detailHandlers = {
  notFound: http.get(`${QUOTATIONS_PATH}/:id`, () => apiError(404, "QUOTATION_NOT_FOUND", QUOTATION_MESSAGES.notFound)),
  loading: http.get(`${QUOTATIONS_PATH}/:id`, never),
};

export const listHandlers = {
  success: http.get(QUOTATIONS_PATH, ({ request }) => {
    return paged(allQuotations, new URL(request.url));
  }),
  empty: http.get(QUOTATIONS_PATH, () => ok([], { page: 1, per_page: 10, total: 0, total_pages: 0 })),
  error: http.get(QUOTATIONS_PATH, () => apiError(500, "INTERNAL_ERROR", "The quotation desk is closed for a minute.")),
  unauthorized: http.get(QUOTATIONS_PATH, unauthorized),
  loading: http.get(QUOTATIONS_PATH, never),
};
