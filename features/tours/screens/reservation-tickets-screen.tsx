import { FeaturePage } from "@blocks/feature-kit";
import type { TourReservationAccess } from "@contracts/tours";
import { Skeleton } from "@ds";
import { useState } from "react";
import { LookupForm } from "../components/lookup-form";
import { ReservationTickets } from "../components/reservation-tickets";
import { useToursText } from "../components/use-tours-text";
import { useReservationKey } from "../model/use-reservation-key";

export type ReservationTicketsScreenProps = {
  /** The reservation number of the address (`/apec2025/qrcode/{number}`). */
  number: string;
  /** A reservation was found by the lookup: the site may put its number in the address. */
  onFound?: (number: string) => void;
};

/**
 * `/apec2025/qrcode/{reservation number}` (issue 23): the reservation's tickets with the key this tab holds; without
 * one (another tab, an expired key) the myreservation lookup by number and e-mail first.
 */
export function ReservationTicketsScreen({ number: asked, onFound }: ReservationTicketsScreenProps) {
  const { t } = useToursText();
  const [number, setNumber] = useState(asked.toUpperCase());
  const [keyRefused, setKeyRefused] = useState(false);
  const { key, read, keep, forget } = useReservationKey(number);

  const found = (access: TourReservationAccess) => {
    const foundNumber = access.reservation.reservation_number;
    keep(foundNumber, access);
    setNumber(foundNumber);
    setKeyRefused(false);
    onFound?.(foundNumber);
  };

  return (
    <FeaturePage title={t("tickets.page.reservationTitle")}>
      {!read ? (
        <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-72" />
      ) : !key || keyRefused ? (
        <LookupForm number={number} keyRefused={keyRefused} onFound={found} intro={t("tickets.page.lookup")} />
      ) : (
        <ReservationTickets
          number={number}
          reservationKey={key}
          onKeyRefused={() => {
            forget();
            setKeyRefused(true);
          }}
        />
      )}
    </FeaturePage>
  );
}
