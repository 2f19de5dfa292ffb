import { FeaturePage, SignedOut, TextLink } from "@blocks/feature-kit";
import { PagedRecordList, RecordCard } from "@blocks/shop-kit";
import { failureText } from "../model/failure";
import { Price } from "@ds";
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

  return (
    <PagedRecordList
      list={list}
      t={t}
      describe={failureText}
      errorTitle={t("list.error")}
      skeletonRows={["h-28", "h-28"]}
      empty={{
        icon: <FileText aria-hidden="true" />,
        title: t("list.empty.title"),
        description: t("list.empty.description"),
      }}
      page={page}
      onPageChange={setPage}
      pagesLabel={t("list.pages")}
    >
      {(quotation) => (
        <RecordCard
          headingId={`quotation-${quotation.id}`}
          title={quotation.title}
          number={t("list.number", { number: quotation.quotation_number })}
          aside={
            <>
              <QuotationStatusBadge status={quotation.display_status} />
              <Price amount={quotation.total} currency={quotation.currency} size="md" />
            </>
          }
        >
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
        </RecordCard>
      )}
    </PagedRecordList>
  );
}
