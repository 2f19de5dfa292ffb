import { LoadError } from "@blocks/feature-kit";
import type { Slot } from "@contracts/meetings";
import { EmptyState, Skeleton, confirm } from "@ds";
import { formatDate } from "@lib/format/format";
import { CalendarClock } from "lucide-react";
import { useMemo, useState } from "react";
import { useAdminSlots } from "../api/list-slots";
import { type SlotChange, useChangeSlot } from "../api/write-slots";
import { AdminPage, type AdminMeetingPaths } from "../components/admin-page";
import { SlotDayTable } from "../components/slot-day-table";
import { SlotForm } from "../components/slot-form";
import { useAdminText } from "../components/use-admin-text";
import { failureText } from "../model/failure";
import { defaultDay, koreaDay, slotDays, slotPeriod, slotsOfDay } from "../model/grid";

export type AdminSlotsScreenProps = {
  /** The three operator pages, for the pages' own navigation. */
  paths: AdminMeetingPaths;
};

/**
 * The mart's meeting slots by day (issue 8): add one or a batch, close or reopen a slot, delete one that has no
 * meetings (the server refuses the others, and says so beside the slot).
 */
export function AdminSlotsScreen({ paths }: AdminSlotsScreenProps) {
  const { t, lang } = useAdminText();
  const slots = useAdminSlots();
  const changeSlot = useChangeSlot();
  const days = useMemo(() => slotDays(slots.data ?? []), [slots.data]);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const [refusals, setRefusals] = useState<ReadonlyMap<number, string>>(new Map());

  const change = async (request: SlotChange) => {
    const { slot } = request;
    setPending((current) => new Set(current).add(slot.id));
    setRefusals((current) => {
      const next = new Map(current);
      next.delete(slot.id);
      return next;
    });
    try {
      await changeSlot.trigger(request);
    } catch (error) {
      setRefusals((current) => new Map(current).set(slot.id, failureText(error, t)));
    } finally {
      setPending((current) => {
        const next = new Set(current);
        next.delete(slot.id);
        return next;
      });
    }
  };

  const remove = async (slot: Slot) => {
    const sure = await confirm({
      title: t("slots.delete.title"),
      message: t("slots.delete.message", { date: formatDate(slot.day, lang, "weekday"), time: slotPeriod(slot) }),
      kind: "question",
      intent: "danger",
      confirmLabel: t("slots.delete.confirm"),
    });
    if (sure) await change({ kind: "delete", slot });
  };

  let list;
  if (slots.error) {
    list = (
      <LoadError
        t={t}
        describe={failureText}
        title={t("slots.loadError")}
        error={slots.error}
        onRetry={() => void slots.mutate()}
      />
    );
  } else if (!slots.data) {
    list = (
      <div aria-hidden="true" className="flex flex-col gap-3">
        <Skeleton className="h-6 w-56" />
        <Skeleton shape="block" />
      </div>
    );
  } else if (days.length === 0) {
    list = (
      <EmptyState
        icon={<CalendarClock aria-hidden="true" />}
        title={t("slots.empty.title")}
        description={t("slots.empty.body")}
        titleAs="h2"
      />
    );
  } else {
    list = days.map((day) => (
      <SlotDayTable
        key={day}
        day={day}
        slots={slotsOfDay(slots.data ?? [], day)}
        pending={pending}
        refusals={refusals}
        onToggle={(slot) => void change({ kind: "active", slot, active: !slot.active })}
        onDelete={(slot) => void remove(slot)}
      />
    ));
  }

  return (
    <AdminPage current="slots" paths={paths} title={t("slots.title")} intro={t("slots.intro")}>
      <SlotForm defaultDay={defaultDay(days, koreaDay(new Date()))} />
      {list}
    </AdminPage>
  );
}
