import { CONFIRMATION_DAYS, DEPOSIT_DUE_DAYS, type ReservationStatus, canCancel } from "./reservations";
import { type Currency, convertMoney, type ExchangeRates } from "./money";
import { addDays } from "./shop-calendar";

/**
 * When a trip starts, and what may still be done about it (issue 18, items 3 and 4): no cancellation once it has
 * departed, and a bank transfer only when the deposit can arrive before the departure with time to confirm it.
 * Pure, shared by the pages (a fast answer) and the server (the one that holds, inside the writing transaction).
 */

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** A deposit must arrive this many days before the departure: the operator's confirmation takes 2 to 3 days. */
export const DEPOSIT_BEFORE_DEPARTURE_DAYS = CONFIRMATION_DAYS.max;
/** Bank transfer is offered only when the customer has at least this long to make the transfer. */
export const MIN_DEPOSIT_WINDOW_HOURS = 24;

/**
 * The departure as a moment: the Korean calendar day at its HH:MM in Seoul (Korea keeps +09:00 all year). A
 * missing time counts as the start of the day, the earlier and so the safer reading.
 */
export function departureMoment(departureDate: string, departureTime: string): Date {
  const time = /^\d{2}:\d{2}$/.test(departureTime) ? departureTime : "00:00";
  return new Date(`${departureDate}T${time}:00+09:00`);
}

/** The trip has started (or is over): from its departure time on. */
export function hasDeparted(departureDate: string, departureTime: string, now: Date): boolean {
  return now.getTime() >= departureMoment(departureDate, departureTime).getTime();
}

/** The server's words for `DEPARTED` to a Korean reader (RESERVATION_MESSAGES.departed in English). */
export const DEPARTED_MESSAGE_KO = "이미 출발한 여행은 취소할 수 없습니다.";

export type CancelProblem = "alreadyCancelRequested" | "alreadyCancelled" | "departed";

/** Why a member may not cancel (or ask to cancel) now; `undefined` means they may. */
export function cancelProblem(
  reservation: { status: ReservationStatus; departure_date: string; departure_time: string },
  now: Date,
): CancelProblem | undefined {
  if (reservation.status === "cancel_requested") return "alreadyCancelRequested";
  if (!canCancel(reservation.status)) return "alreadyCancelled";
  if (hasDeparted(reservation.departure_date, reservation.departure_time, now)) return "departed";
  return undefined;
}

/**
 * A bank transfer's deadline for an order made `now` for this departure: within 3 days of the order and 3 days
 * before the departure (time for the operator to confirm), whichever comes first. `null` when that leaves less
 * than a day to transfer: bank transfer is then not offered for this departure.
 */
export function bankTransferDeadline(now: Date, departureDate: string, departureTime: string): Date | null {
  const byOrder = now.getTime() + DEPOSIT_DUE_DAYS * DAY;
  const byDeparture = departureMoment(departureDate, departureTime).getTime() - DEPOSIT_BEFORE_DEPARTURE_DAYS * DAY;
  const due = Math.min(byOrder, byDeparture);
  return due - now.getTime() >= MIN_DEPOSIT_WINDOW_HOURS * HOUR ? new Date(due) : null;
}

/**
 * A QR pass order's deadline (ADR 0030): the end of its departure's Korean day (the next day's 00:00 in Seoul), the
 * visit it is paid at by the venue's scans. Unpaid after it, the shop's job expires the order (`deposit_expired`).
 */
export function qrPassDeadline(departureDate: string): Date {
  return departureMoment(addDays(departureDate, 1), "00:00");
}

/** What to transfer, in won (the deposit account's currency): one conversion from the order's total, rounded once. */
export function depositInWon(total: number, currency: Currency, rates: ExchangeRates): number {
  return convertMoney(total, currency, "KRW", rates);
}
