import { consoleHandlers } from "@blocks/console";
import { apiError, never, ok, paged, unauthorized } from "@blocks/mock-api";
import { ADMIN_AUDIT_PATH, type AuditEntry } from "@contracts/audit";
import type { AdminRole } from "@contracts/auth-area";
import { PAYMENT_MESSAGES } from "@contracts/payments";
import { ADMIN_PRODUCTS_PATH, type AdminProductSummary, PRODUCTS_ADMIN_MESSAGES } from "@contracts/products-admin";
import {
  ADMIN_RESERVATIONS_CSV_COLUMNS,
  ADMIN_RESERVATIONS_CSV_PATH,
  type AdminReservation,
  RESERVATION_MESSAGES,
  RefuseCancelBodySchema,
  type ReservationStatus,
} from "@contracts/reservations";
import { delay, http } from "msw";
import { ADMIN_RESERVATIONS_PATH } from "../api/paths";
import { listRow, productsFixture, reservationsFixture } from "./fixtures";

const ONE = `${ADMIN_RESERVATIONS_PATH}/:id`;
const PRODUCT = `${ADMIN_PRODUCTS_PATH}/:id`;
const ACTION = `${ADMIN_RESERVATIONS_PATH}/:id/:action`;
const GROUPS: Record<string, ReservationStatus[]> = {
  pending: ["waiting", "pending"],
  confirmed: ["requested", "confirmed"],
};
const NOW = "2026-11-20T10:00:00Z";

export type ReservationsAdminApiOptions = {
  reservations?: readonly AdminReservation[];
  /** The signed-in operator's role (`GET /admin/me`). */
  role?: AdminRole;
  /** Ids another operator decides on just before this one does (409, their decision kept). */
  decidedElsewhere?: readonly number[];
  /** The payment service is down: approvals and refunds answer 503, nothing changes. */
  providerDown?: boolean;
  /** Every decision never answers: the dialog stays busy. */
  decisionWaits?: boolean;
  /** The server refuses every reason with this message (400 naming `reason`). */
  reasonRefused?: string;
  /** The shop's products (the list's product picker); the fixture's by default. */
  products?: readonly AdminProductSummary[];
  /** Products the list leaves out but that answer on their own (a shop with more than the picker reads). */
  unlistedProducts?: readonly AdminProductSummary[];
  /** The products list never answers (`waits`), fails every time (`fails`) or only the first time (`failsOnce`). */
  productsAnswer?: "waits" | "fails" | "failsOnce";
};

const matches = (reservation: AdminReservation, url: URL) => {
  const get = (name: string) => url.searchParams.get(name);
  const status = get("status") ?? "all";
  if (status !== "all" && !(GROUPS[status] ?? [status]).includes(reservation.status)) return false;
  const method = get("payment_method");
  if (method && reservation.payment_method !== method) return false;
  const product = get("product_id");
  if (product && !reservation.items.some((item) => String(item.product_id) === product)) return false;
  const from = get("departure_from");
  if (from && reservation.departure_date < from) return false;
  const to = get("departure_to");
  if (to && reservation.departure_date > to) return false;
  const q = get("q")?.toLowerCase();
  if (q) {
    const words = [
      reservation.reservation_number,
      reservation.representative_name,
      reservation.member?.name ?? "",
      reservation.member?.email ?? reservation.guest_email ?? "",
    ];
    if (!words.some((word) => word.toLowerCase().includes(q))) return false;
  }
  return true;
};

/**
 * The console's reservations API as the server answers it, remembering every decision: the list with its filters
 * (paged, newest first), its CSV, one reservation, the four decisions (400 naming the reason, 409 when the status
 * no longer allows it), the audit trail they write, and the operator's role.
 */
