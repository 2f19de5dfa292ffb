import { type ListLoad, ListPages, ListStates } from "@blocks/shop-kit";
import { EmptyState, type EmptyStateProps } from "@ds";
import type { ReactNode } from "react";
import { failureText } from "../model/failure";
import { useReviewsText } from "./use-reviews-text";

type ReviewPage = { rows: { id: number }[]; meta: { total_pages: number } };

export type ReviewListProps<D extends ReviewPage> = {
  list: ListLoad<D>;
  errorTitle: string;
  skeletonRows: readonly string[];
  isEmpty: (data: D) => boolean;
  /** The empty list's notice: its heading level, icon, words and way out. */
  empty: Pick<EmptyStateProps, "icon" | "titleAs" | "title" | "description" | "action">;
  /** Where the rows (and their page buttons) stand, when the page puts more around them (an overview, a sort). */
  around?: (data: D, rows: ReactNode) => ReactNode;
  row: (row: D["rows"][number]) => ReactNode;
  page: number;
  onPageChange: (page: number) => void;
  pagesLabel: string;
};

/**
 * A list of reviews (or review requests) in its states: failed with a retry, loading, empty, or its rows a page at a
 * time with the page buttons under them.
 */
export function ReviewList<D extends ReviewPage>({
  list,
  errorTitle,
  skeletonRows,
  isEmpty,
  empty,
  around = (_data, rows) => rows,
  row,
  page,
  onPageChange,
  pagesLabel,
}: ReviewListProps<D>) {
  const { t } = useReviewsText();
  return (
    <ListStates
      list={list}
      t={t}
      describe={failureText}
      errorTitle={errorTitle}
      skeletonRows={skeletonRows}
      isEmpty={isEmpty}
      empty={<EmptyState {...empty} />}
    >
      {(data) =>
        around(
          data,
          <>
            <ul className="flex flex-col gap-3">
              {data.rows.map((item) => (
                <li key={item.id}>{row(item)}</li>
              ))}
            </ul>
            <ListPages totalPages={data.meta.total_pages} page={page} onPageChange={onPageChange} label={pagesLabel} />
          </>,
        )
      }
    </ListStates>
  );
}
