import { FeaturePage, FormAlert, LoadError } from "@blocks/feature-kit";
import { canCancel } from "@contracts/reservations";
import type { TourReservation } from "@contracts/tours";
import { Button, Skeleton, confirm } from "@ds";
import { failureText } from "@lib/http/failure-text";
import type { Translate } from "@lib/i18n/feature-text";
import { useState } from "react";
import { useCancelTourReservation } from "../api/cancel-reservation";
import { isKeyRefused, useTourReservation } from "../api/get-reservation";
import { LookupForm } from "../components/lookup-form";
import { TicketsOfReservation } from "../components/reservation-tickets";
import { ReservationView, TransferNotice } from "../components/reservation-view";
import { useToursText } from "../components/use-tours-text";
import { localMessage } from "../model/course-text";
import { useReservationKey } from "../model/use-reservation-key";

export type MyTourReservationScreenProps = {
  /** `?number=` of the address: the reservation this tab holds a key for, or the number to look up. */
  number: string | null;
  /** The guest came here because a key was refused: the lookup says why. */
  expired?: boolean;
  /** A reservation was found: the site may put its number in the address. */
  onFound?: (number: string) => void;
  /** An unpaid online reservation: the site starts its payment. */
  onPay: (reservation: TourReservation) => void;
};

/**
 * `/apec2025/myreservation` and `/apec2025korea/reservation/detail?number=` (issue 23): a guest finds a reservation
 * by its number and e-mail, sees it and may cancel it: free of charge until the course's cut-off (Korea time), a
 * request for the operators after it. The key the lookup gives is kept for this tab.
 */
export function MyTourReservationScreen({
  number: asked,
  expired = false,
  onFound,
  onPay,
}: MyTourReservationScreenProps) {
  const { t, lang } = useToursText();
  const [number, setNumber] = useState<string | null>(asked?.toUpperCase() ?? null);
  const [keyRefused, setKeyRefused] = useState(expired);
  const { key, read, keep, forget } = useReservationKey(number);
  const keyRefusedNow = () => {
    forget();
    setKeyRefused(true);
  };
  const reservation = useTourReservation(number, key, lang, keyRefusedNow);
  const refused = isKeyRefused(reservation.error);

  const found = (access: { reservation: TourReservation; key: string; key_expires_at: string }) => {
    const foundNumber = access.reservation.reservation_number;
    keep(foundNumber, access);
    setNumber(foundNumber);
    setKeyRefused(false);
    onFound?.(foundNumber);
  };

  const showLookup = read && (!key || refused);
  return (
    <FeaturePage title={t("my.title")}>
      {showLookup ? (
        <LookupForm number={number} keyRefused={keyRefused} onFound={found} />
      ) : reservation.error ? (
        <LoadError
          t={t}
          title={t("my.lookup.heading")}
          error={reservation.error}
          onRetry={() => void reservation.mutate()}
        />
      ) : !reservation.data || !key ? (
        <div className="flex flex-col gap-4">
          <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-64" />
        </div>
      ) : (
        <Found
          reservation={reservation.data}
          reservationKey={key}
          onKeyRefused={keyRefusedNow}
          onPay={onPay}
          onAnother={() => {
            setNumber(null);
            setKeyRefused(false);
          }}
        />
      )}
    </FeaturePage>
  );
}

async function askToCancel(reservation: TourReservation, t: Translate): Promise<boolean> {
  const free = reservation.cancels_free;
  return confirm({
    title: t(free ? "my.cancel.freeTitle" : "my.cancel.requestTitle"),
    message: t(free ? "my.cancel.free" : "my.cancel.request"),
    intent: "danger",
    confirmLabel: t(free ? "my.cancel.yes" : "my.cancel.requestYes"),
    cancelLabel: t("my.cancel.no"),
  });
}

function Found({
  reservation,
  reservationKey,
  onKeyRefused,
  onPay,
  onAnother,
}: {
  reservation: TourReservation;
  reservationKey: string;
  onKeyRefused: () => void;
  onPay: (reservation: TourReservation) => void;
  onAnother: () => void;
}) {
  const { t, lang } = useToursText();
  const cancel = useCancelTourReservation(reservation.reservation_number, reservationKey, lang);
  const [message, setMessage] = useState<{ tone: "success" | "danger"; text: string } | null>(null);
  const cancellable = reservation.can_cancel && canCancel(reservation.status) && !reservation.departed;
  const unpaidOnline = reservation.status === "pending" && reservation.payment_method !== "bank_transfer";

  const requestCancel = async () => {
    setMessage(null);
    if (!(await askToCancel(reservation, t))) return;
    try {
      const after = await cancel.trigger();
      setMessage({
        tone: "success",
        text: t(after?.status === "cancel_requested" ? "my.cancel.requested" : "my.cancel.cancelled"),
      });
    } catch (error) {
      setMessage({
        tone: "danger",
        text: `${t("my.cancel.failed")} ${failureText(error, t, (text) => localMessage(text, t))}`,
      });
    }
  };

  return (
    <>
      <section aria-labelledby="tour-found-number" className="flex flex-col gap-1">
        <h2 id="tour-found-number" className="text-sm font-medium text-muted-foreground">
          {t("completed.number")}
        </h2>
        <p className="font-mono text-2xl font-bold text-foreground">{reservation.reservation_number}</p>
      </section>
      {message &&
        (message.tone === "success" ? (
          <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm font-medium text-foreground">
            {message.text}
          </p>
        ) : (
          <FormAlert>{message.text}</FormAlert>
        ))}
      <TransferNotice reservation={reservation} />
      <ReservationView reservation={reservation} />
      <TicketsOfReservation reservation={reservation} reservationKey={reservationKey} onKeyRefused={onKeyRefused} />
      <div className="flex flex-wrap gap-3">
        {unpaidOnline && (
          <Button type="button" onClick={() => onPay(reservation)}>
            {t("completed.pay")}
          </Button>
        )}
        {cancellable && (
          <Button type="button" intent="danger" onClick={() => void requestCancel()} disabled={cancel.isMutating}>
            {t("my.cancel.action")}
          </Button>
        )}
        <Button type="button" intent="secondary" onClick={onAnother}>
          {t("my.another")}
        </Button>
      </div>
    </>
  );
}
