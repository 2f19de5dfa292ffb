import type { FieldIssue } from "@blocks/feature-kit";
import { type Delegate, type FlightsBody, FlightsBodySchema } from "@contracts/protocol";
import type { Translate } from "@lib/i18n/feature-text";
import { koreaInstant, koreaLocal } from "./korea-time";
import { issueText } from "./messages";

/** The flights as typed: times in Korea's local time (the `datetime-local` control), terminals "" until chosen. */
export type FlightsValues = {
  arrival_flight: string;
  arrival_at: string;
  arrival_terminal: string;
  departure_flight: string;
  departure_at: string;
  departure_terminal: string;
};

export const FLIGHT_FIELDS = [
  "arrival_flight",
  "arrival_at",
  "arrival_terminal",
  "departure_flight",
  "departure_at",
  "departure_terminal",
] as const;
export type FlightField = (typeof FLIGHT_FIELDS)[number];

/** A person's saved flights as the form shows them. */
export function flightsValues(delegate: Delegate): FlightsValues {
  return {
    arrival_flight: delegate.arrival_flight,
    arrival_at: koreaLocal(delegate.arrival_at),
    arrival_terminal: delegate.arrival_terminal ?? "",
    departure_flight: delegate.departure_flight,
    departure_at: koreaLocal(delegate.departure_at),
    departure_terminal: delegate.departure_terminal ?? "",
  };
}

const terminal = (value: string) => (value === "" ? null : (value as "T1" | "T2"));
const instant = (value: string) => (value.trim() === "" ? null : koreaInstant(value));

/** What is sent: the times as instants in Korea's time, an empty choice as none, the version read. */
export function flightsBody(values: FlightsValues, version: number): FlightsBody {
  return {
    arrival_flight: values.arrival_flight,
    arrival_at: instant(values.arrival_at),
    arrival_terminal: terminal(values.arrival_terminal),
    departure_flight: values.departure_flight,
    departure_at: instant(values.departure_at),
    departure_terminal: terminal(values.departure_terminal),
    version,
  };
}

/** The contract's rules on the form, in the page's language: the server checks the same and has the last word. */
export function flightsIssues(values: FlightsValues, t: Translate): FieldIssue<FlightField>[] {
  const parsed = FlightsBodySchema.safeParse(flightsBody(values, 0));
  if (parsed.success) return [];
  return parsed.error.issues.flatMap((issue) => {
    const field = FLIGHT_FIELDS.find((name) => name === issue.path[0]);
    return field ? [{ field, message: issueText(issue, t) }] : [];
  });
}
