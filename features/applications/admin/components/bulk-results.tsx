import type { EduBulkResult } from "@contracts/applications";
import { Table, type TableColumn } from "@ds";
import { Link } from "react-router";
import { translateMessage } from "../model/messages";
import { ApplicationStatusBadge } from "./status-badges";
import { useAdminText } from "./use-admin-text";

export type BulkResultsProps = {
  results: readonly EduBulkResult[];
  /** The applicants' names as the list showed them when the decision was sent. */
  names: ReadonlyMap<number, string>;
  detailPath: (id: number) => string;
};

/** What became of each picked application: its new status, or why the server refused it (in the page's words). */
export function BulkResults({ results, names, detailPath }: BulkResultsProps) {
  const { t } = useAdminText();
  const succeeded = results.filter((result) => result.ok).length;
  const columns: TableColumn<EduBulkResult>[] = [
    {
      id: "application",
      header: t("table.applicant"),
      rowHeader: true,
      cell: (result) => (
        <Link to={detailPath(result.id)} className="font-medium text-primary underline-offset-2 hover:underline">
          {names.get(result.id) ?? t("table.number", { id: result.id })}
        </Link>
      ),
    },
    {
      id: "outcome",
      header: t("bulk.outcome"),
      wrap: true,
      cell: (result) =>
        result.ok && result.status ? (
          <span className="flex items-center gap-2">
            {t("bulk.ok")} <ApplicationStatusBadge size="sm" status={result.status} />
          </span>
        ) : (
          <span className="text-danger">
            {t("bulk.refused", { reason: translateMessage(result.message ?? "", t) || result.code || "" })}
          </span>
        ),
    },
  ];
  return (
    <section aria-labelledby="bulk-results" className="flex flex-col gap-3">
      <h2 id="bulk-results" className="text-lg font-semibold text-foreground">
        {t("bulk.results")}
      </h2>
      <p role="status" className="text-sm text-foreground">
        {t("bulk.summary", { ok: succeeded, failed: results.length - succeeded })}
      </p>
      <Table
        caption={t("bulk.resultsCaption")}
        captionHidden
        columns={columns}
        rows={results}
        rowKey={(result) => result.id}
        density="compact"
      />
    </section>
  );
}
