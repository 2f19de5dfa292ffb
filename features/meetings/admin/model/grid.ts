import { MEETING_STATUSES, type Meeting, type MeetingStatus, type Slot } from "@contracts/meetings";
import type { MartRole } from "@contracts/mart";

/** The mart's days are Korean calendar days (ADR 0015): "today" is read in Korea, wherever the operator sits. */
export const MART_TIME_ZONE = "Asia/Seoul";

/** The Korean calendar day of a moment, as the API writes days ("2026-05-15"). */
export function koreaDay(now: Date): string {
  // en-CA writes ISO-like dates (YYYY-MM-DD)
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: MART_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** The mart days that have slots, in calendar order. */
export function slotDays(slots: readonly Pick<Slot, "day">[]): string[] {
  return [...new Set(slots.map((slot) => slot.day))].sort();
}

/** The day an operator most likely wants: today or the next mart day, else the last one (the mart is over). */
export function defaultDay(days: readonly string[], today: string): string | null {
  return days.find((day) => day >= today) ?? days.at(-1) ?? null;
}

const byTime = (a: Slot, b: Slot) => a.start_time.localeCompare(b.start_time) || a.end_time.localeCompare(b.end_time);

/** The slots of one day, earliest first. */
export function slotsOfDay(slots: readonly Slot[], day: string): Slot[] {
  return slots.filter((slot) => slot.day === day).sort(byTime);
}

export type SlotGroup = { slot: Slot; meetings: Meeting[] };

/**
 * One row per slot of the day with its meetings (oldest first). A meeting whose slot is missing from the list (the
 * list was read before a slot was added) still gets its row, from the slot the meeting carries.
 */
export function groupBySlot(slots: readonly Slot[], meetings: readonly Meeting[], day: string): SlotGroup[] {
  const groups = new Map<number, SlotGroup>();
  for (const slot of slotsOfDay(slots, day)) groups.set(slot.id, { slot, meetings: [] });
  for (const meeting of meetings) {
    if (meeting.slot.day !== day) continue;
    let group = groups.get(meeting.slot.id);
    if (!group) {
      group = { slot: meeting.slot, meetings: [] };
      groups.set(meeting.slot.id, group);
    }
    group.meetings.push(meeting);
  }
  const rows = [...groups.values()].sort((a, b) => byTime(a.slot, b.slot));
  for (const row of rows) row.meetings.sort((a, b) => a.id - b.id);
  return rows;
}

export type StatusCounts = Record<MeetingStatus, number>;

/** How many meetings of the day are in each status (every status present, zero included). */
export function statusCounts(meetings: readonly Pick<Meeting, "status">[]): StatusCounts {
  const counts = Object.fromEntries(MEETING_STATUSES.map((status) => [status, 0])) as StatusCounts;
  for (const meeting of meetings) counts[meeting.status] += 1;
  return counts;
}

export type GridFilter = { status: MeetingStatus | null; companyId: number | null };

export const NO_FILTER: GridFilter = { status: null, companyId: null };

/** The meetings a filter keeps: the status, and the company on either side. */
export function filterMeetings<M extends Pick<Meeting, "status" | "buyer" | "seller">>(
  meetings: readonly M[],
  filter: GridFilter,
): M[] {
  return meetings.filter(
    (meeting) =>
      (filter.status === null || meeting.status === filter.status) &&
      (filter.companyId === null || meeting.buyer.id === filter.companyId || meeting.seller.id === filter.companyId),
  );
}

export type CompanyOption = { id: number; name: string; role: MartRole };

/** The companies met in the day's meetings, buyers first, each once, by name (the company filter's choices). */
export function companiesOf(meetings: readonly Pick<Meeting, "buyer" | "seller">[]): CompanyOption[] {
  const companies = new Map<number, CompanyOption>();
  for (const meeting of meetings) {
    companies.set(meeting.buyer.id, { id: meeting.buyer.id, name: meeting.buyer.name, role: "buyer" });
    companies.set(meeting.seller.id, { id: meeting.seller.id, name: meeting.seller.name, role: "seller" });
  }
  return [...companies.values()].sort(
    (a, b) => (a.role === b.role ? a.name.localeCompare(b.name) : a.role === "buyer" ? -1 : 1) || a.id - b.id,
  );
}

/** "10:00–10:30": a slot's period in Korea time, as the operators set it. */
export function slotPeriod(slot: Pick<Slot, "start_time" | "end_time">): string {
  return `${slot.start_time}–${slot.end_time}`;
}

/**
 * Whether an operator may set a meeting to this status: any but "cancel requested", which is one company asking the
 * other (an operator cancels directly); the server refuses it too.
 */
export function operatorMaySet(status: MeetingStatus): boolean {
  return status !== "cancel_requested";
}
