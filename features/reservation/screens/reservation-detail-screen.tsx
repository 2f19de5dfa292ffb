import { FeaturePage, LoadError, SignedOut, TextLink } from "@blocks/feature-kit";
import type { Reservation } from "@contracts/reservations";
import { Button, ButtonLink, EmptyState, ReservationStatusBadge, Skeleton, confirm, formatPrice } from "@ds";
import { countryName } from "@lib/format/country-name";
import { formatDate, formatDateTime, formatPeriod } from "@lib/format/format";
import { HttpError } from "@lib/http/client";
import { failureText } from "@lib/http/failure-text";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { CircleAlert, Info, SearchX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { useCancelReservation } from "../api/cancel-reservation";
import { useReservation } from "../api/get-reservation";
import { useReservationText } from "../components/use-reservation-text";

export type ReservationDetailScreenProps = {
  /** From `/purchase/reservation-detail/{id}`. */
  reservationId: number;
  /** An unpaid online order: the site starts its payment (checkout, then the provider's window). */
  onPay: (reservation: Reservation) => void;
  paths: DetailPaths;
  area?: Area;
};

export type DetailPaths = {
  myReservations: string;
  /** The review form for one product of a completed trip; without it the page offers no review link. */
  writeReview?: (productId: number, reservationId: number) => string;
};

/**
 * `/purchase/reservation-detail/{id}` (spec point 4): the status and what happens next (the deposit account and
 * deadline of a bank transfer, the 2-3 days of confirmation), notices for expired and canceled reservations, and
 * the cancellation request, which a cancel-requested reservation no longer offers.
 */
export function ReservationDetailScreen({
  reservationId,
  onPay,
  paths,
  area = "member",
}: ReservationDetailScreenProps) {
  const { t, lang } = useReservationText();
  const loggedIn = useIsLoggedIn(area);
  const reservation = useReservation(area, reservationId, lang);
  const notFound = reservation.error instanceof HttpError && reservation.error.status === 404;

  return (
    <FeaturePage title={t("detail.heading")}>
      {!loggedIn ? (
        <SignedOut t={t} />
      ) : notFound ? (
        <EmptyState
          icon={<SearchX aria-hidden="true" />}
          titleAs="h2"
          title={t("detail.notFound.title")}
          description={t("detail.notFound.description")}
          action={<TextLink to={paths.myReservations}>{t("detail.myReservations")}</TextLink>}
        />
      ) : reservation.error ? (
        <LoadError
          t={t}
          title={t("detail.error")}
          error={reservation.error}
          onRetry={() => void reservation.mutate()}
        />
      ) : !reservation.data ? (
        <div className="flex flex-col gap-4">
          <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-24" />
          <Skeleton shape="block" shapeClassName="h-48" />
        </div>
      ) : (
        <Detail reservation={reservation.data} area={area} onPay={onPay} paths={paths} />
      )}
    </FeaturePage>
  );
}

function Detail({
  reservation,
  area,
  onPay,
  paths,
}: {
  reservation: Reservation;
  area: Area;
  onPay: (reservation: Reservation) => void;
  paths: DetailPaths;
}) {
  const { t, lang } = useReservationText();
  const cancel = useCancelReservation(area, reservation.id, lang);
  const [message, setMessage] = useState<string | null>(null);
  const money = (amount: number) => formatPrice(amount, reservation.currency, lang);
  const unpaid = reservation.status === "waiting" || reservation.status === "pending";

  const requestCancel = async () => {
    setMessage(null);
    const yes = await confirm({
      title: t(unpaid ? "detail.confirmCancel.unpaidTitle" : "detail.confirmCancel.title"),
      message: t(unpaid ? "detail.confirmCancel.unpaid" : "detail.confirmCancel.paid"),
      intent: "danger",
      confirmLabel: t(unpaid ? "detail.confirmCancel.unpaidYes" : "detail.confirmCancel.yes"),
      cancelLabel: t("detail.confirmCancel.no"),
    });
    if (!yes) return;
    try {
      await cancel.trigger();
    } catch (error) {
      // a trip that departed meanwhile: said in the page's language whatever the server's words
      const departed = error instanceof HttpError && error.code === "DEPARTED";
      setMessage(
        `${t(unpaid ? "detail.cancelNowError" : "detail.cancelError")} ${departed ? t("detail.cancelErrors.DEPARTED") : failureText(error, t)}`,
      );
    }
  };

  return (
    <>
      <section
        aria-label={t("detail.number")}
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface p-5"
      >
        <div className="flex flex-col gap-1">
          <span className="text-sm text-muted-foreground">{t("detail.number")}</span>
          <span className="font-mono text-lg font-semibold text-foreground">{reservation.reservation_number}</span>
          <span className="text-foreground">{reservation.product_name}</span>
        </div>
        <ReservationStatusBadge status={reservation.status} />
      </section>

      {reservation.departed && reservation.status_group === "confirmed" ? (
        <TripOver reservation={reservation} writeReview={paths.writeReview} />
      ) : (
        <StatusNotice reservation={reservation} onPay={onPay} />
      )}
      {message && (
        <p role="alert" className="flex items-start gap-2 text-sm text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      )}

      <Section title={t("detail.items")}>
        <ul className="flex flex-col gap-2 text-sm">
          {reservation.items.map((item) => (
            <li key={item.product_option_id} className="flex justify-between gap-3">
              <span>
                <span className="block font-medium text-foreground">
                  {item.product_name} — {item.option_name} × {item.quantity}
                </span>
                <span className="text-muted-foreground">
                  {formatPeriod(item.option_start_date, item.option_end_date, lang)}
                </span>
              </span>
              <span className="tabular-nums">{money(item.unit_price * item.quantity)}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t("detail.schedule")}>
        <Facts
          rows={[
            [
              t("detail.departure"),
              `${formatDate(reservation.departure_date, lang, "weekday")} ${reservation.departure_time}`,
            ],
            [t("detail.travelers"), String(reservation.travelers)],
            [t("detail.luggage"), String(reservation.luggage)],
          ]}
        />
      </Section>

      <Section title={t("detail.travelerInfo")}>
        <Facts
          rows={[
            [t("detail.representativeName"), reservation.representative_name],
            [t("detail.contact"), reservation.contact],
            [t("detail.passportNumber"), reservation.passport_number],
            [t("detail.nationality"), countryName(reservation.nationality, lang)],
            [t("detail.arrivalFlightNumber"), reservation.arrival_flight_number || t("detail.none")],
            [t("detail.departureAddress"), reservation.departure_address],
            [t("detail.destinationAddress"), reservation.destination_address],
          ]}
        />
      </Section>

      <Section title={t("detail.price")}>
        <Facts
          rows={[
            [t("form.summary.subtotal"), money(reservation.subtotal)],
            [t("form.summary.luggageFee"), money(reservation.luggage_fee)],
            ...(reservation.coupon_discount > 0
              ? [
                  [
                    reservation.coupon_name
                      ? `${t("form.summary.coupon")} (${reservation.coupon_name})`
                      : t("form.summary.coupon"),
                    `−${money(reservation.coupon_discount)}`,
                  ] as [string, string],
                ]
              : []),
            ...(reservation.points_used > 0
              ? [
                  [
                    t("form.summary.points", { points: reservation.points_used.toLocaleString(lang) }),
                    `−${money(reservation.points_value)}`,
                  ] as [string, string],
                ]
              : []),
            [t("form.summary.total"), money(reservation.total)],
            [t("detail.paymentMethod"), t(`shared.methods.${reservation.payment_method}`)],
          ]}
        />
      </Section>

      <div className="flex flex-wrap items-center justify-between gap-4 border-t border-border pt-5">
        <TextLink to={paths.myReservations}>{t("detail.myReservations")}</TextLink>
        {reservation.can_cancel && reservation.status !== "cancel_requested" && (
          <Button intent="outline" onClick={() => void requestCancel()} loading={cancel.isMutating}>
            {/* an unpaid order ends at once; a paid one waits for the operator (spec point 4) */}
            {t(unpaid ? "detail.cancelNow" : "detail.requestCancel")}
          </Button>
        )}
      </div>
    </>
  );
}

/** A trip that has started: no cancellation any more; once it is over, the way to review each product booked. */
function TripOver({ reservation, writeReview }: { reservation: Reservation; writeReview: DetailPaths["writeReview"] }) {
  const { t } = useReservationText();
  const products = [...new Map(reservation.items.map((item) => [item.product_id, item.product_name])).entries()];
  const links =
    reservation.can_review && writeReview ? (
      <span className="flex flex-wrap gap-2">
        {products.map(([productId, name]) => (
          <ButtonLink key={productId} size="sm" asChild>
            <Link to={writeReview(productId, reservation.id)}>
              {products.length > 1 ? t("detail.writeReviewOf", { product: name }) : t("detail.writeReview")}
            </Link>
          </ButtonLink>
        ))}
      </span>
    ) : undefined;
  return <Notice action={links}>{t(reservation.can_review ? "detail.completed" : "detail.departed")}</Notice>;
}

/** What happens next, or why it ended. */
function StatusNotice({ reservation, onPay }: { reservation: Reservation; onPay: (reservation: Reservation) => void }) {
  const { t, lang } = useReservationText();
  const { status } = reservation;
  if (status === "waiting" && reservation.payment_method === "bank_transfer") {
    return (
      <section aria-labelledby="deposit-heading" className="flex flex-col gap-3 rounded-lg border border-primary p-5">
        <h2 id="deposit-heading" className="text-lg font-semibold text-foreground">
          {t("detail.waiting.title")}
        </h2>
        <p className="text-sm text-foreground">{t("detail.waiting.body")}</p>
        <Facts
          rows={[
            ...(reservation.deposit_account
              ? [
                  [
                    t("detail.waiting.account"),
                    `${reservation.deposit_account.bank} ${reservation.deposit_account.number} (${reservation.deposit_account.holder})`,
                  ] as [string, string],
                ]
              : []),
            [t("detail.waiting.amount"), formatPrice(reservation.total, reservation.currency, lang)],
            // the account takes won: what to send, when the order was in another currency
            ...(reservation.currency !== "KRW" && reservation.deposit_krw !== null
              ? [[t("detail.waiting.amountKrw"), formatPrice(reservation.deposit_krw, "KRW", lang)] as [string, string]]
              : []),
            ...(reservation.deposit_due_at
              ? [
                  [
                    t("detail.waiting.deadline"),
                    t("shared.koreaTime", { time: formatDateTime(reservation.deposit_due_at, lang) }),
                  ] as [string, string],
                ]
              : []),
          ]}
        />
      </section>
    );
  }
  if (status === "waiting") return <Notice>{t("detail.qrPass")}</Notice>;
  if (status === "pending") {
    return (
      <Notice
        action={
          <Button size="sm" onClick={() => onPay(reservation)}>
            {t("detail.payNow")}
          </Button>
        }
      >
        {t("detail.pendingPayment", {
          deadline: reservation.payment_due_at
            ? t("shared.koreaTime", { time: formatDateTime(reservation.payment_due_at, lang) })
            : "—",
        })}
      </Notice>
    );
  }
  if (status === "requested") return <Notice>{t("detail.requested")}</Notice>;
  if (status === "confirmed") return <Notice>{t("detail.confirmed")}</Notice>;
  if (status === "cancel_requested") return <Notice>{t("detail.cancelRequested")}</Notice>;
  const expired = reservation.cancel_reason === "deposit_expired" || reservation.cancel_reason === "payment_expired";
  return <Notice tone="ended">{t(expired ? "detail.expired" : "detail.cancelled")}</Notice>;
}

function Notice({
  children,
  action,
  tone = "info",
}: {
  children: ReactNode;
  action?: ReactNode;
  tone?: "info" | "ended";
}) {
  return (
    <div
      role="note"
      className={
        tone === "ended"
          ? "flex flex-wrap items-center gap-3 rounded-md border border-danger p-4 text-sm font-medium text-danger"
          : "flex flex-wrap items-center gap-3 rounded-md border border-border bg-muted p-4 text-sm text-foreground"
      }
    >
      <Info aria-hidden="true" className="size-4 shrink-0" />
      <span className="flex-1">{children}</span>
      {action}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h2 className="text-lg font-semibold text-foreground">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-6 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
