import type { ReactNode } from "react";

export type RecordCardProps = {
  /** The heading's id: the card is named by it. */
  headingId: string;
  title: ReactNode;
  /** The record's number (booking or quotation), set in monospace under the title. */
  number: ReactNode;
  /** The lines under the number: dates, the link to the record. */
  children: ReactNode;
  /** The right-hand column: the status and the total. */
  aside: ReactNode;
};

/** One of the member's records in a list (a reservation, a quotation): what it is, its number, its status. */
export function RecordCard({ headingId, title, number, children, aside }: RecordCardProps) {
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id={headingId} className="text-base font-semibold text-foreground">
          {title}
        </h2>
        <p className="font-mono text-xs text-muted-foreground">{number}</p>
        {children}
      </div>
      <div className="flex flex-col items-end gap-2">{aside}</div>
    </article>
  );
}
