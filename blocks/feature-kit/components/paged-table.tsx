import type { PageMeta } from "@contracts/envelope";
import { Pagination, Table, type TableColumn } from "@ds";
import type { Key } from "react";

export type PagedTableProps<Row> = {
  /** The page shown; none while it loads (the table shows its skeleton). */
  data: { rows: Row[]; meta: Pick<PageMeta, "total" | "total_pages"> } | undefined;
  /** How many rows the list has, in the feature's words (said politely when it changes). */
  count: (total: number) => string;
  /** The table's name, read by screen readers only. */
  caption: string;
  columns: TableColumn<Row>[];
  rowKey: (row: Row) => Key;
  page: number;
  onPage: (page: number) => void;
  /** The pager's name. */
  pagesLabel: string;
};

/** An operators' list a page at a time: how many there are, the compact table, and the pages when there are more. */
export function PagedTable<Row>({
  data,
  count,
  caption,
  columns,
  rowKey,
  page,
  onPage,
  pagesLabel,
}: PagedTableProps<Row>) {
  return (
    <div className="flex flex-col gap-3">
      {data && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {count(data.meta.total)}
        </p>
      )}
      <Table
        caption={caption}
        captionHidden
        columns={columns}
        rows={data?.rows ?? []}
        rowKey={rowKey}
        loading={!data}
        density="compact"
      />
      {data && data.meta.total_pages > 1 && (
        <Pagination page={page} pageCount={data.meta.total_pages} onPageChange={onPage} label={pagesLabel} />
      )}
    </div>
  );
}
