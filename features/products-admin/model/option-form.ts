import type { FieldIssue } from "@blocks/feature-kit";
import type { Pricing } from "@contracts/catalog";
import type { Currency } from "@contracts/money";
import {
  type AdminOption,
  type AdminOptionBody,
  AdminOptionBodySchema,
  type AdminOptionPatch,
} from "@contracts/products-admin";
import type { Translate } from "@lib/i18n/feature-text";
import { issueText } from "./messages";

/** An option as typed: numbers as text, departure times parted by commas or spaces. */
export type OptionValues = {
  name_en: string;
  name_ko: string;
  start_date: string;
  end_date: string;
  departure_times: string;
  price: string;
  currency: Currency;
  pricing: Pricing;
  group_size: string;
  capacity: string;
};

export const OPTION_FIELDS = [
  "name_en",
  "name_ko",
  "start_date",
  "end_date",
  "departure_times",
  "price",
  "currency",
  "pricing",
  "group_size",
  "capacity",
] as const;

export function emptyOption(firstDay: string): OptionValues {
  return {
    name_en: "",
    name_ko: "",
    start_date: firstDay,
    end_date: "",
    departure_times: "10:00",
    price: "",
    currency: "USD",
    pricing: "per_person",
    group_size: "",
    capacity: "",
  };
}

export function optionValues(option: AdminOption): OptionValues {
  return {
    name_en: option.name_en,
    name_ko: option.name_ko,
    start_date: option.start_date,
    end_date: option.end_date,
    departure_times: option.departure_times.join(", "),
    price: String(option.price),
    currency: option.currency,
    pricing: option.pricing,
    group_size: option.group_size === null ? "" : String(option.group_size),
    capacity: String(option.capacity),
  };
}

const numberOf = (text: string): number => (text.trim() === "" ? Number.NaN : Number(text.trim()));
export const timesOf = (text: string): string[] => text.split(/[\s,]+/).filter((time) => time !== "");

export function optionBody(values: OptionValues): AdminOptionBody {
  return {
    name_en: values.name_en,
    name_ko: values.name_ko,
    start_date: values.start_date,
    end_date: values.end_date,
    departure_times: timesOf(values.departure_times),
    price: numberOf(values.price),
    currency: values.currency,
    pricing: values.pricing,
    group_size: values.pricing === "per_group" ? numberOf(values.group_size) : null,
    capacity: numberOf(values.capacity),
  };
}

/** A change as sent: a clerk leaves the money out (the price fields are an operator's). */
export function optionPatch(values: OptionValues, withMoney: boolean): AdminOptionPatch {
  const { price, currency, pricing, group_size, ...rest } = optionBody(values);
  return withMoney ? { ...rest, price, currency, pricing, group_size } : rest;
}

/** The contract's rules on the form (a departure time's fault on the times' field). */
export function optionIssues(values: OptionValues, t: Translate): FieldIssue[] {
  const parsed = AdminOptionBodySchema.safeParse(optionBody(values));
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    field: String(issue.path[0] ?? ""),
    message: issue.code === "invalid_type" ? t("messages.number") : issueText(issue, t),
  }));
}
