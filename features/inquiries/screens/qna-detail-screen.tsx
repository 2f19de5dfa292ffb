import { FeaturePage, LoadError, TextLink } from "@blocks/feature-kit";
import type { PublicQnaSite, QnaQuestion } from "@contracts/inquiries";
import { EmptyState, Skeleton, buttonLinkVariants, cn } from "@ds";
import { formatDateTime } from "@lib/format/format";
import { isNotFound } from "@lib/http/failure-text";
import { ArrowLeft, Hourglass, SearchX } from "lucide-react";
import { Link } from "react-router";
import { useQnaQuestion } from "../api/get-qna-question";
import { InquiryStatusBadge } from "../components/inquiry-status-badge";
import { QnaMeta } from "../components/qna-meta";
import { useInquiriesText } from "../components/use-inquiries-text";

export type QnaDetailScreenProps = {
  /** Whose Q&A board. */
  site: PublicQnaSite;
  /** From `/seouledutravel/qna/list-detail/{id}`; anything but a positive whole number is "not found". */
  id: string | number | undefined;
  paths: { list: string };
};

function parseId(value: QnaDetailScreenProps["id"]): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * `/seouledutravel/qna/list-detail/{id}` (spec point 2, public, rendered on the server): a question with the asker's
 * masked name, and the office's answer or "not answered yet"; a question that does not exist (or is another site's)
 * says so plainly. The asker's files are never shown here: they are the office's to read.
 */
export function QnaDetailScreen({ site, id: idParam, paths }: QnaDetailScreenProps) {
  const { t, lang } = useInquiriesText();
  const id = parseId(idParam);
  const question = useQnaQuestion(site, id, lang);

  return (
    <FeaturePage titleClassName="break-words" title={t("qna.detail.heading")}>
      {id === null || isNotFound(question.error) ? (
        <EmptyState
          icon={<SearchX aria-hidden="true" />}
          titleAs="h2"
          title={t("qna.detail.notFound.title")}
          description={t("qna.detail.notFound.description")}
          action={<TextLink to={paths.list}>{t("qna.detail.backToList")}</TextLink>}
        />
      ) : question.error ? (
        <LoadError t={t} title={t("qna.detail.error")} error={question.error} onRetry={() => void question.mutate()} />
      ) : !question.data ? (
        <div className="flex flex-col gap-4">
          <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-32" />
          <Skeleton shape="block" shapeClassName="h-24" />
        </div>
      ) : (
        <Question question={question.data} listHref={paths.list} />
      )}
    </FeaturePage>
  );
}

function Question({ question, listHref }: { question: QnaQuestion; listHref: string }) {
  const { t, lang } = useInquiriesText();
  return (
    <>
      <article
        aria-labelledby="qna-subject"
        className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <span className="text-xs font-medium text-muted-foreground">{question.type_name}</span>
            <h2 id="qna-subject" className="text-lg font-semibold break-words text-foreground">
              {question.subject}
            </h2>
            <QnaMeta question={question} />
          </div>
          <InquiryStatusBadge status={question.status} />
        </div>
        <p className="text-sm leading-relaxed break-words whitespace-pre-line text-foreground">{question.content}</p>
      </article>

      <section
        aria-labelledby="qna-answer"
        className={cn(
          "flex flex-col gap-3 rounded-lg border p-5",
          question.reply ? "border-primary bg-surface" : "border-dashed border-border bg-muted",
        )}
      >
        <h2 id="qna-answer" className="text-base font-semibold text-foreground">
          {t("qna.detail.answer")}
        </h2>
        {question.reply ? (
          <>
            {question.replied_at && (
              <span className="text-xs text-muted-foreground">
                <span className="sr-only">{t("detail.repliedOn")} </span>
                {formatDateTime(question.replied_at, lang)}
              </span>
            )}
            <p className="text-sm leading-relaxed break-words whitespace-pre-line text-foreground">{question.reply}</p>
          </>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Hourglass aria-hidden="true" className="size-4 shrink-0" />
            {t("qna.detail.notAnswered")}
          </p>
        )}
      </section>

      <Link to={listHref} className={cn(buttonLinkVariants({ intent: "outline" }), "self-start")}>
        <ArrowLeft aria-hidden="true" />
        {t("qna.detail.backToList")}
      </Link>
    </>
  );
}
