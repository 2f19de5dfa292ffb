import type { TourReservation } from "@contracts/tours";
import { ReservationStatusBadge, formatPrice } from "@ds";
import { formatDate, formatDateTime, plainSpaces } from "@lib/format/format";
import type { Lang } from "@lib/i18n/locale";
import type { ReactNode } from "react";
import { useToursText } from "./use-tours-text";

/** A moment in the visitor's own clock (the zone their browser is in), beside Korea's. */
function localDateTime(value: string, lang: Lang): string {
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return value;
  return plainSpaces(new Intl.DateTimeFormat(lang, { dateStyle: "long", timeStyle: "short" }).format(moment));
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-foreground">{children}</dd>
    </div>
  );
}

/**
 * A tour reservation as its guest reads it: the course and departure (Korea time), travellers and luggage, the
 * total, the status, and until when it may be cancelled free of charge (Korea time, and the visitor's own).
 */
export function ReservationView({ reservation }: { reservation: TourReservation }) {
  const { t, lang } = useToursText();
  const korea = (value: string) => t("shared.koreaTime", { time: formatDateTime(value, lang) });
  const open = reservation.status_group === "pending" || reservation.status_group === "confirmed";
  return (
    <dl className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-5 text-sm">
      <Row label={t("my.detail.status")}>
        <ReservationStatusBadge status={reservation.status} />
      </Row>
      <Row label={t("my.detail.course")}>{reservation.course_name}</Row>
      <Row label={t("my.detail.departure")}>
        {formatDate(reservation.departure_date, lang, "weekday")} ·{" "}
        {t("shared.koreaTime", { time: reservation.departure_time })}
      </Row>
      <Row label={t("my.detail.meetingPoint")}>{reservation.meeting_point}</Row>
      <Row label={t("my.detail.travelers")}>{t("my.detail.people", { count: reservation.travelers })}</Row>
      <Row label={t("my.detail.luggage")}>{t("my.detail.pieces", { count: reservation.luggage })}</Row>
      <Row label={t("my.detail.representative")}>{reservation.representative_name}</Row>
      <Row label={t("my.detail.email")}>{reservation.email}</Row>
      <Row label={t("my.detail.payment")}>{t(`booking:payment.methods.${reservation.payment_method}`)}</Row>
      <Row label={t("my.detail.total")}>
        <span className="font-semibold">{formatPrice(reservation.total, reservation.currency, lang)}</span>
      </Row>
      {open && (
        <Row label={t("my.detail.freeUntil")}>
          <span className="flex flex-col gap-1">
            <span>{korea(reservation.free_cancellation_until)}</span>
            <span className="text-muted-foreground">
              {t("my.detail.freeUntilLocal", { time: localDateTime(reservation.free_cancellation_until, lang) })}
            </span>
            <span>{t(reservation.cancels_free ? "my.detail.freeNow" : "my.detail.notFreeNow")}</span>
          </span>
        </Row>
      )}
    </dl>
  );
}

/** A bank transfer waiting for its money: the account, the amount (in won too) and the deadline. */
export function TransferNotice({ reservation }: { reservation: TourReservation }) {
  const { t, lang } = useToursText();
  if (reservation.payment_method !== "bank_transfer" || reservation.status !== "waiting") return null;
  const account = reservation.deposit_account;
  return (
    <section
      aria-labelledby="tour-transfer-heading"
      className="flex flex-col gap-3 rounded-lg border border-primary p-5"
    >
      <h2 id="tour-transfer-heading" className="text-lg font-semibold text-foreground">
        {t("completed.next.heading")}
      </h2>
      <p className="text-sm text-foreground">{t("completed.next.transfer")}</p>
      <dl className="flex flex-col gap-2 text-sm">
        {account && (
          <Row label={t("completed.next.account")}>{`${account.bank} ${account.number} (${account.holder})`}</Row>
        )}
        <Row label={t("completed.next.amount")}>{formatPrice(reservation.total, reservation.currency, lang)}</Row>
        {reservation.currency !== "KRW" && reservation.deposit_krw !== null && (
          <Row label={t("completed.next.amountKrw")}>{formatPrice(reservation.deposit_krw, "KRW", lang)}</Row>
        )}
        {reservation.deposit_due_at && (
          <Row label={t("completed.next.deadline")}>
            {t("shared.koreaTime", { time: formatDateTime(reservation.deposit_due_at, lang) })}
          </Row>
        )}
      </dl>
    </section>
  );
}
