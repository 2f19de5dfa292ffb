import { LoadError, SignedOut } from "@blocks/feature-kit";
import { Button, EmptyState, Pagination } from "@ds";
import { useIsLoggedIn } from "@lib/session/use-session";
import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { type ListKind, useApplicationPage } from "../api/list-applications";
import { OPERATOR_AREA } from "../api/paths";
import { failureText } from "../model/failure";
import { type ListFilters, NO_FILTERS, isFiltered } from "../model/list-query";
import type { EduStatus } from "../model/statuses";
import { ApplicationsTable, type ApplicationsTableProps } from "./applications-table";
import { ListFiltersBar } from "./list-filters";
import { useAdminText } from "./use-admin-text";

export type ApplicationListProps = {
  kind: ListKind;
  filters: ListFilters;
  onChange: (next: Partial<ListFilters>) => void;
  detailPath: (id: number) => string;
  caption: string;
  statuses?: readonly EduStatus[];
  selection?: ApplicationsTableProps["selection"];
  /** Under the table (the bulk page's decision form). */
  footer?: (rows: ApplicationsTableProps["rows"]) => ReactNode;
};

/** A filtered, paged list of applications (or of reports), with its loading, empty, failed and signed-out states. */
export function ApplicationList({
  kind,
  filters,
  onChange,
  detailPath,
  caption,
  statuses,
  selection,
  footer,
}: ApplicationListProps) {
  const { t, lang } = useAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const list = useApplicationPage(kind, filters, lang);
  const withReport = kind === "reports";

  let body: ReactNode;
  if (!loggedIn) {
    body = <SignedOut t={t} />;
  } else if (list.error && !list.data) {
    body = (
      <LoadError
        t={t}
        describe={failureText}
        title={t(`${kind}.loadError`)}
        error={list.error}
        onRetry={() => void list.mutate()}
      />
    );
  } else if (list.data && list.data.meta.total === 0) {
    const filtered = isFiltered(filters);
    body = (
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        titleAs="h2"
        title={t(filtered ? "list.empty.filteredTitle" : `${kind}.empty.title`)}
        description={t(filtered ? "list.empty.filteredBody" : `${kind}.empty.body`)}
        action={
          filtered ? (
            <Button intent="outline" onClick={() => onChange(NO_FILTERS)}>
              {t("filters.clear")}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    const meta = list.data?.meta;
    const rows = list.data?.rows ?? [];
    body = (
      <div className="flex flex-col gap-3">
        {meta && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t(`${kind}.count`, { count: meta.total })}
          </p>
        )}
        <ApplicationsTable
          rows={rows}
          loading={!list.data}
          caption={caption}
          detailPath={detailPath}
          withReport={withReport}
          selection={selection}
        />
        {meta && meta.total_pages > 1 && (
          <Pagination
            page={filters.page}
            pageCount={meta.total_pages}
            onPageChange={(page) => onChange({ ...filters, page })}
            label={t("list.pages")}
          />
        )}
        {footer?.(rows)}
      </div>
    );
  }

  return (
    <>
      <ListFiltersBar filters={filters} onChange={onChange} statuses={statuses} withReport={withReport} />
      {body}
    </>
  );
}
