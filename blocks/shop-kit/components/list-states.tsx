import { ListSkeleton, LoadError, type LoadErrorProps } from "@blocks/feature-kit";
import { Pagination } from "@ds";
import type { Translate } from "@lib/i18n/feature-text";
import type { ReactNode } from "react";

/** What a list screen reads from its SWR hook. */
export type ListLoad<D> = { data?: D; error?: unknown; mutate: () => unknown };

export type ListStatesProps<D> = {
  list: ListLoad<D>;
  /** The feature's texts (`shared.loading`, `shared.retry`, `shared.errors.<CODE>`). */
  t: Translate;
  describe?: LoadErrorProps["describe"];
  errorTitle: string;
  /** The skeleton's rows while the first page loads (their heights). */
  skeletonRows: readonly string[];
  /** A failed reload hides the rows it had too (by default the rows stay and only a first load's failure shows). */
  errorHidesData?: boolean;
  isEmpty: (data: D) => boolean;
  empty: ReactNode;
  children: (data: D) => ReactNode;
};

/** A list's four states: failed, loading, empty, and its rows (drawn by `children`). */
export function ListStates<D>({
  list,
  t,
  describe,
  errorTitle,
  skeletonRows,
  errorHidesData = false,
  isEmpty,
  empty,
  children,
}: ListStatesProps<D>) {
  if (list.error && (errorHidesData || !list.data)) {
    return (
      <LoadError t={t} describe={describe} title={errorTitle} error={list.error} onRetry={() => void list.mutate()} />
    );
  }
  if (!list.data) return <ListSkeleton label={t("shared.loading")} rows={skeletonRows} />;
  if (isEmpty(list.data)) return empty;
  return children(list.data);
}

/** The page buttons under a list, when there is more than one page. */
export function ListPages({
  totalPages,
  page,
  onPageChange,
  label,
}: {
  totalPages: number;
  page: number;
  onPageChange: (page: number) => void;
  label: string;
}) {
  if (totalPages <= 1) return null;
  return <Pagination page={page} pageCount={totalPages} onPageChange={onPageChange} label={label} />;
}
