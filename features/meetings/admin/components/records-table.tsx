import { Table, type TableColumn } from "@ds";
import { formatDate } from "@lib/format/format";
import type { AdminMeetingRecord } from "../api/list-records";
import { slotPeriod } from "../model/grid";
import { CONTRACT_BAND_LABEL_KEYS, ROLE_LABEL_KEYS } from "../model/labels";
import { useAdminText } from "./use-admin-text";

/** The filed records, one row each: which meeting, who filed it, and the answers operators compare at a glance. */
export function RecordsTable({ rows, loading }: { rows: readonly AdminMeetingRecord[]; loading: boolean }) {
  const { t, lang } = useAdminText();
  const notSet = t("shared.notSet");
  const columns: TableColumn<AdminMeetingRecord>[] = [
    {
      id: "meeting",
      header: t("records.table.meeting"),
      rowHeader: true,
      cell: ({ meeting }) => (
        <span className="flex flex-col">
          <span>{formatDate(meeting.slot.day, lang)}</span>
          <span className="text-muted-foreground tabular-nums">{slotPeriod(meeting.slot)}</span>
        </span>
      ),
    },
    { id: "buyer", header: t("records.table.buyer"), wrap: true, cell: ({ meeting }) => meeting.buyer.name },
    { id: "seller", header: t("records.table.seller"), wrap: true, cell: ({ meeting }) => meeting.seller.name },
    { id: "filedBy", header: t("records.table.filedBy"), cell: (record) => t(ROLE_LABEL_KEYS[record.role]) },
    {
      id: "tookPlace",
      header: t("records.table.tookPlace"),
      cell: (record) => t(record.took_place ? "records.table.yes" : "records.table.no"),
    },
    {
      id: "contract",
      header: t("records.table.contract"),
      cell: (record) => (record.contract_amount ? t(CONTRACT_BAND_LABEL_KEYS[record.contract_amount]) : notSet),
    },
    {
      id: "satisfaction",
      header: t("records.table.satisfaction"),
      align: "end",
      cell: (record) =>
        record.satisfaction === null ? notSet : t("records.table.rating", { value: record.satisfaction }),
    },
  ];
  return (
    <Table
      caption={t("records.table.caption")}
      captionHidden
      columns={columns}
      rows={rows}
      rowKey={(record) => `${record.meeting_id}-${record.role}`}
      loading={loading}
    />
  );
}
