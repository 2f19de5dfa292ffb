import { useConsoleAccess, readFailure } from "@blocks/console";
import { FilteredListPage } from "@blocks/feature-kit";
import type { AdminRefund, RefundState } from "@contracts/refunds";
import { Button, Price, type TableColumn } from "@ds";
import { formatDate, formatDateTime } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { Landmark } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useMarkReturned, useRefunds } from "../api/refunds";
import { OPERATOR_AREA } from "../api/paths";
import { MarkReturnedDialog } from "../components/mark-returned-dialog";
import { useRefundsAdminText } from "../components/use-refunds-admin-text";
import { REFUND_TABS, refundFilters, refundSearch } from "../model/filters";
import { failureText } from "../model/messages";

/** The screen hard-codes no address of a site, so it takes nothing: each site mounts it at its own. */
export type RefundsAdminScreenProps = Record<string, never>;

/**
 * The bank deposits' refunds for operators (`/seoulitepass/admin/refunds`; the shop's console mounts it too): the
 * owed ones by default, or the returned or all (`?state=`), newest first, a page at a time. Each says what was
 * refunded, to whom, how much and the account to send it to; an owed one is marked returned once sent.
 */
export function RefundsAdminScreen() {
  const { t, lang } = useRefundsAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const [params, setParams] = useSearchParams();
  const { state, page } = refundFilters(params);
  const refunds = useRefunds(state, page, lang);
  const mark = useMarkReturned(lang);
  // returning money is an operator's: a clerk or a viewer of the shop's console sees what is owed, nothing to press
  const { canMoveMoney } = useConsoleAccess();
  const [asked, setAsked] = useState<AdminRefund | null>(null);
  const go = (next: RefundState, nextPage: number) => setParams(new URLSearchParams(refundSearch(next, nextPage)));

  const columns: TableColumn<AdminRefund>[] = [
    {
      id: "what",
      header: t("list.table.what"),
      rowHeader: true,
      wrap: true,
      cell: (refund) => (
        <span className="flex flex-col">
          <span className="font-medium text-foreground">
            {t(`list.subject.${refund.subject.kind}`, { id: refund.subject.id })}
          </span>
          <span className="font-mono text-xs text-muted-foreground">
            {t("list.order", { number: refund.order.number, channel: t(`list.channels.${refund.order.channel}`) })}
          </span>
          <span className="text-xs text-muted-foreground">{refund.reason}</span>
        </span>
      ),
    },
    {
      id: "who",
      header: t("list.table.who"),
      wrap: true,
      cell: (refund) => (
        <span className="flex flex-col">
          <span className="text-foreground">{refund.member.name}</span>
          <span className="text-xs break-all text-muted-foreground">{refund.member.email}</span>
        </span>
      ),
    },
    {
      id: "amount",
      header: t("list.table.amount"),
      cell: (refund) => <Price amount={refund.amount} currency={refund.currency} size="sm" />,
    },
    {
      id: "account",
      header: t("list.table.account"),
      wrap: true,
      cell: (refund) => (
        <span className="flex flex-col">
          <span className="text-foreground">{refund.bank ? t(`banks.${refund.bank}`) : t("list.unknownBank")}</span>
          <span className="text-xs text-muted-foreground">
            {t("list.holder", { holder: refund.account_holder || t("list.unknownHolder") })}
          </span>
        </span>
      ),
    },
    { id: "created", header: t("list.table.created"), cell: (refund) => formatDate(refund.created_at, lang) },
    {
      id: "state",
      header: t("list.table.state"),
      wrap: true,
      cell: (refund) =>
        refund.returned_at ? (
          <span className="flex flex-col text-sm">
            <span className="text-foreground">
              {t("list.returned", {
                date: formatDateTime(refund.returned_at, lang),
                name: refund.returned_by?.name ?? t("list.someone"),
              })}
            </span>
            {refund.note && <span className="text-xs text-muted-foreground">{refund.note}</span>}
          </span>
        ) : !canMoveMoney ? (
          <span className="text-sm text-muted-foreground">{t("list.awaiting")}</span>
        ) : (
          <Button
            size="sm"
            intent="outline"
            aria-label={t("list.markFor", { number: refund.order.number, name: refund.member.name })}
            onClick={() => setAsked(refund)}
          >
            {t("list.mark")}
          </Button>
        ),
    },
  ];

  return (
    <FilteredListPage
      t={t}
      loggedIn={loggedIn}
      intro={<p className="mb-4 max-w-prose text-sm text-muted-foreground">{t("list.intro")}</p>}
      filters={REFUND_TABS}
      filter={state}
      page={page}
      onChange={go}
      data={refunds.data}
      failure={readFailure(refunds, { t, describe: failureText, title: t("list.loadError") })}
      emptyIcon={<Landmark aria-hidden="true" />}
      columns={columns}
      rowKey={(refund) => refund.id}
    >
      <MarkReturnedDialog refund={asked} onClose={() => setAsked(null)} onMark={mark} />
    </FilteredListPage>
  );
}
