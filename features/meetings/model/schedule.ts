import type { MartRole } from "@contracts/mart";
import { type Meeting, type MeetingParty, type MySlot, type Slot, isBooked } from "@contracts/meetings";
import { koreaDay } from "./zone-time";

/** One mart day of the schedule: its slots in time order. */
export type ScheduleDay<S extends Slot = MySlot> = { day: string; slots: S[] };

const byStart = (a: Slot, b: Slot) => a.starts_at.localeCompare(b.starts_at) || a.id - b.id;

/** The slots grouped by mart day, days and slots in time order (the day tabs and their rows). */
export function groupSlotsByDay<S extends Slot>(slots: readonly S[]): ScheduleDay<S>[] {
  const days = new Map<string, S[]>();
  for (const slot of [...slots].sort(byStart)) {
    const list = days.get(slot.day);
    if (list) list.push(slot);
    else days.set(slot.day, [slot]);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, list]) => ({ day, slots: list }));
}

/** The tab a schedule opens on: the first mart day from today (Korea's calendar) on, else the last one. */
export function defaultDay(days: readonly string[], now: Date): string | null {
  const today = koreaDay(now);
  return days.find((day) => day >= today) ?? days.at(-1) ?? null;
}

/** Booked meetings first (they hold the slot), then open requests, then ended ones; newest first within each. */
const RANK: Record<Meeting["status"], number> = {
  confirmed: 0,
  admin_matching: 0,
  cancel_requested: 0,
  requested: 1,
  rejected: 2,
  canceled: 2,
};

function byRelevance(a: Meeting, b: Meeting): number {
  return RANK[a.status] - RANK[b.status] || b.updated_at.localeCompare(a.updated_at) || b.id - a.id;
}

/** My meetings by slot id, each slot's list in the order the row shows them. */
export function meetingsBySlot(meetings: readonly Meeting[]): Map<number, Meeting[]> {
  const slots = new Map<number, Meeting[]>();
  for (const meeting of meetings) {
    const list = slots.get(meeting.slot.id);
    if (list) list.push(meeting);
    else slots.set(meeting.slot.id, [meeting]);
  }
  for (const list of slots.values()) list.sort(byRelevance);
  return slots;
}

/** The meeting that holds a slot for me, if any. */
export function bookedMeetingOf(meetings: readonly Meeting[] | undefined): Meeting | undefined {
  return meetings?.find((meeting) => isBooked(meeting.status));
}

/** My side of a meeting: the server says it; the company profile's role is the fallback. */
export function myRoleIn(meeting: Meeting, fallback: MartRole | null): MartRole | null {
  return meeting.my_role ?? fallback;
}

export function myParty(meeting: Meeting, fallback: MartRole | null = null): MeetingParty | null {
  const role = myRoleIn(meeting, fallback);
  return role === null ? null : meeting[role];
}

export function counterpartOf(meeting: Meeting, fallback: MartRole | null = null): MeetingParty | null {
  const role = myRoleIn(meeting, fallback);
  return role === null ? null : role === "buyer" ? meeting.seller : meeting.buyer;
}

/** My company's zone: from any meeting's party data first (it is current), else the profile's. */
export function myTimeZone(
  meetings: readonly Meeting[] | undefined,
  profileZone: string | null | undefined,
): string | null {
  for (const meeting of meetings ?? []) {
    const mine = myParty(meeting);
    if (mine) return mine.time_zone;
  }
  return profileZone ?? null;
}

/** Whether my zone is still unknown after the meetings: only then is the profile worth a call. */
export function needsProfileZone(meetings: readonly Meeting[] | undefined): boolean {
  return meetings !== undefined && !meetings.some((meeting) => myParty(meeting) !== null);
}

export function hasStarted(slot: Pick<Slot, "starts_at">, now: Date): boolean {
  return Date.parse(slot.starts_at) <= now.getTime();
}

/**
 * What a row offers instead of (or beside) a meeting: the availability switch only where it still means something —
 * the organiser has the slot open, it has not started, and no meeting holds it (a booked slot is not free to close;
 * the meeting is cancelled through its own steps).
 */
export type SlotAvailability = "switch" | "booked" | "closed" | "past";

export function slotAvailability(slot: MySlot, meetings: readonly Meeting[] | undefined, now: Date): SlotAvailability {
  if (slot.meeting_id !== null || bookedMeetingOf(meetings)) return "booked";
  if (!slot.active) return "closed";
  if (hasStarted(slot, now)) return "past";
  return "switch";
}

/** The record of a meeting: filed, open to file, or not yet/never (the server answers 409 for those). */
export type RecordState = "filed" | "open" | "too_early" | "not_booked";

export function recordState(meeting: Meeting, now: Date): RecordState {
  if (!isBooked(meeting.status)) return "not_booked";
  if (!hasStarted(meeting.slot, now)) return "too_early";
  return meeting.record_filed ? "filed" : "open";
}

/** Requests on a day that wait for my answer (the day tab says how many). */
export function waitingForMe(meetings: readonly Meeting[], day: string): number {
  return meetings.filter(
    (meeting) => meeting.slot.day === day && meeting.actions.includes("confirm") && meeting.status === "requested",
  ).length;
}

/**
 * What a row offers of the server's `actions`: all of them until the slot starts; after that no cancelling — the
 * meeting has happened (or not), and what remains is its record, which a cancelled meeting could no longer get.
 */
export function visibleActions(meeting: Meeting, now: Date): Meeting["actions"] {
  if (!hasStarted(meeting.slot, now)) return meeting.actions;
  return meeting.actions.filter((action) => action !== "request_cancel" && action !== "cancel");
}
