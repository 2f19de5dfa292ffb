import type { PageMeta } from "@contracts/envelope";
import { EmptyState, type TableColumn, Tabs, TabsContent, TabsList, TabsTrigger } from "@ds";
import type { Translate } from "@lib/i18n/feature-text";
import type { ReactNode } from "react";
import { FeaturePage } from "./feature-page";
import { PagedTable } from "./paged-table";
import { SignedOut } from "./signed-out";

export type FilteredListPageProps<Row, Filter extends string> = {
  /** The feature's words: `list.title`, `list.filterLabel`, `list.filters.<filter>`, `list.empty.<filter>.title` and
   * `.body`, `list.count.<filter>` (plural), `list.caption`, `list.pages`; `shared.signedOut.*` when signed out. */
  t: Translate;
  loggedIn: boolean;
  /** The tabs, in order, and the one shown (the page keeps it in its address). */
  filters: readonly Filter[];
  filter: Filter;
  page: number;
  /** A tab or page chosen: a new tab starts at its first page. */
  onChange: (filter: Filter, page: number) => void;
  /** The page of rows once read; undefined while loading. */
  data: { rows: Row[]; meta: Pick<PageMeta, "total" | "total_pages"> } | undefined;
  /** Shown instead of the table when the first read failed (the feature's own failure, with its retry). */
  failure: ReactNode | null;
  emptyIcon: ReactNode;
  columns: TableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** A word on what the list is for, above the tabs. */
  intro?: ReactNode;
  /** What the page holds besides (a dialog the rows open). */
  children?: ReactNode;
};

/**
 * An operators' list in tabs of a status (`?status=`), a page at a time: signed out, a failed read, an empty tab,
 * or the count, the table and the pages. Each feature brings its columns and its words.
 */
export function FilteredListPage<Row, Filter extends string>({
  t,
  loggedIn,
  filters,
  filter,
  page,
  onChange,
  data,
  failure,
  emptyIcon,
  columns,
  rowKey,
  intro,
  children,
}: FilteredListPageProps<Row, Filter>) {
  let body: ReactNode;
  if (!loggedIn) body = <SignedOut t={t} />;
  else if (failure && !data) body = failure;
  else if (data && data.meta.total === 0)
    body = (
      <EmptyState
        icon={emptyIcon}
        titleAs="h2"
        title={t(`list.empty.${filter}.title`)}
        description={t(`list.empty.${filter}.body`)}
      />
    );
  else
    body = (
      <PagedTable
        data={data}
        count={(count) => t(`list.count.${filter}`, { count })}
        caption={t("list.caption")}
        columns={columns}
        rowKey={rowKey}
        page={page}
        onPage={(next) => onChange(filter, next)}
        pagesLabel={t("list.pages")}
      />
    );

  return (
    <FeaturePage title={t("list.title")}>
      {intro}
      {loggedIn ? (
        <Tabs value={filter} onValueChange={(value) => onChange(value as Filter, 1)} className="flex flex-col gap-4">
          <TabsList aria-label={t("list.filterLabel")}>
            {filters.map((each) => (
              <TabsTrigger key={each} value={each}>
                {t(`list.filters.${each}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value={filter}>{body}</TabsContent>
        </Tabs>
      ) : (
        body
      )}
      {children}
    </FeaturePage>
  );
}
