import { AuditTrail, useConsoleAccess } from "@blocks/console";
import { FeaturePage, PageFailure, SignedOut, TextLink, TitledSection } from "@blocks/feature-kit";
import type { AuditEntry } from "@contracts/audit";
import { Button, Price, Skeleton } from "@ds";
import { formatDate, formatDateTime } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { type ReactNode, useState } from "react";
import { OPERATOR_AREA } from "../api/paths";
import { type Decision, useDecide, useReservation } from "../api/reservations";
import { DecisionDialog } from "../components/decision-dialog";
import type { ReservationsAdminPaths } from "../components/paths";
import { StatusLabel } from "../components/status-label";
import { useReservationsAdminText } from "../components/use-reservations-admin-text";
import { decisionsFor } from "../model/decisions";
import { failureText } from "../model/messages";

export type ReservationAdminScreenProps = { id: number; paths: ReservationsAdminPaths };

/**
 * One reservation for the console (`/admin/reservations/:id`): the trip and its items, the travellers' data, who
 * booked, the money (payments and refunds), its history of states (who and when) and the audit trail; and the
 * decisions its status allows and the operator's role permits: record a deposit (waiting), approve or refuse a
 * cancellation (requested), refund (paid; operators only). Each is confirmed in a dialog.
 */
export function ReservationAdminScreen({ id, paths }: ReservationAdminScreenProps) {
  const { t } = useReservationsAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  return (
    <FeaturePage title={t("detail.title")} aside={<TextLink to={paths.list}>{t("detail.back")}</TextLink>}>
      {loggedIn ? <ReservationDetail id={id} /> : <SignedOut t={t} />}
    </FeaturePage>
  );
}

