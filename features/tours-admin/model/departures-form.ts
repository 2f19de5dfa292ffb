import type { FieldIssue } from "@blocks/feature-kit";
import type { Currency } from "@contracts/money";
import { type AddDeparturesBody, AddDeparturesBodySchema, departureDays } from "@contracts/tours-admin";
import type { Translate } from "@lib/i18n/feature-text";
import { issueText } from "./messages";

/** What the "add departures" form fills: the range, the weekdays ticked, the time, seats and price as typed. */
export type DeparturesValues = {
  from: string;
  /** Empty for one day. */
  to: string;
  /** Sunday 0 ... Saturday 6, as ticked; none ticked is every day. */
  weekdays: number[];
  time: string;
  seats: string;
  price: string;
  currency: Currency;
};

export const DEPARTURE_FIELDS = ["from", "to", "weekdays", "time", "seats", "price", "currency"] as const;
export type DepartureField = (typeof DEPARTURE_FIELDS)[number];

/** The form's start: the first bookable day alone, at ten, the course's last price when it has one. */
export function emptyDepartures(from: string, price?: { price: number; currency: Currency }): DeparturesValues {
  return {
    from,
    to: "",
    weekdays: [],
    time: "10:00",
    seats: "",
    price: price ? String(price.price) : "",
    currency: price?.currency ?? "USD",
  };
}

const numberOf = (text: string): number | undefined => (text.trim() === "" ? undefined : Number(text.trim()));

/** The body the contract takes. */
export function departuresBody(values: DeparturesValues): AddDeparturesBody {
  return {
    from: values.from,
    ...(values.to ? { to: values.to } : {}),
    weekdays: [...values.weekdays].sort(),
    time: values.time.trim(),
    seats: numberOf(values.seats) as number,
    price: numberOf(values.price) as number,
    currency: values.currency,
  };
}

/** The days these values would add (none while the range is not yet a range). */
export function daysToAdd(values: DeparturesValues): string[] {
  const parsed = AddDeparturesBodySchema.safeParse(departuresBody(values));
  if (!parsed.success) return [];
  return departureDays(parsed.data.from, parsed.data.to ?? parsed.data.from, parsed.data.weekdays);
}

/** The contract's rules as issues on the form's fields, in the page's language. */
export function departuresIssues(values: DeparturesValues, t: Translate): FieldIssue<DepartureField>[] {
  const parsed = AddDeparturesBodySchema.safeParse(departuresBody(values));
  if (parsed.success) return [];
  return parsed.error.issues.flatMap((issue) => {
    const field = DEPARTURE_FIELDS.find((name) => name === issue.path[0]);
    return field ? [{ field, message: issueText(issue, t) }] : [];
  });
}
