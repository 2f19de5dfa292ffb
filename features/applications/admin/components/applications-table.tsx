import type { EduApplicationSummary } from "@contracts/applications";
import { Checkbox, Table, type TableColumn } from "@ds";
import { formatDateTime, formatPeriod } from "@lib/format/format";
import { Link } from "react-router";
import { ApplicationStatusBadge, ReportBadge } from "./status-badges";
import { useAdminText } from "./use-admin-text";

export type ApplicationsTableProps = {
  rows: readonly EduApplicationSummary[];
  loading: boolean;
  caption: string;
  /** The address of an application's page (its row links there). */
  detailPath: (id: number) => string;
  /** Show the report's state and due day (the reports list). */
  withReport?: boolean;
  /** Rows that can be picked (the bulk page), and what is picked. */
  selection?: {
    selected: ReadonlySet<number>;
    onToggle: (ids: readonly number[], on: boolean) => void;
  };
};

/** Applications one per row: who, which programme, the status, the passport masked, when it came in. */
export function ApplicationsTable({
  rows,
  loading,
  caption,
  detailPath,
  withReport,
  selection,
}: ApplicationsTableProps) {
  const { t, lang } = useAdminText();
  const notSet = t("shared.notSet");
  const nameOf = (row: EduApplicationSummary) => row.applicant_name ?? t("shared.noName");
  const columns: TableColumn<EduApplicationSummary>[] = [];
  if (selection) {
    const picked = rows.filter((row) => selection.selected.has(row.id)).length;
    columns.push({
      id: "pick",
      header: (
        <Checkbox
          aria-label={t("table.pickAll")}
          checked={picked === 0 ? false : picked === rows.length ? true : "indeterminate"}
          onCheckedChange={(on) =>
            selection.onToggle(
              rows.map((row) => row.id),
              on === true,
            )
          }
        />
      ),
      label: t("table.pickAll"),
      width: "3rem",
      cell: (row) => (
        <Checkbox
          aria-label={t("table.pick", { name: nameOf(row), id: row.id })}
          checked={selection.selected.has(row.id)}
          onCheckedChange={(on) => selection.onToggle([row.id], on === true)}
        />
      ),
    });
  }
  columns.push(
    {
      id: "applicant",
      header: t("table.applicant"),
      rowHeader: true,
      cell: (row) => (
        <span className="flex flex-col">
          <Link to={detailPath(row.id)} className="font-medium text-primary underline-offset-2 hover:underline">
            {nameOf(row)}
          </Link>
          <span className="text-xs text-muted-foreground">{t("table.number", { id: row.id })}</span>
        </span>
      ),
    },
    { id: "email", header: t("table.email"), cell: (row) => row.email ?? notSet },
    {
      id: "programme",
      header: t("table.programme"),
      wrap: true,
      cell: (row) => (
        <span className="flex flex-col">
          <span>{row.programme.title}</span>
          <span className="text-xs text-muted-foreground">{row.programme.year}</span>
        </span>
      ),
    },
    {
      id: "status",
      header: t("table.status"),
      cell: (row) => <ApplicationStatusBadge size="sm" status={row.status} />,
    },
  );
  if (withReport) {
    columns.push(
      {
        id: "report",
        header: t("table.report"),
        cell: (row) => (row.report ? <ReportBadge size="sm" state={row.report} /> : notSet),
      },
      {
        id: "trip",
        header: t("table.trip"),
        cell: (row) => formatPeriod(row.programme.trip_start, row.programme.trip_end, lang),
      },
    );
  } else {
    columns.push({
      id: "passport",
      header: t("table.passport"),
      cell: (row) => <span className="font-mono tabular-nums">{row.passport_number_masked ?? notSet}</span>,
    });
  }
  columns.push({
    id: "submitted",
    header: t("table.submittedAt"),
    cell: (row) => (row.submitted_at ? formatDateTime(row.submitted_at, lang) : notSet),
  });
  return (
    <Table
      caption={caption}
      captionHidden
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      loading={loading}
      density="compact"
    />
  );
}