export function reservationsAdminApi(options: ReservationsAdminApiOptions = {}) {
  let reservations = (options.reservations ?? reservationsFixture).map((row) => structuredClone(row));
  const elsewhere = new Set(options.decidedElsewhere ?? []);
  const audit: AuditEntry[] = [];
  const writes = { decisions: [] as { id: number; action: string; body: unknown }[] };
  const find = (id: number) => reservations.find((row) => row.id === id);
  const change = (id: number, next: Partial<AdminReservation>, action: string, reason?: string) => {
    const before = find(id);
    if (!before) return undefined;
    const status = next.status ?? before.status;
    const updated: AdminReservation = {
      ...before,
      ...next,
      history:
        status === before.status
          ? before.history
          : [
              ...before.history,
              {
                id: before.history.length + 100,
                from_status: before.status,
                to_status: status,
                at: NOW,
                actor: { id: 7, name: "Kim Operator" },
              },
            ],
    };
    reservations = reservations.map((row) => (row.id === id ? updated : row));
    audit.push({
      id: audit.length + 1,
      at: NOW,
      actor: { id: 7, name: "Kim Operator", role: options.role ?? "operator" },
      subject: "reservation",
      subject_id: String(id),
      action,
      detail: reason ? { reason } : {},
    });
    return updated;
  };
  const refund = (row: AdminReservation): Partial<AdminReservation> => ({
    status: "cancelled",
    status_group: "cancelled",
    cancel_reason: "operator",
    cancelled_at: NOW,
    refundable: 0,
    payments: row.payments.map((payment) => ({ ...payment, status: "refunded", refunded: payment.amount })),
    refunds: [
      ...row.refunds,
      {
        id: 90 + row.id,
        amount: row.refundable,
        currency: row.currency,
        reason: row.cancel_note || "Refunded by the shop",
        returned_at: NOW,
        created_at: NOW,
      },
    ],
  });

  const decide = (row: AdminReservation, action: string, reason: string) => {
    const conflict = (message: string, code: string) => apiError(409, code, message);
    switch (action) {
      case "deposit":
        if (row.status !== "waiting") return conflict(RESERVATION_MESSAGES.notAwaitingDeposit, "NOT_AWAITING_DEPOSIT");
        return ok(
          listRow(
            change(
              row.id,
              {
                status: "confirmed",
                status_group: "confirmed",
                paid_at: NOW,
                confirmed_at: NOW,
                refundable: row.total,
                payments: [
                  {
                    id: 70 + row.id,
                    provider: "bank",
                    method: row.payment_method,
                    status: "done",
                    amount: row.total,
                    refunded: 0,
                    currency: row.currency,
                    approved_at: NOW,
                    refunded_at: null,
                  },
                ],
              },
              "deposit_recorded",
            ) as AdminReservation,
          ),
        );
      case "approve-cancel":
        if (row.status !== "cancel_requested")
          return conflict(RESERVATION_MESSAGES.notCancelRequested, "NOT_CANCEL_REQUESTED");
        if (options.providerDown)
          return apiError(503, "PAYMENT_PROVIDER_UNAVAILABLE", PAYMENT_MESSAGES.providerUnavailable);
        return ok(listRow(change(row.id, refund(row), "cancel_approved") as AdminReservation));
      case "refuse-cancel": {
        if (row.status !== "cancel_requested")
          return conflict(RESERVATION_MESSAGES.notCancelRequested, "NOT_CANCEL_REQUESTED");
        const back = [...row.history].reverse().find((entry) => entry.to_status === "cancel_requested")?.from_status;
        const status = back ?? "confirmed";
        const next = change(
          row.id,
          {
            status,
            status_group: status === "requested" || status === "confirmed" ? "confirmed" : "pending",
            can_cancel: true,
            cancel_requested_at: null,
            cancel_note: "",
          },
          "cancel_refused",
          reason,
        );
        return ok(listRow(next as AdminReservation));
      }
      case "refund":
        if (!["requested", "confirmed", "cancel_requested"].includes(row.status))
          return conflict(RESERVATION_MESSAGES.notRefundable, "NOT_REFUNDABLE");
        if (options.providerDown)
          return apiError(503, "PAYMENT_PROVIDER_UNAVAILABLE", PAYMENT_MESSAGES.providerUnavailable);
        return ok(listRow(change(row.id, refund(row), "refunded", reason) as AdminReservation));
      default:
        return apiError(404, "NOT_FOUND", "Not found");
    }
  };

  const products = options.products ?? productsFixture;
  let productReads = 0;

  return {
    writes,
    /** How many times the products list was read. */
    productReads: () => productReads,
    handlers: [
      ...consoleHandlers({ role: options.role ?? "operator" }),
      http.get(ADMIN_PRODUCTS_PATH, async ({ request }) => {
        productReads += 1;
        if (options.productsAnswer === "waits") return never();
        await delay(20);
        if (options.productsAnswer === "fails" || (options.productsAnswer === "failsOnce" && productReads === 1)) {
          return failing();
        }
        return productsPage(products, new URL(request.url));
      }),
      http.get(PRODUCT, ({ params }) => {
        const id = Number(params.id);
        const found = [...products, ...(options.unlistedProducts ?? [])].find((row) => row.id === id);
        return found ? ok(found) : apiError(404, "NOT_FOUND", PRODUCTS_ADMIN_MESSAGES.productNotFound);
      }),
      http.get(ADMIN_AUDIT_PATH, ({ request }) => {
        const id = new URL(request.url).searchParams.get("subject_id");
        return ok(audit.filter((entry) => entry.subject_id === id));
      }),
      http.get(ADMIN_RESERVATIONS_CSV_PATH, ({ request }) => {
        const url = new URL(request.url);
        const rows = reservations.filter((row) => matches(row, url));
        const lines = [
          ADMIN_RESERVATIONS_CSV_COLUMNS.join(","),
          ...rows.map((row) =>
            [
              row.reservation_number,
              row.status,
              row.product_name,
              `${row.departure_date} ${row.departure_time}`,
              row.travelers,
              row.representative_name,
              row.member?.email ?? row.guest_email ?? "",
              row.payment_method,
              row.currency,
              row.total,
              row.created_at,
            ].join(","),
          ),
        ];
        return new Response(`\uFEFF${lines.join("\r\n")}\r\n`, {
          headers: { "Content-Type": "text/csv; charset=utf-8" },
        });
      }),
      http.get(ADMIN_RESERVATIONS_PATH, ({ request }) => {
        const url = new URL(request.url);
        const rows = reservations
          .filter((row) => matches(row, url))
          .sort((a, b) => b.created_at.localeCompare(a.created_at))
          .map(listRow);
        return paged(rows, url);
      }),
      http.get(ONE, ({ params }) => {
        const row = find(Number(params.id));
        return row ? ok(row) : apiError(404, "RESERVATION_NOT_FOUND", RESERVATION_MESSAGES.reservationNotFound);
      }),
      http.post(ACTION, async ({ params, request }) => {
        const id = Number(params.id);
        const action = String(params.action);
        const body: unknown = await request.json().catch(() => ({}));
        writes.decisions.push({ id, action, body });
        await delay(20);
        if (options.decisionWaits) return never();
        const row = find(id);
        if (!row) return apiError(404, "RESERVATION_NOT_FOUND", RESERVATION_MESSAGES.reservationNotFound);
        let reason = "";
        if (action === "refuse-cancel" || action === "refund") {
          const parsed = RefuseCancelBodySchema.safeParse(body);
          if (!parsed.success) {
            const message = parsed.error.issues[0]?.message ?? "";
            return apiError(400, "VALIDATION_ERROR", message, {
              field: "reason",
              issues: [{ field: "reason", message }],
            });
          }
          reason = parsed.data.reason;
          if (options.reasonRefused) {
            const message = options.reasonRefused;
            return apiError(400, "VALIDATION_ERROR", message, {
              field: "reason",
              issues: [{ field: "reason", message }],
            });
          }
        }
        if (elsewhere.has(id)) {
          elsewhere.delete(id);
          decide(row, action, reason);
          const now = find(id) as AdminReservation;
          return action === "deposit"
            ? apiError(409, "NOT_AWAITING_DEPOSIT", RESERVATION_MESSAGES.notAwaitingDeposit)
            : now.status === "cancelled" && action === "refund"
              ? apiError(409, "NOT_REFUNDABLE", RESERVATION_MESSAGES.notRefundable)
              : apiError(409, "NOT_CANCEL_REQUESTED", RESERVATION_MESSAGES.notCancelRequested);
        }
        return decide(row, action, reason);
      }),
    ],
  };
}

