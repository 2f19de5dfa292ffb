import type { EduAuditEntry } from "@contracts/applications";
import { Table, type TableColumn } from "@ds";
import { formatDateTime } from "@lib/format/format";
import { useAdminText } from "./use-admin-text";

/** Every operator read and change of the application, newest first (this page's own read included). */
export function AuditTrail({ entries }: { entries: readonly EduAuditEntry[] }) {
  const { t, lang } = useAdminText();
  const columns: TableColumn<EduAuditEntry>[] = [
    { id: "at", header: t("audit.at"), cell: (entry) => formatDateTime(entry.at, lang) },
    { id: "operator", header: t("audit.operator"), cell: (entry) => entry.operator },
    { id: "action", header: t("audit.action"), cell: (entry) => t(`audit.actions.${entry.action}`) },
    { id: "detail", header: t("audit.detail"), wrap: true, cell: (entry) => entry.detail },
  ];
  return (
    <Table
      caption={t("audit.caption")}
      captionHidden
      columns={columns}
      rows={entries}
      rowKey={(entry, index) => `${entry.at}-${index}`}
      density="compact"
      emptyMessage={t("audit.empty")}
    />
  );
}
