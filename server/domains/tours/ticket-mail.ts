import { ticketPageUrl } from "@contracts/tours";
import type { AppContext } from "../../platform/context";
import { loopbackOrigin } from "../../platform/http/mail-links";
import type { PaidListener, ShopContext } from "../reservations/context";
import type { Lang, ReservationRow } from "../reservations/view";
import { bookingLang } from "./decision";
import { tourReservationAnswer } from "./guest";
import { myReservationPath, tourTicketsMail } from "./mail";
import { reservationTickets } from "./tickets";

/**
 * The guest's language: the payer's own request when it paid (the completion page says its language), else the
 * language the reservation was booked in (for bookings from before it was kept: the traveller's nationality).
 */
async function guestLang(ctx: ShopContext, row: ReservationRow, hint: { lang?: Lang }): Promise<Lang> {
  return hint.lang ?? bookingLang(ctx.db, row.id, row.nationality);
}

/**
 * Mails a summit reservation's tickets when it becomes paid (a card payment confirmed, a deposit recorded): the
 * shop's payment code tells each paid reservation once, after its change committed, so the mail goes once. The
 * links point to the first public origin (no request of the guest's may be there: an operator records a deposit).
 */
export function ticketsMailOnPaid({ shop: ctx, authConfig, mail }: AppContext): PaidListener {
  const origin = authConfig.publicOrigins[0] ?? loopbackOrigin(authConfig.listen.port);
  return async (row, hint) => {
    if (row.channel !== "summit") return;
    try {
      const lang = await guestLang(ctx, row, hint);
      const [reservation, tickets] = await Promise.all([
        tourReservationAnswer(ctx, row, lang),
        reservationTickets(ctx, authConfig, row, lang),
      ]);
      if (!reservation.email || tickets.length === 0) return;
      await mail.send(
        tourTicketsMail(lang, {
          to: reservation.email,
          number: row.number,
          course: reservation.course_name,
          departure: `${reservation.departure_date} ${reservation.departure_time}`,
          meetingPoint: reservation.meeting_point,
          tickets: tickets.map((ticket) => ({
            holder: ticket.holder,
            traveler: ticket.traveler,
            link: ticketPageUrl(origin, ticket.token),
          })),
          myReservation: `${origin}${myReservationPath(row.number)}`,
        }),
      );
    } catch (error) {
      // the payment stands should the mail fail: the completion page and myreservation show the same tickets
      ctx.logger.warn("tour tickets mail not sent", { reservation: row.id, error });
    }
  };
}
