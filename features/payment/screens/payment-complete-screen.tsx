import { DepositDetails } from "@blocks/booking";
import { LoadError, SignedOut, TextLink } from "@blocks/feature-kit";
import type { Reservation } from "@contracts/reservations";
import { ButtonLink, Price, ReservationStatusBadge, Skeleton } from "@ds";
import { formatDate, formatDateTime } from "@lib/format/format";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { useReservation } from "../api/get-reservation";
import { PaymentPage } from "../components/payment-page";
import { usePaymentText } from "../components/use-payment-text";

export type PaymentCompleteScreenProps = {
  /** From `/purchase/payment-complete/{id}`. */
  reservationId: number;
  paths: { detail: (id: number) => string; myReservations: string };
  area?: Area;
};

/**
 * `/purchase/payment-complete/{id}`: thanks, the reservation number, its status and what was paid; a bank transfer
 * shows where to deposit and by when (spec points 4 and 9).
 */
export function PaymentCompleteScreen({ reservationId, paths, area = "member" }: PaymentCompleteScreenProps) {
  const { t, lang } = usePaymentText();
  const loggedIn = useIsLoggedIn(area);
  const reservation = useReservation(area, reservationId, lang);
  return (
    <PaymentPage title={t("complete.heading")}>
      {!loggedIn ? (
        <SignedOut t={t} />
      ) : reservation.error ? (
        <LoadError
          t={t}
          title={t("complete.error")}
          error={reservation.error}
          onRetry={() => void reservation.mutate()}
        />
      ) : !reservation.data ? (
        <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-48" />
      ) : (
        <Completed reservation={reservation.data} paths={paths} />
      )}
    </PaymentPage>
  );
}

function Completed({ reservation, paths }: { reservation: Reservation; paths: PaymentCompleteScreenProps["paths"] }) {
  const { t, lang } = usePaymentText();
  const paid = reservation.paid_at !== null;
  const waiting = reservation.status === "waiting";
  return (
    <>
      <section
        aria-label={t("complete.number")}
        className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5"
      >
        <div className="flex items-center gap-2 text-foreground">
          <CircleCheck aria-hidden="true" className="size-5 text-primary" />
          <span className="font-semibold">{reservation.product_name}</span>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t("complete.number")}</dt>
          <dd className="font-mono text-foreground">{reservation.reservation_number}</dd>
          <dt className="text-muted-foreground">{t("complete.status")}</dt>
          <dd>
            <ReservationStatusBadge status={reservation.status} size="sm" />
          </dd>
          <dt className="text-muted-foreground">{t("complete.departure")}</dt>
          <dd className="text-foreground">
            {formatDate(reservation.departure_date, lang, "weekday")} {reservation.departure_time}
          </dd>
          <dt className="text-muted-foreground">{t("complete.method")}</dt>
          <dd className="text-foreground">{t(`shared.methods.${reservation.payment_method}`)}</dd>
          <dt className="text-muted-foreground">{paid ? t("complete.total") : t("complete.totalDue")}</dt>
          <dd>
            <Price amount={reservation.total} currency={reservation.currency} size="md" />
          </dd>
        </dl>
      </section>
      {waiting && reservation.payment_method === "bank_transfer" && reservation.deposit_account ? (
        <section aria-labelledby="transfer-heading" className="flex flex-col gap-3 rounded-lg border border-border p-5">
          <h2 id="transfer-heading" className="text-lg font-semibold text-foreground">
            {t("complete.transfer.title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("complete.transfer.body")}</p>
          <DepositDetails
            order={reservation}
            labels={{
              account: t("complete.transfer.account"),
              amount: t("complete.transfer.amount"),
              amountKrw: t("complete.transfer.amountKrw"),
              deadline: t("complete.transfer.deadline"),
            }}
            deadline={
              reservation.deposit_due_at &&
              t("shared.koreaTime", { time: formatDateTime(reservation.deposit_due_at, lang) })
            }
            lang={lang}
          />
        </section>
      ) : (
        <p className="text-sm text-foreground">
          {waiting
            ? t("complete.qrPass")
            : reservation.status === "pending"
              ? t("complete.pending")
              : t("complete.requested")}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <ButtonLink asChild>
          <Link to={paths.detail(reservation.id)}>{t("complete.detail")}</Link>
        </ButtonLink>
        <TextLink to={paths.myReservations}>{t("shared.myReservations")}</TextLink>
      </div>
    </>
  );
}
