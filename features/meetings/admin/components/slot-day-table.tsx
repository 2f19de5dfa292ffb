import { TitledSection } from "@blocks/feature-kit";
import type { Slot } from "@contracts/meetings";
import { Badge, Button, Table, type TableColumn } from "@ds";
import { formatDate } from "@lib/format/format";
import { Lock, LockOpen, Trash2 } from "lucide-react";
import { slotPeriod } from "../model/grid";
import { useAdminText } from "./use-admin-text";

export type SlotDayTableProps = {
  day: string;
  /** The day's slots, earliest first. */
  slots: readonly Slot[];
  /** Slots whose change is on its way. */
  pending: ReadonlySet<number>;
  /** The server's refusal of a change, by slot, in the page's language. */
  refusals: ReadonlyMap<number, string>;
  onToggle: (slot: Slot) => void;
  onDelete: (slot: Slot) => void;
};

/** One mart day's slots: the period, open or closed, and the buttons that close, reopen or delete each. */
export function SlotDayTable({ day, slots, pending, refusals, onToggle, onDelete }: SlotDayTableProps) {
  const { t, lang } = useAdminText();
  const date = formatDate(day, lang, "weekday");
  const columns: TableColumn<Slot>[] = [
    {
      id: "time",
      header: t("slots.table.time"),
      rowHeader: true,
      width: "10rem",
      cell: (slot) => <span className="tabular-nums">{slotPeriod(slot)}</span>,
    },
    {
      id: "state",
      header: t("slots.table.state"),
      width: "8rem",
      cell: (slot) =>
        slot.active ? (
          <Badge variant="outline" size="sm">
            {t("slots.table.open")}
          </Badge>
        ) : (
          <Badge variant="neutral" size="sm">
            <Lock aria-hidden="true" />
            {t("slots.table.closed")}
          </Badge>
        ),
    },
    {
      id: "actions",
      header: t("slots.table.actions"),
      wrap: true,
      cell: (slot) => {
        const time = slotPeriod(slot);
        const busy = pending.has(slot.id);
        const refusal = refusals.get(slot.id);
        return (
          <div className="flex flex-col gap-1">
            <div className="flex flex-wrap gap-2">
              <Button
                intent="outline"
                size="sm"
                disabled={busy}
                aria-label={t(slot.active ? "slots.table.closeLabel" : "slots.table.reopenLabel", { time })}
                onClick={() => onToggle(slot)}
              >
                {slot.active ? <Lock aria-hidden="true" /> : <LockOpen aria-hidden="true" />}
                {t(slot.active ? "slots.table.close" : "slots.table.reopen")}
              </Button>
              <Button
                intent="ghost"
                size="sm"
                disabled={busy}
                aria-label={t("slots.table.deleteLabel", { time })}
                onClick={() => onDelete(slot)}
              >
                <Trash2 aria-hidden="true" />
                {t("slots.table.delete")}
              </Button>
            </div>
            {refusal && (
              <p role="alert" className="text-sm text-danger">
                {refusal}
              </p>
            )}
          </div>
        );
      },
    },
  ];
  return (
    <TitledSection
      title={date}
      aside={<p className="text-sm text-muted-foreground">{t("slots.day.count", { count: slots.length })}</p>}
      className="flex flex-col gap-2"
    >
      <Table
        density="compact"
        caption={t("slots.table.caption", { date })}
        captionHidden
        columns={columns}
        rows={slots}
        rowKey={(slot) => slot.id}
      />
    </TitledSection>
  );
}
