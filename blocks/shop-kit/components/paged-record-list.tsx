import { EmptyState } from "@ds";
import type { ReactNode } from "react";
import { ListPages, type ListStatesProps, ListStates } from "./list-states";

/** A page of the member's records as the API answers it: its rows and how many pages there are. */
export type RecordPage<R> = { rows: readonly R[]; meta: { total_pages: number } };

export type PagedRecordListProps<R extends { id: number }> = Omit<
  ListStatesProps<RecordPage<R>>,
  "isEmpty" | "empty" | "children"
> & {
  /** What the list says when it has no rows: its icon, a level-2 title and a line. */
  empty: { icon: ReactNode; title: string; description: string };
  page: number;
  onPageChange: (page: number) => void;
  /** The name of the page buttons. */
  pagesLabel: string;
  /** One record's card. */
  children: (row: R) => ReactNode;
};

/** A paged list of the member's records (quotations, reservations): its states, a card a row, the page buttons. */
export function PagedRecordList<R extends { id: number }>({
  empty,
  page,
  onPageChange,
  pagesLabel,
  children,
  ...states
}: PagedRecordListProps<R>) {
  return (
    <ListStates
      {...states}
      isEmpty={(data) => data.rows.length === 0}
      empty={<EmptyState icon={empty.icon} titleAs="h2" title={empty.title} description={empty.description} />}
    >
      {(data) => (
        <>
          <ul className="flex flex-col gap-3">
            {data.rows.map((row) => (
              <li key={row.id}>{children(row)}</li>
            ))}
          </ul>
          <ListPages totalPages={data.meta.total_pages} page={page} onPageChange={onPageChange} label={pagesLabel} />
        </>
      )}
    </ListStates>
  );
}