/** One page of the console's products list, `keyword` matching either name. */
function productsPage(products: readonly AdminProductSummary[], url: URL) {
  const keyword = url.searchParams.get("keyword")?.toLowerCase();
  const rows = keyword
    ? products.filter((row) => `${row.name_en} ${row.name_ko}`.toLowerCase().includes(keyword))
    : products;
  return paged(rows, url);
}

function failing() {
  return apiError(503, "SERVICE_UNAVAILABLE", "The service is being updated. Try again in a minute.");
}
const forbidden = () => apiError(403, "FORBIDDEN", "This account may not do this.");
/** The products the list's picker offers, answered at once (the states below are the reservations'). */
const productsAnswered = http.get(ADMIN_PRODUCTS_PATH, ({ request }) =>
  productsPage(productsFixture, new URL(request.url)),
);

/** No reservation yet. */
export const emptyAdminApi = () => reservationsAdminApi({ reservations: [] });
/** The reads waiting forever: the loading state. */
export const loadingHandlers = [
  ...consoleHandlers(),
  http.get(ADMIN_RESERVATIONS_PATH, never),
  http.get(ONE, never),
  http.get(ADMIN_PRODUCTS_PATH, never),
];
/** The reservations' reads failing (the server is down for a moment); the products answer. */
export const errorHandlers = [
  ...consoleHandlers(),
  http.get(ADMIN_RESERVATIONS_PATH, failing),
  http.get(ONE, failing),
  productsAnswered,
];
/** Every call answering 401: the session ended elsewhere. */
export const unauthorizedHandlers = [
  http.get("/api/v1/admin/me", () => unauthorized()),
  http.get(ADMIN_RESERVATIONS_PATH, () => unauthorized()),
  http.get(ONE, () => unauthorized()),
  http.get(ADMIN_PRODUCTS_PATH, () => unauthorized()),
];
/** Every read answering 403: a staff account of another role (a gate's). */
export const forbiddenHandlers = [
  ...consoleHandlers({ role: "gate" }),
  http.get(ADMIN_RESERVATIONS_PATH, forbidden),
  http.get(ONE, forbidden),
  http.get(ADMIN_PRODUCTS_PATH, forbidden),
];
