import { FeaturePage, ListSkeleton, LoadError, SignedOut, TextLink } from "@blocks/feature-kit";
import type { InquirySite } from "@contracts/inquiries";
import { EmptyState, Pagination, buttonLinkVariants } from "@ds";
import { formatDate } from "@lib/format/format";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { MessageSquarePlus, MessagesSquare } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useInquiries } from "../api/list-inquiries";
import { QuestionList } from "../components/question-list";
import { useInquiriesText } from "../components/use-inquiries-text";
import { koreanDay } from "../model/dates";

export type ContactUsScreenProps = {
  paths: { register: string; detail: (id: number) => string };
  area?: Area;
  /** Whose questions (sent as `?site=`): the shop's by default. */
  site?: InquirySite;
};

/**
 * `/board/contact-us` and `/seoulitepass/inquiry` (spec points 3 and 6): the member's own inquiries on the site,
 * newest first, each open or replied.
 */
export function ContactUsScreen({ paths, area = "member", site = "shop" }: ContactUsScreenProps) {
  const { t } = useInquiriesText();
  const loggedIn = useIsLoggedIn(area);
  return (
    <FeaturePage
      titleClassName="break-words"
      title={t("list.heading")}
      aside={
        loggedIn && (
          <Link to={paths.register} className={buttonLinkVariants({})}>
            <MessageSquarePlus aria-hidden="true" />
            {t("list.new")}
          </Link>
        )
      }
    >
      {loggedIn ? <InquiryList paths={paths} area={area} site={site} /> : <SignedOut t={t} />}
    </FeaturePage>
  );
}

function InquiryList({ paths, area, site }: { paths: ContactUsScreenProps["paths"]; area: Area; site: InquirySite }) {
  const { t, lang } = useInquiriesText();
  const [page, setPage] = useState(1);
  const list = useInquiries(area, site, lang, page);

  if (list.error)
    return <LoadError t={t} title={t("list.error")} error={list.error} onRetry={() => void list.mutate()} />;
  if (!list.data) {
    return <ListSkeleton label={t("shared.loading")} rows={["h-20", "h-20"]} />;
  }
  if (list.data.rows.length === 0) {
    return (
      <EmptyState
        icon={<MessagesSquare aria-hidden="true" />}
        titleAs="h2"
        title={t("list.empty.title")}
        description={t("list.empty.description")}
        action={<TextLink to={paths.register}>{t("list.empty.action")}</TextLink>}
      />
    );
  }
  return (
    <>
      <QuestionList
        rows={list.data.rows}
        href={paths.detail}
        meta={(inquiry) => (
          <span className="text-xs text-muted-foreground">
            <span className="sr-only">{t("list.askedOn")} </span>
            {formatDate(koreanDay(inquiry.created_at), lang)}
          </span>
        )}
      />
      {list.data.meta.total_pages > 1 && (
        <Pagination page={page} pageCount={list.data.meta.total_pages} onPageChange={setPage} label={t("list.pages")} />
      )}
    </>
  );
}
