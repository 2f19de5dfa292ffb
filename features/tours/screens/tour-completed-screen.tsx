import { FeaturePage, FormAlert, LoadError } from "@blocks/feature-kit";
import { paysOnline } from "@contracts/payment-methods";
import type { TourReservation } from "@contracts/tours";
import { Button, ButtonLink, EmptyState, ReservationStatusBadge, Skeleton } from "@ds";
import { formatDateTime } from "@lib/format/format";
import { failureText } from "@lib/http/failure-text";
import { SearchX } from "lucide-react";
import { Link } from "react-router";
import useSWR from "swr";
import { isKeyRefused, useTourReservation } from "../api/get-reservation";
import { CONFIRM_PATH } from "../api/paths";
import { confirmTourPayment } from "../api/payments";
import { TicketsOfReservation } from "../components/reservation-tickets";
import { ReservationView, TransferNotice } from "../components/reservation-view";
import { useToursText } from "../components/use-tours-text";
import { localMessage } from "../model/course-text";
import { usePayingNumber, useReservationKey } from "../model/use-reservation-key";

/** What the payment provider hands back in the address (`paymentKey`, `orderId`, `amount`). */
export type PaymentReturn = { paymentKey: string | null; orderId: string | null; amount: string | null };

export type TourCompletedScreenProps = {
  /** `?number=` of the address; after a payment the reservation this tab was paying for. */
  number: string | null;
  /** The provider's return: the payment is confirmed before the reservation is shown. */
  payment?: PaymentReturn;
  /** The key was refused (expired): the site sends the guest to the lookup. */
  onKeyRefused: (number: string) => void;
  /** An unpaid online reservation: the site starts its payment again. */
  onPay: (reservation: TourReservation) => void;
  paths: { myReservation: string };
};

function paymentBody(payment: PaymentReturn | undefined) {
  const amount = Number(payment?.amount);
  if (!payment?.paymentKey || !payment.orderId || !payment.amount || !Number.isFinite(amount)) return null;
  return { paymentKey: payment.paymentKey, orderId: payment.orderId, amount };
}

/**
 * `/apec2025/reservation/completed` (issue 23): the reservation number in large type to keep, its status and what
 * happens next (the bank transfer's account, amount and deadline), and the way to myreservation. Back from the
 * payment window, the payment is confirmed first.
 */
export function TourCompletedScreen({ number: asked, payment, onKeyRefused, onPay, paths }: TourCompletedScreenProps) {
  const { t, lang } = useToursText();
  // the provider's return names the order: the number is the one this tab set out to pay
  const paying = usePayingNumber();
  const number = asked ?? paying;
  const { key, read, forget } = useReservationKey(number);
  const refuse = () => {
    forget();
    if (number) onKeyRefused(number);
  };
  const body = paymentBody(payment);
  const confirmation = useSWR(
    body && key ? [CONFIRM_PATH, body.paymentKey, body.orderId, body.amount] : null,
    () => confirmTourPayment(key ?? "", body ?? { paymentKey: "", orderId: "", amount: 0 }, lang),
    {
      revalidateOnFocus: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
      onError: (error) => {
        if (isKeyRefused(error)) refuse();
      },
    },
  );
  const waitingForPayment = body !== null && !confirmation.data && !confirmation.error;
  const reservation = useTourReservation(waitingForPayment ? null : number, key, lang, refuse);
  const refused = isKeyRefused(reservation.error) || isKeyRefused(confirmation.error);

  if (read && !key) {
    return (
      <FeaturePage title={t("completed.title")}>
        <EmptyState
          icon={<SearchX aria-hidden="true" />}
          titleAs="h2"
          title={t("completed.missing.title")}
          description={t("completed.missing.description")}
          action={
            <ButtonLink asChild>
              <Link to={paths.myReservation}>{t("completed.myReservation")}</Link>
            </ButtonLink>
          }
        />
      </FeaturePage>
    );
  }
  return (
    <FeaturePage title={t("completed.title")}>
      {confirmation.error && !refused && (
        <FormAlert>
          {t("completed.confirmFailed")} {failureText(confirmation.error, t, (text) => localMessage(text, t))}
        </FormAlert>
      )}
      {reservation.error && !refused ? (
        <LoadError
          t={t}
          title={t("completed.missing.title")}
          error={reservation.error}
          onRetry={() => void reservation.mutate()}
        />
      ) : !reservation.data ? (
        <div className="flex flex-col gap-4">
          <Skeleton
            shape="block"
            srLabel={waitingForPayment ? t("completed.confirming") : t("shared.loading")}
            shapeClassName="h-32"
          />
          <Skeleton shape="block" shapeClassName="h-64" />
        </div>
      ) : (
        <Completed
          reservation={reservation.data}
          reservationKey={key ?? ""}
          onKeyRefused={refuse}
          onPay={onPay}
          paths={paths}
        />
      )}
    </FeaturePage>
  );
}

function Completed({
  reservation,
  reservationKey,
  onKeyRefused,
  onPay,
  paths,
}: {
  reservation: TourReservation;
  reservationKey: string;
  onKeyRefused: () => void;
  onPay: (reservation: TourReservation) => void;
  paths: { myReservation: string };
}) {
  const { t, lang } = useToursText();
  const unpaidOnline = reservation.status === "pending" && paysOnline(reservation.payment_method);
  return (
    <>
      <section
        aria-labelledby="tour-number-label"
        className="flex flex-col items-start gap-2 rounded-lg border border-primary bg-surface p-6"
      >
        <h2 id="tour-number-label" className="text-sm font-medium text-muted-foreground">
          {t("completed.number")}
        </h2>
        <p className="font-mono text-3xl font-bold tracking-wide text-foreground sm:text-4xl">
          {reservation.reservation_number}
        </p>
        <p className="text-sm text-foreground">{t("completed.keep")}</p>
        <div className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">{t("completed.status")}</span>
          <ReservationStatusBadge status={reservation.status} />
        </div>
      </section>
      {reservation.payment_method === "bank_transfer" ? (
        <TransferNotice reservation={reservation} />
      ) : (
        <section aria-labelledby="tour-next-heading" className="flex flex-col items-start gap-3">
          <h2 id="tour-next-heading" className="text-lg font-semibold text-foreground">
            {t("completed.next.heading")}
          </h2>
          <p className="text-sm text-foreground">
            {unpaidOnline && reservation.payment_due_at
              ? t("completed.next.unpaid", {
                  deadline: t("shared.koreaTime", { time: formatDateTime(reservation.payment_due_at, lang) }),
                })
              : t("completed.next.online", { email: reservation.email })}
          </p>
          {unpaidOnline && (
            <Button type="button" onClick={() => onPay(reservation)}>
              {t("completed.pay")}
            </Button>
          )}
        </section>
      )}
      <TicketsOfReservation reservation={reservation} reservationKey={reservationKey} onKeyRefused={onKeyRefused} />
      <ReservationView reservation={reservation} />
      <ButtonLink asChild intent="secondary" className="self-start">
        <Link to={paths.myReservation}>{t("completed.myReservation")}</Link>
      </ButtonLink>
    </>
  );
}
