import { ticketPageUrl } from "@contracts/tours";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../platform/context";
import { loopbackOrigin } from "../../platform/http/mail-links";
import { accounts } from "../auth/tables";
import type { PaidListener, ShopContext } from "../reservations/context";
import type { Lang, ReservationRow } from "../reservations/view";
import { tourReservationAnswer } from "./guest";
import { myReservationPath, tourTicketsMail } from "./mail";
import { reservationTickets } from "./tickets";

/**
 * The guest's language: the payer's own request when it paid (the completion page says its language), a member's
 * account setting, else the traveller's nationality (nothing else of a guest's is kept).
 */
async function guestLang(ctx: ShopContext, row: ReservationRow, hint: { lang?: Lang }): Promise<Lang> {
  if (hint.lang) return hint.lang;
  if (row.memberId !== null) {
    const [member] = await ctx.db.select({ lang: accounts.lang }).from(accounts).where(eq(accounts.id, row.memberId));
    if (member) return member.lang;
  }
  return row.nationality === "KR" ? "ko" : "en";
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
