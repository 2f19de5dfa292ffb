import type { Delegate } from "@contracts/protocol";
import { koreaDay } from "../../model/korea-time";

export type BoardKind = "arrival" | "departure";
export type BoardDay = { day: string | null; people: Delegate[] };

const at = (person: Delegate, kind: BoardKind) => person[`${kind}_at`];

/**
 * The board's people by their flight's time, grouped by Korea's calendar day; those without a time come last, in
 * one group (`day` null), by name.
 */
export function boardDays(people: readonly Delegate[], kind: BoardKind): BoardDay[] {
  const timed = people
    .filter((person) => at(person, kind))
    .sort((a, b) => Date.parse(at(a, kind) ?? "") - Date.parse(at(b, kind) ?? "") || a.name.localeCompare(b.name));
  const days: BoardDay[] = [];
  for (const person of timed) {
    const day = koreaDay(at(person, kind) ?? "");
    const last = days[days.length - 1];
    if (last && last.day === day) last.people.push(person);
    else days.push({ day, people: [person] });
  }
  const untimed = people.filter((person) => !at(person, kind)).sort((a, b) => a.name.localeCompare(b.name));
  if (untimed.length > 0) days.push({ day: null, people: untimed });
  return days;
}

/**
 * Who lands next: the earliest arrival not yet met whose time is no more than two hours past (a late flight still
 * counts); null when everyone is met or nobody has a time.
 */
export function nextToLand(people: readonly Delegate[], now: Date): Delegate | null {
  const since = now.getTime() - 2 * 3_600_000;
  const waiting = people
    .filter((person) => person.arrival_at && !person.met_at && Date.parse(person.arrival_at) >= since)
    .sort((a, b) => Date.parse(a.arrival_at ?? "") - Date.parse(b.arrival_at ?? ""));
  return waiting[0] ?? null;
}
