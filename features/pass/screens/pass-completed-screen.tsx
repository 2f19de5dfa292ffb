import { DepositDetails } from "@blocks/booking";
import { FeaturePage, LoadError, SignedOut, TextLink } from "@blocks/feature-kit";
import { paysOnline } from "@contracts/payment-methods";
import type { Pass, PassReservation } from "@contracts/passes";
import type { Reservation } from "@contracts/reservations";
import { Button, ButtonLink, EmptyState, Price, ReservationStatusBadge, Skeleton } from "@ds";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { SearchX } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useMyPasses } from "../api/list-mine";
import { useOrder } from "../api/get-order";
import { PassStateBadge } from "../components/pass-state-badge";
import { usePassText } from "../components/use-pass-text";
import { failureText } from "../model/messages";
import { readOrder } from "../model/order-store";
import { koreaTime } from "../model/pass-text";

export type PassCompletedPaths = {
  myPasses: string;
  card: (id: number) => string;
};

export type PassCompletedScreenProps = {
  /** `?number=` of the address: the order this tab made (kept by the purchase form). */
  number: string | null;
  /** An order paid online whose payment did not finish: the site starts it again. */
  onPay?: (reservation: PassReservation) => void;
  paths: PassCompletedPaths;
  area?: Area;
};

/**
 * `/seoulitepass/purchase/completed?number=` (issue 24): the order number to keep, its holders and what happens
 * next: a bank transfer's account and deadline while it is awaited, a payment to finish, and once paid a link to
 * each holder's pass. The order's status and passes are read again every 15 s until the passes are issued.
 */
export function PassCompletedScreen({ number, onPay, paths, area = "member" }: PassCompletedScreenProps) {
  const { t } = usePassText();
  const loggedIn = useIsLoggedIn(area);
  return (
    <FeaturePage title={t("completed.title")}>
      {loggedIn ? <Completed number={number} onPay={onPay} paths={paths} area={area} /> : <SignedOut t={t} />}
    </FeaturePage>
  );
}

function Completed({ number, onPay, paths, area }: PassCompletedScreenProps & { area: Area }) {
  const { t, lang } = usePassText();
  const [order] = useState(() => (number ? readOrder(number) : null));
  const passes = useMyPasses(area, lang, number);
  const status = useOrder(area, order?.id ?? null, lang);
  const issued = number ? (passes.data ?? []).filter((pass) => pass.reservation_number === number) : [];

  if (passes.error && !passes.data) {
    return (
      <LoadError
        t={t}
        describe={failureText}
        title={t("completed.error")}
        error={passes.error}
        onRetry={() => void passes.mutate()}
      />
    );
  }
  if (!passes.data) return <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-48" />;
  if (!number || (!order && issued.length === 0)) {
    return (
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        titleAs="h2"
        title={t("completed.missing.title")}
        description={t("completed.missing.description")}
        action={
          <ButtonLink asChild>
            <Link to={paths.myPasses}>{t("completed.missing.action")}</Link>
          </ButtonLink>
        }
      />
    );
  }
  // the order as it stands now when the shop has said, else as it was made
  const current: Reservation | null = status.data ?? order;
  const holders = order?.holders ?? issued.map((pass) => pass.holder);
  return (
    <>
      <section
        aria-labelledby="pass-order-number"
        className="flex flex-col items-start gap-2 rounded-lg border border-primary bg-surface p-6"
      >
        <h2 id="pass-order-number" className="text-sm font-medium text-muted-foreground">
          {t("completed.number")}
        </h2>
        <p className="font-mono text-3xl font-bold tracking-wide text-foreground sm:text-4xl">{number}</p>
        {order && <p className="text-base font-medium text-foreground">{order.pass_name}</p>}
        {current && (
          <dl className="grid grid-cols-[auto_1fr] items-center gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{t("completed.status")}</dt>
            <dd>
              <ReservationStatusBadge status={current.status} size="sm" />
            </dd>
            <dt className="text-muted-foreground">{t("completed.method")}</dt>
            <dd className="text-foreground">{t(`booking:payment.methods.${current.payment_method}`)}</dd>
            <dt className="text-muted-foreground">
              {current.paid_at ? t("completed.total") : t("completed.totalDue")}
            </dt>
            <dd>
              <Price amount={current.total} currency={current.currency} size="md" />
            </dd>
          </dl>
        )}
      </section>

      <section aria-labelledby="pass-holders-heading" className="flex flex-col gap-2">
        <h2 id="pass-holders-heading" className="text-lg font-semibold text-foreground">
          {t("completed.holders")}
        </h2>
        <ol className="list-inside list-decimal text-foreground">
          {holders.map((holder, index) => (
            <li key={`${index}-${holder}`}>{holder}</li>
          ))}
        </ol>
      </section>

      {issued.length > 0 ? (
        <IssuedPasses passes={issued} paths={paths} />
      ) : current?.status_group === "cancelled" ? (
        <p className="text-foreground">{t("completed.cancelled")}</p>
      ) : current?.paid_at ? (
        <p role="status" className="text-foreground">
          {t("completed.issuing")}
        </p>
      ) : current?.payment_method === "bank_transfer" ? (
        <TransferDetails order={current} />
      ) : current && paysOnline(current.payment_method) ? (
        <section aria-labelledby="pass-unpaid-heading" className="flex flex-col items-start gap-3">
          <h2 id="pass-unpaid-heading" className="text-lg font-semibold text-foreground">
            {t("completed.unpaid.heading")}
          </h2>
          {current.payment_due_at && (
            <p className="text-sm text-foreground">
              {t("completed.unpaid.body", { deadline: koreaTime(current.payment_due_at, lang, t) })}
            </p>
          )}
          {onPay && order && (
            <Button type="button" onClick={() => onPay(order)}>
              {t("completed.unpaid.pay")}
            </Button>
          )}
        </section>
      ) : null}

      <TextLink to={paths.myPasses} className="self-start">
        {t("completed.myPasses")}
      </TextLink>
    </>
  );
}

