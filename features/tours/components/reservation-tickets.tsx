import { LoadError } from "@blocks/feature-kit";
import type { TourReservation } from "@contracts/tours";
import { Skeleton } from "@ds";
import { useReservationTickets } from "../api/get-tickets";
import { TicketList, type TicketListProps } from "./ticket-list";
import { useToursText } from "./use-tours-text";

export type ReservationTicketsProps = Pick<TicketListProps, "headingAs"> & {
  number: string;
  reservationKey: string;
  /** The key was refused (expired): the screen forgets it and offers the lookup. */
  onKeyRefused?: () => void;
};

/** A reservation's tickets read with the key this tab holds, while they load and when they fail. */
export function ReservationTickets({ number, reservationKey, onKeyRefused, headingAs }: ReservationTicketsProps) {
  const { t, lang } = useToursText();
  const tickets = useReservationTickets(number, reservationKey, lang, onKeyRefused);
  if (tickets.error) {
    return (
      <LoadError t={t} title={t("tickets.page.failed")} error={tickets.error} onRetry={() => void tickets.mutate()} />
    );
  }
  if (!tickets.data) return <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-72" />;
  return <TicketList tickets={tickets.data} headingAs={headingAs} />;
}

/**
 * The tickets part of a reservation's page: its tickets once it is paid (valid, or passed), a word that they follow
 * the payment while it is unpaid, nothing for a cancelled one.
 */
export function TicketsOfReservation({
  reservation,
  reservationKey,
  onKeyRefused,
}: {
  reservation: Pick<TourReservation, "reservation_number" | "paid_at" | "status">;
  reservationKey: string;
  onKeyRefused?: () => void;
}) {
  const { t } = useToursText();
  if (reservation.status === "cancelled") return null;
  if (reservation.paid_at === null) {
    return (
      <section aria-labelledby="tour-tickets-heading" className="flex flex-col gap-2">
        <h2 id="tour-tickets-heading" className="text-lg font-semibold text-foreground">
          {t("tickets.heading")}
        </h2>
        <p className="text-sm text-foreground">{t("tickets.afterPayment")}</p>
      </section>
    );
  }
  return (
    <ReservationTickets
      number={reservation.reservation_number}
      reservationKey={reservationKey}
      onKeyRefused={onKeyRefused}
    />
  );
}
