import { FeaturePage, ListSkeleton, LoadError, SignedOut, TextLink } from "@blocks/feature-kit";
import { failureText } from "../model/failure";
import { EmptyState, Pagination, Price } from "@ds";
import { formatDate } from "@lib/format/format";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { FileText } from "lucide-react";
import { useState } from "react";
import { useQuotations } from "../api/list-quotations";
import { QuotationStatusBadge } from "../components/quotation-status-badge";
import { useQuotationsText } from "../components/use-quotations-text";

export type MyQuotationsScreenProps = {
  paths: { quotation: (id: number) => string };
  area?: Area;
};

/** `/quotation` (member): the quotations our team sent, newest first, each with its status, total and last day. */
export function MyQuotationsScreen({ paths, area = "member" }: MyQuotationsScreenProps) {
  const { t } = useQuotationsText();
  const loggedIn = useIsLoggedIn(area);
  return (
    <FeaturePage title={t("list.heading")}>
      {loggedIn ? <QuotationList paths={paths} area={area} /> : <SignedOut t={t} />}
    </FeaturePage>
  );
}

function QuotationList({ paths, area }: Required<MyQuotationsScreenProps>) {
  const { t, lang } = useQuotationsText();
  const [page, setPage] = useState(1);
  const list = useQuotations(area, page, lang);

  if (list.error && !list.data) {
    return (
      <LoadError
        t={t}
        describe={failureText}
        title={t("list.error")}
        error={list.error}
        onRetry={() => void list.mutate()}
      />
    );
  }
  if (!list.data) {
    return <ListSkeleton label={t("shared.loading")} rows={["h-28", "h-28"]} />;
  }
  if (list.data.rows.length === 0) {
    return (
      <EmptyState
        icon={<FileText aria-hidden="true" />}
        titleAs="h2"
        title={t("list.empty.title")}
        description={t("list.empty.description")}
      />
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3">
        {list.data.rows.map((quotation) => (
          <li key={quotation.id}>
            <article
              aria-labelledby={`quotation-${quotation.id}`}
              className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-border bg-surface p-4"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <h2 id={`quotation-${quotation.id}`} className="text-base font-semibold text-foreground">
                  {quotation.title}
                </h2>
                <p className="font-mono text-xs text-muted-foreground">
                  {t("list.number", { number: quotation.quotation_number })}
                </p>
                <p className="text-sm text-foreground">
                  {t("list.departure", { date: formatDate(quotation.departure_date, lang) })}
                </p>
                <p className="text-sm text-muted-foreground">
                  {t(quotation.can_respond ? "list.validUntil" : "list.validUntilClosed", {
                    date: formatDate(quotation.valid_until, lang),
                  })}
                </p>
                <TextLink to={paths.quotation(quotation.id)} className="self-start text-sm">
                  {quotation.can_respond ? t("list.answer") : t("list.view")}
                  <span className="sr-only"> ({quotation.quotation_number})</span>
                </TextLink>
              </div>
              <div className="flex flex-col items-end gap-2">
                <QuotationStatusBadge status={quotation.display_status} />
                <Price amount={quotation.total} currency={quotation.currency} size="md" />
              </div>
            </article>
          </li>
        ))}
      </ul>
      {list.data.meta.total_pages > 1 && (
        <Pagination page={page} pageCount={list.data.meta.total_pages} onPageChange={setPage} label={t("list.pages")} />
      )}
    </>
  );
}
