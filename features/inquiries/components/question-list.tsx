import type { InquiryStatus } from "@contracts/inquiries";
import { TextLink } from "@blocks/feature-kit";
import type { ReactNode } from "react";
import { InquiryStatusBadge } from "./inquiry-status-badge";

type InquiryRow = { id: number; type_name: string; subject: string; status: InquiryStatus };

/**
 * A list of questions as a person reads it (their own, or a site's public ones): each row's type, its subject
 * linking to the question, what `meta` says of it and its status.
 */
export function QuestionList<Row extends InquiryRow>({
  rows,
  href,
  meta,
}: {
  rows: readonly Row[];
  href: (id: number) => string;
  meta: (row: Row) => ReactNode;
}) {
  return (
    <ul className="flex flex-col border-t border-border">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-start justify-between gap-3 border-b border-border px-2 py-4">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="text-xs font-medium text-muted-foreground">{row.type_name}</span>
            <TextLink
              to={href(row.id)}
              className="font-semibold break-words text-foreground no-underline hover:underline"
            >
              {row.subject}
            </TextLink>
            {meta(row)}
          </div>
          <InquiryStatusBadge status={row.status} size="sm" />
        </li>
      ))}
    </ul>
  );
}
