import type { Reservation } from "@contracts/reservations";
import { formatPrice } from "@ds";
import type { Lang } from "@lib/i18n/locale";

export type DepositDetailsProps = {
  /** The order waiting for its bank transfer. */
  order: Pick<Reservation, "deposit_account" | "total" | "currency" | "deposit_krw">;
  /** The rows' names, in the feature's words. */
  labels: { account: string; amount: string; amountKrw: string; deadline: string };
  /** The last moment for the deposit in the page's words (Korea time); null when there is none. */
  deadline: string | null;
  lang: Lang;
};

/** Where to send a bank transfer: the account, the amount (in won too when the order is in another currency), by when. */
export function DepositDetails({ order, labels, deadline, lang }: DepositDetailsProps) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {order.deposit_account && (
        <>
          <dt className="text-muted-foreground">{labels.account}</dt>
          <dd className="text-foreground">
            {order.deposit_account.bank} {order.deposit_account.number} ({order.deposit_account.holder})
          </dd>
        </>
      )}
      <dt className="text-muted-foreground">{labels.amount}</dt>
      <dd className="text-foreground">{formatPrice(order.total, order.currency, lang)}</dd>
      {/* the account takes won: what to send when the order was in another currency */}
      {order.currency !== "KRW" && order.deposit_krw !== null && (
        <>
          <dt className="text-muted-foreground">{labels.amountKrw}</dt>
          <dd className="text-foreground">{formatPrice(order.deposit_krw, "KRW", lang)}</dd>
        </>
      )}
      {deadline && (
        <>
          <dt className="text-muted-foreground">{labels.deadline}</dt>
          <dd className="text-foreground">{deadline}</dd>
        </>
      )}
    </dl>
  );
}
