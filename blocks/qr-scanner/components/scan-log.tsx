import { Badge, type BadgeVariant } from "@ds";
import { formatDateTime } from "@lib/format/format";
import type { Lang } from "@lib/i18n/locale";
import { useId } from "react";
import { shortCode } from "../model/scan-log";
import type { VerdictTone } from "./verdict-panel";

const VARIANTS: Record<VerdictTone, BadgeVariant | undefined> = {
  idle: undefined,
  accept: "success",
  caution: "warning",
  refuse: "danger",
};

/** One scan as the log shows it, in the feature's words. */
export type ScanLogItem = {
  id: number;
  at: Date;
  tone: VerdictTone;
  /** The answer in a word or two (and how it was reached). */
  answer: string;
  /** Who the code belongs to, when known. */
  holder: string | null;
  /** What was read: shown short when no holder is known, beside the holder when `showCode`. */
  code: string;
  /** Shows the code beside a known holder (a pass's printed number); by default only where no holder is known. */
  showCode?: boolean;
};

export type ScanLogProps = {
  heading: string;
  empty: string;
  items: readonly ScanLogItem[];
  lang: Lang;
};

/** This session's last scans, newest first: the time (Korea time), the answer in its colour, whose. */
export function ScanLog({ heading, empty, items, lang }: ScanLogProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-foreground">
        {heading}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
              <time dateTime={item.at.toISOString()} className="text-muted-foreground">
                {formatDateTime(item.at, lang)}
              </time>
              <Badge size="sm" variant={VARIANTS[item.tone]}>
                {item.answer}
              </Badge>
              <span className="min-w-0 flex-1 break-words text-foreground">
                {item.holder ? (
                  <span className="font-medium">{item.holder}</span>
                ) : (
                  <span className="font-mono">{shortCode(item.code)}</span>
                )}
                {item.holder && item.showCode && (
                  <span className="ms-2 font-mono text-muted-foreground">{shortCode(item.code)}</span>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
