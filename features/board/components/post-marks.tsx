import { Badge, cn } from "@ds";
import { formatDate } from "@lib/format/format";
import { Paperclip, Pin } from "lucide-react";
import { koreanDay } from "../model/dates";
import { useBoardText } from "./use-board-text";

/** The marker of a post kept at the top of its board. */
export function PinnedBadge() {
  const { t } = useBoardText();
  return (
    <Badge variant="primary" size="sm">
      <Pin aria-hidden="true" />
      {t("list.pinned")}
    </Badge>
  );
}

/** The Korean day a post was published, named for screen readers. */
export function PostDay({ publishedAt }: { publishedAt: string }) {
  const { t, lang } = useBoardText();
  return (
    <span>
      <span className="sr-only">{t("list.date")} </span>
      <time dateTime={publishedAt}>{formatDate(koreanDay(publishedAt), lang)}</time>
    </span>
  );
}

/** How many files a post has: a paperclip and the number, said in words to screen readers. */
export function FileCount({ count, className }: { count: number; className?: string }) {
  const { t } = useBoardText();
  if (count === 0) return null;
  return (
    <span className={cn("inline-flex items-center gap-1", className)}>
      <Paperclip aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{t("list.files", { count })}</span>
      <span aria-hidden="true">{count}</span>
    </span>
  );
}
