import type { QnaQuestionSummary } from "@contracts/inquiries";
import { formatDate } from "@lib/format/format";
import { UserRound } from "lucide-react";
import { koreanDay } from "../model/dates";
import { useInquiriesText } from "./use-inquiries-text";

/** Who asked (the name masked by the server, "J***") and on which day (Korea's calendar), named for screen readers. */
export function QnaMeta({ question }: { question: Pick<QnaQuestionSummary, "asker" | "created_at"> }) {
  const { t, lang } = useInquiriesText();
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
      <span className="inline-flex items-center gap-1">
        <UserRound aria-hidden="true" className="size-3.5" />
        <span className="sr-only">{t("qna.askedBy")} </span>
        {question.asker}
      </span>
      <span>
        <span className="sr-only">{t("list.askedOn")} </span>
        {formatDate(koreanDay(question.created_at), lang)}
      </span>
    </span>
  );
}
