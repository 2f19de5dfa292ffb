import { FeaturePage, LoadError, SignedOut, TextLink } from "@blocks/feature-kit";
import type { Inquiry } from "@contracts/inquiries";
import { EmptyState, Skeleton, buttonLinkVariants, cn } from "@ds";
import { formatDateTime } from "@lib/format/format";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { ArrowLeft, Hourglass, SearchX } from "lucide-react";
import { Link } from "react-router";
import { useInquiry } from "../api/get-inquiry";
import { AttachmentList } from "../components/attachment-list";
import { isNotFound } from "@lib/http/failure-text";
import { InquiryStatusBadge } from "../components/inquiry-status-badge";
import { useInquiriesText } from "../components/use-inquiries-text";

export type ContactUsDetailScreenProps = {
  /** From `/board/contact-us-detail/{id}`; anything but a positive whole number is "not found". */
  inquiryId: string | number | undefined;
  paths: { list: string };
  area?: Area;
};

function parseId(value: ContactUsDetailScreenProps["inquiryId"]): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * `/board/contact-us-detail/{id}` (spec point 3): the member's question with its files, and the operator's reply
 * or "waiting for an answer". Someone else's inquiry is "not found" (the server answers 404, never 403).
 */
export function ContactUsDetailScreen({ inquiryId, paths, area = "member" }: ContactUsDetailScreenProps) {
  const { t, lang } = useInquiriesText();
  const loggedIn = useIsLoggedIn(area);
  const id = parseId(inquiryId);
  const inquiry = useInquiry(area, id, lang);

  return (
    <FeaturePage titleClassName="break-words" title={t("detail.heading")}>
      {!loggedIn ? (
        <SignedOut t={t} />
      ) : id === null || isNotFound(inquiry.error) ? (
        <EmptyState
          icon={<SearchX aria-hidden="true" />}
          titleAs="h2"
          title={t("detail.notFound.title")}
          description={t("detail.notFound.description")}
          action={<TextLink to={paths.list}>{t("detail.backToList")}</TextLink>}
        />
      ) : inquiry.error ? (
        <LoadError t={t} title={t("detail.error")} error={inquiry.error} onRetry={() => void inquiry.mutate()} />
      ) : !inquiry.data ? (
        <div className="flex flex-col gap-4">
          <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-32" />
          <Skeleton shape="block" shapeClassName="h-24" />
        </div>
      ) : (
        <Detail inquiry={inquiry.data} listHref={paths.list} area={area} />
      )}
    </FeaturePage>
  );
}

function Detail({ inquiry, listHref, area }: { inquiry: Inquiry; listHref: string; area: Area }) {
  const { t, lang } = useInquiriesText();
  return (
    <>
      <article
        aria-labelledby="inquiry-subject"
        className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <span className="text-xs font-medium text-muted-foreground">{inquiry.type_name}</span>
            <h2 id="inquiry-subject" className="text-lg font-semibold break-words text-foreground">
              {inquiry.subject}
            </h2>
            <span className="text-xs text-muted-foreground">
              <span className="sr-only">{t("list.askedOn")} </span>
              {formatDateTime(inquiry.created_at, lang)}
            </span>
          </div>
          <InquiryStatusBadge status={inquiry.status} />
        </div>
        <p className="text-sm leading-relaxed break-words whitespace-pre-line text-foreground">{inquiry.content}</p>
        <AttachmentList attachments={inquiry.attachments} headingId="inquiry-files" area={area} />
      </article>

      <section
        aria-labelledby="inquiry-reply"
        className={cn(
          "flex flex-col gap-3 rounded-lg border p-5",
          inquiry.reply ? "border-primary bg-surface" : "border-dashed border-border bg-muted",
        )}
      >
        <h2 id="inquiry-reply" className="text-base font-semibold text-foreground">
          {t("detail.reply")}
        </h2>
        {inquiry.reply ? (
          <>
            {inquiry.replied_at && (
              <span className="text-xs text-muted-foreground">
                <span className="sr-only">{t("detail.repliedOn")} </span>
                {formatDateTime(inquiry.replied_at, lang)}
              </span>
            )}
            <p className="text-sm leading-relaxed break-words whitespace-pre-line text-foreground">{inquiry.reply}</p>
          </>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Hourglass aria-hidden="true" className="size-4 shrink-0" />
            {t("detail.waiting")}
          </p>
        )}
      </section>

      <Link to={listHref} className={cn(buttonLinkVariants({ intent: "outline" }), "self-start")}>
        <ArrowLeft aria-hidden="true" />
        {t("detail.backToList")}
      </Link>
    </>
  );
}