/** A bank transfer awaited: where to send how much by when; the passes follow the deposit. */
function TransferDetails({
  order,
}: {
  order: Pick<Reservation, "deposit_account" | "total" | "currency" | "deposit_krw" | "deposit_due_at">;
}) {
  const { t, lang } = usePassText();
  return (
    <section
      aria-labelledby="pass-transfer-heading"
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-5"
    >
      <h2 id="pass-transfer-heading" className="text-lg font-semibold text-foreground">
        {t("completed.waiting.heading")}
      </h2>
      <p className="text-sm text-foreground">{t("completed.waiting.body")}</p>
      <DepositDetails
        order={order}
        labels={{
          account: t("completed.waiting.account"),
          amount: t("completed.waiting.amount"),
          amountKrw: t("completed.waiting.amountKrw"),
          deadline: t("completed.waiting.deadline"),
        }}
        deadline={order.deposit_due_at && koreaTime(order.deposit_due_at, lang, t)}
        lang={lang}
      />
      <p className="text-sm text-muted-foreground">{t("completed.waiting.note")}</p>
    </section>
  );
}

/** The order's passes, one link per holder to the card with its QR code. */
function IssuedPasses({ passes, paths }: { passes: Pass[]; paths: PassCompletedPaths }) {
  const { t } = usePassText();
  return (
    <section aria-labelledby="pass-issued-heading" className="flex flex-col gap-3">
      <h2 id="pass-issued-heading" className="text-lg font-semibold text-foreground">
        {t("completed.passes.heading")}
      </h2>
      <p className="text-sm text-foreground">{t("completed.passes.body")}</p>
      <ul className="flex flex-col gap-2">
        {passes.map((pass) => (
          <li
            key={pass.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-surface p-4"
          >
            <div className="flex flex-col gap-0.5 text-sm">
              <span className="font-medium text-foreground">{pass.holder}</span>
              <span className="font-mono text-muted-foreground">{pass.code}</span>
            </div>
            <div className="flex items-center gap-3">
              <PassStateBadge state={pass.state} size="sm" />
              <TextLink to={paths.card(pass.id)}>{t("completed.passes.open", { holder: pass.holder })}</TextLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