function ReservationDetail({ id }: { id: number }) {
  const { t, lang } = useReservationsAdminText();
  const reservation = useReservation(id, lang);
  const access = useConsoleAccess();
  const decide = useDecide(lang);
  const [asked, setAsked] = useState<Decision | null>(null);

  if (reservation.error && !reservation.data)
    return (
      <PageFailure
        t={t}
        notFound
        describe={failureText}
        title={t("detail.loadError")}
        error={reservation.error}
        onRetry={() => void reservation.mutate()}
      />
    );
  const data = reservation.data;
  if (!data)
    return (
      <div className="flex flex-col gap-4">
        <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-32" />
        <Skeleton shape="block" shapeClassName="h-48" />
      </div>
    );

  const decisions = access.isLoading ? [] : decisionsFor(data, access);
  const describe = (entry: AuditEntry) => {
    const reason = typeof entry.detail.reason === "string" ? entry.detail.reason : "";
    const action = t(`audit.${entry.action}`, { defaultValue: entry.action });
    return reason ? t("audit.withReason", { action, reason }) : action;
  };

  return (
    <>
      <section aria-label={t("detail.summary")} className="flex flex-col gap-3 rounded-md border border-border p-4">
        <div className="flex flex-wrap items-center gap-3">
          <span className="font-mono text-lg font-semibold text-foreground">{data.reservation_number}</span>
          <StatusLabel status={data.status} />
          <span className="text-sm text-muted-foreground">{t(`channels.${data.channel}`)}</span>
        </div>
        <p className="text-foreground">{data.product_name}</p>
        {data.status === "cancel_requested" && (
          <p className="text-sm text-foreground">
            {t("detail.cancelRequested", {
              date: data.cancel_requested_at ? formatDateTime(data.cancel_requested_at, lang) : "",
              note: data.cancel_note || t("detail.noNote"),
            })}
          </p>
        )}
        {decisions.length > 0 && (
          <div className="flex flex-wrap gap-2" role="group" aria-label={t("detail.actions")}>
            {decisions.map((decision) => (
              <Button
                key={decision}
                intent={decision === "refund" || decision === "refuse" ? "outline" : "primary"}
                onClick={() => setAsked(decision)}
              >
                {t(`decide.${decision}.button`)}
              </Button>
            ))}
          </div>
        )}
      </section>

      <TitledSection title={t("detail.trip.title")} className="flex flex-col gap-3">
        <Facts
          rows={[
            [t("detail.trip.departure"), `${formatDate(data.departure_date, lang)} ${data.departure_time}`],
            [t("detail.trip.travellers"), String(data.travelers)],
            [t("detail.trip.luggage"), String(data.luggage)],
            [t("detail.trip.created"), formatDateTime(data.created_at, lang)],
          ]}
        />
        <ul className="flex flex-col gap-1 text-sm">
          {data.items.map((item) => (
            <li key={item.product_option_id} className="flex flex-wrap justify-between gap-2">
              <span className="text-foreground">
                {t("detail.trip.item", { product: item.product_name, option: item.option_name, count: item.quantity })}
              </span>
              <Price amount={item.unit_price * item.quantity} currency={data.currency} size="sm" />
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection title={t("detail.travellers.title")} className="flex flex-col gap-3">
        <Facts
          rows={[
            [t("detail.travellers.representative"), data.representative_name],
            [t("detail.travellers.contact"), data.contact],
            [t("detail.travellers.passport"), data.passport_number],
            [t("detail.travellers.nationality"), data.nationality],
            [t("detail.travellers.flight"), data.arrival_flight_number || "—"],
            [t("detail.travellers.from"), data.departure_address],
            [t("detail.travellers.to"), data.destination_address],
            [
              t("detail.travellers.bookedBy"),
              data.member
                ? t("detail.travellers.member", { name: data.member.name, email: data.member.email })
                : t("detail.travellers.guest", { email: data.guest_email ?? "" }),
            ],
          ]}
        />
      </TitledSection>

      <TitledSection title={t("detail.money.title")} className="flex flex-col gap-3">
        <Facts
          rows={[
            [t("detail.money.method"), t(`methods.${data.payment_method}`)],
            [t("detail.money.subtotal"), <Price key="s" amount={data.subtotal} currency={data.currency} size="sm" />],
            [t("detail.money.luggage"), <Price key="l" amount={data.luggage_fee} currency={data.currency} size="sm" />],
            [
              t("detail.money.coupon"),
              <Price key="c" amount={-data.coupon_discount} currency={data.currency} size="sm" />,
            ],
            [
              t("detail.money.points", { count: data.points_used }),
              <Price key="p" amount={-data.points_value} currency={data.currency} size="sm" />,
            ],
            [t("detail.money.total"), <Price key="t" amount={data.total} currency={data.currency} size="sm" />],
            ...(data.payment_method === "bank_transfer"
              ? ([
                  [
                    t("detail.money.holder"),
                    `${data.account_holder || "—"}${data.bank ? ` · ${t(`banks.${data.bank}`)}` : ""}`,
                  ],
                ] as [string, ReactNode][])
              : []),
          ]}
        />
        <h3 className="text-sm font-semibold text-foreground">{t("detail.money.payments")}</h3>
        {data.payments.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("detail.money.noPayment")}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {data.payments.map((payment) => (
              <li key={payment.id} className="text-foreground">
                {t("detail.money.payment", {
                  provider: t(`providers.${payment.provider}`, { defaultValue: payment.provider }),
                  date: formatDateTime(payment.approved_at, lang),
                  state: t(`paymentStates.${payment.status}`),
                })}{" "}
                <Price amount={payment.amount} currency={payment.currency} size="sm" />
              </li>
            ))}
          </ul>
        )}
        <h3 className="text-sm font-semibold text-foreground">{t("detail.money.refunds")}</h3>
        {data.refunds.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("detail.money.noRefund")}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {data.refunds.map((refund) => (
              <li key={refund.id} className="text-foreground">
                <Price amount={refund.amount} currency={refund.currency} size="sm" />{" "}
                {refund.returned_at
                  ? t("detail.money.refundReturned", {
                      date: formatDateTime(refund.returned_at, lang),
                      reason: refund.reason,
                    })
                  : t("detail.money.refundOwed", {
                      date: formatDateTime(refund.created_at, lang),
                      reason: refund.reason,
                    })}
              </li>
            ))}
          </ul>
        )}
      </TitledSection>

      <TitledSection title={t("detail.history.title")} className="flex flex-col gap-3">
        <ol className="flex flex-col gap-2 text-sm">
          {data.history.map((entry) => (
            <li key={entry.id} className="flex flex-wrap gap-x-2">
              <span className="text-muted-foreground">{formatDateTime(entry.at, lang)}</span>
              <span className="text-foreground">
                {entry.from_status
                  ? t("detail.history.moved", {
                      from: t(`statuses.${entry.from_status}`),
                      to: t(`statuses.${entry.to_status}`),
                    })
                  : t("detail.history.made", { status: t(`statuses.${entry.to_status}`) })}
              </span>
              <span className="text-muted-foreground">
                {entry.actor ? t("detail.history.by", { name: entry.actor.name }) : t("detail.history.system")}
              </span>
            </li>
          ))}
        </ol>
      </TitledSection>

      <AuditTrail subject="reservation" subjectId={data.id} describe={describe} />

      <DecisionDialog
        reservation={data}
        decision={asked}
        onClose={() => setAsked(null)}
        onDecide={(decision, reason) => decide(data.id, decision, reason)}
      />
    </>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="break-words text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
