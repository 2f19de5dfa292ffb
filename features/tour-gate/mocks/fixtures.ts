import type { CheckInAnswer, Ticket } from "@contracts/tours";
import type { DepartureCounts } from "../api/list-departures";

export const STORY_ADMIN_TOKEN = "story-tour-gate-token";
/** The stories' day (their clock is fixed: .storybook/fixed-date.ts). */
export const STORY_DAY = "2026-05-15";

export const DEPARTURES: DepartureCounts[] = [
  {
    departure_id: 41,
    course_name: "Royal Palaces and Hanok",
    date: STORY_DAY,
    time: "09:00",
    seats: 20,
    booked: 6,
    checked_in: 1,
    no_show: 0,
  },
  {
    departure_id: 42,
    course_name: "DMZ and the Peace Line",
    date: STORY_DAY,
    time: "13:30",
    seats: 30,
    booked: 12,
    checked_in: 0,
    no_show: 0,
  },
];

const signature = (letter: string) => letter.repeat(43);

/** A ticket of the mocked server: its token, holder and departure, paid or not, passed or not. */
export type GateTicketFixture = {
  id: string;
  token: string;
  holder: string;
  reservation_number: string;
  departure_id: number;
  valid: boolean;
  passed: { at: string; device: string } | null;
};

export const NEW_TICKET: GateTicketFixture = {
  id: "501.1",
  token: `T1.501.1.${signature("A")}`,
  holder: "Emma Clarke",
  reservation_number: "R260515-EMMA2K",
  departure_id: 41,
  valid: true,
  passed: null,
};
export const SECOND_TICKET: GateTicketFixture = {
  ...NEW_TICKET,
  id: "501.2",
  token: `T1.501.2.${signature("B")}`,
  holder: "Emma Clarke, guest 1",
};
export const USED_TICKET: GateTicketFixture = {
  id: "502.1",
  token: `T1.502.1.${signature("C")}`,
  holder: "Lucas Moreau",
  reservation_number: "R260515-LUCAS7",
  departure_id: 41,
  valid: true,
  passed: { at: "2026-05-15T00:12:00.000Z", device: "gate-7f3a21" },
};
export const OTHER_DEPARTURE_TICKET: GateTicketFixture = {
  id: "503.1",
  token: `T1.503.1.${signature("D")}`,
  holder: "Aiko Tanaka",
  reservation_number: "R260515-AIKO3M",
  departure_id: 42,
  valid: true,
  passed: null,
};
export const UNPAID_TICKET: GateTicketFixture = {
  id: "504.1",
  token: `T1.504.1.${signature("E")}`,
  holder: "David Kim",
  reservation_number: "R260515-DAVID4",
  departure_id: 41,
  valid: false,
  passed: null,
};
/** Well formed, but not signed by the server. */
export const FORGED_TOKEN = `T1.999.1.${signature("Z")}`;

export const TICKETS = [NEW_TICKET, SECOND_TICKET, USED_TICKET, OTHER_DEPARTURE_TICKET, UNPAID_TICKET];

export function ticketOf(fixture: GateTicketFixture): Ticket {
  return {
    id: fixture.id,
    reservation_number: fixture.reservation_number,
    traveler: Number(fixture.id.split(".")[1]),
    travelers: 2,
    holder: fixture.holder,
    token: fixture.token,
    course_name: DEPARTURES.find((entry) => entry.departure_id === fixture.departure_id)?.course_name ?? "",
    departure_id: fixture.departure_id,
    departure_date: STORY_DAY,
    departure_time: "09:00",
    meeting_point: "Gwanghwamun Square",
    valid: fixture.valid,
    state: fixture.passed ? "used" : fixture.valid ? "valid" : "unpaid",
    checked_in_at: fixture.passed?.at ?? null,
  };
}

/** Another gate passed this ticket first: what the server answers an upload of it. */
export const passedElsewhere = (nonce: string, fixture: GateTicketFixture): CheckInAnswer => {
  const first = { at: "2026-05-15T00:20:00.000Z", device: "gate-b41c09" };
  return { result: "already_used", nonce, ticket: { ...ticketOf(fixture), checked_in_at: first.at }, first };
};
