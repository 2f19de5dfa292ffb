import { useConsoleAccess, readFailure } from "@blocks/console";
import { FilteredListPage, ListIntro, TextLink } from "@blocks/feature-kit";
import type { AdminQuotation } from "@contracts/quotations";
import { Price, type TableColumn } from "@ds";
import { formatDate } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { FileText } from "lucide-react";
import { useSearchParams } from "react-router";
import { OPERATOR_AREA } from "../api/paths";
import { useAdminQuotations } from "../api/quotations";
import type { QuotationsAdminPaths } from "../components/paths";
import { QuotationStatus } from "../components/status-badge";
import { useQuotationsAdminText } from "../components/use-quotations-admin-text";
import { QUOTATION_TABS, type QuotationTab, quotationFilters, quotationSearch } from "../model/filters";
import { failureText } from "../model/messages";

export type QuotationsAdminScreenProps = { paths: QuotationsAdminPaths };

/**
 * The shop's quotations for the console (`/admin/quotations`): every member's, newest first, by status; each opens
 * its editor. A clerk issues new ones (the way in is offered only to who may write); a viewer reads.
 */
export function QuotationsAdminScreen({ paths }: QuotationsAdminScreenProps) {
  const { t, lang } = useQuotationsAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const { canWrite } = useConsoleAccess();
  const [params, setParams] = useSearchParams();
  const { status, page } = quotationFilters(params);
  const quotations = useAdminQuotations(status, page, lang);
  const go = (next: QuotationTab, nextPage: number) => setParams(new URLSearchParams(quotationSearch(next, nextPage)));

  const columns: TableColumn<AdminQuotation>[] = [
    {
      id: "quotation",
      header: t("list.table.quotation"),
      rowHeader: true,
      wrap: true,
      cell: (quotation) => (
        <span className="flex flex-col">
          <TextLink to={paths.quotation(quotation.id)}>{quotation.title}</TextLink>
          <span className="font-mono text-xs text-muted-foreground">
            {t("list.number", { number: quotation.quotation_number, revision: quotation.revision })}
          </span>
        </span>
      ),
    },
    {
      id: "member",
      header: t("list.table.member"),
      wrap: true,
      cell: (quotation) => (
        <span className="flex flex-col">
          <span className="text-foreground">{quotation.member_name}</span>
          <span className="text-xs break-all text-muted-foreground">{quotation.member_email}</span>
        </span>
      ),
    },
    {
      id: "total",
      header: t("list.table.total"),
      cell: (quotation) => <Price amount={quotation.total} currency={quotation.currency} size="sm" />,
    },
    {
      id: "valid",
      header: t("list.table.validUntil"),
      cell: (quotation) => formatDate(quotation.valid_until, lang),
    },
    {
      id: "status",
      header: t("list.table.status"),
      cell: (quotation) => <QuotationStatus status={quotation.display_status} />,
    },
  ];

  return (
    <FilteredListPage
      t={t}
      loggedIn={loggedIn}
      intro={
        <div className="mb-4">
          {loggedIn && canWrite ? (
            <ListIntro text={t("list.intro")} addLabel={t("list.new")} addTo={paths.new} />
          ) : (
            <p className="text-muted-foreground">{t("list.intro")}</p>
          )}
        </div>
      }
      filters={QUOTATION_TABS}
      filter={status}
      page={page}
      onChange={go}
      data={quotations.data}
      failure={readFailure(quotations, { t, describe: failureText, title: t("list.loadError") })}
      emptyIcon={<FileText aria-hidden="true" />}
      columns={columns}
      rowKey={(quotation) => quotation.id}
    />
  );
}
