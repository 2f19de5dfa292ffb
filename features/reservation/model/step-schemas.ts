import {
  departureDateProblem,
  type DepartureDateProblem,
  MAX_LUGGAGE,
  MAX_TRAVELERS,
  MIN_TRAVELERS,
} from "@contracts/reservations";
import { z } from "zod";
import type { ReservationStep } from "./form-values";
import type { Translate } from "@lib/i18n/feature-text";

/** What the rules need besides the values: today, the dates the lines allow, and the member's balance. */
export type StepContext = {
  now: Date;
  /** The earliest departure day (tomorrow in Korea, or the product's own first day). */
  minDate: string;
  unavailableDates?: readonly string[];
  /** The booked options' ranges: the departure day must lie inside each. */
  ranges?: readonly { option_start_date: string; option_end_date: string }[];
  /** How many option lines are being booked; none means "select an option". */
  lineCount: number;
  /** The times every booked option departs (`offeredDepartureTimes`); `undefined` while the lines load. */
  departureTimes?: readonly string[];
  /** The member's points; `undefined` while it loads (no cap yet: the server checks again). */
  pointsBalance?: number;
  /** Writes the minimum date in the page's language for the "after the earliest date" message. */
  formatDate?: (day: string) => string;
  /** The coupons that apply to this order (ids as the field holds them); `undefined` while they load. */
  applicableCouponIds?: readonly string[];
};

const DATE_MESSAGE: Record<DepartureDateProblem, string> = {
  required: "validation.departureDateRequired",
  sameDay: "validation.sameDay",
  beforeMinimum: "validation.beforeMinimum",
  unavailable: "validation.dateUnavailable",
  outsideOption: "validation.outsideOption",
};

const required = (t: Translate) => z.string().trim().min(1, t("validation.required"));

/**
 * The schedule step (spec point 5): an option, a departure date after the minimum and never today, a time, and at
 * least 2 travellers; built on the contract's own date rule so client and server agree.
 */
export function scheduleSchema(t: Translate, context: StepContext) {
  return z
    .looseObject({
      departure_date: z.string(),
      departure_time: z.string().min(1, t("validation.departureTimeRequired")),
      travelers: z.string(),
      luggage: z
        .number({ error: t("validation.luggageRange", { max: MAX_LUGGAGE }) })
        .int()
        .min(0)
        .max(MAX_LUGGAGE, t("validation.luggageRange", { max: MAX_LUGGAGE })),
    })
    .superRefine((values, ctx) => {
      if (context.lineCount === 0) {
        ctx.addIssue({ code: "custom", path: ["options"], message: t("validation.optionRequired") });
      }
      const problem = departureDateProblem(values.departure_date || undefined, {
        now: context.now,
        minDate: context.minDate,
        unavailableDates: context.unavailableDates,
        ranges: context.ranges,
      });
      if (problem) {
        const date = context.formatDate ? context.formatDate(context.minDate) : context.minDate;
        ctx.addIssue({ code: "custom", path: ["departure_date"], message: t(DATE_MESSAGE[problem], { date }) });
      }
      if (
        values.departure_time &&
        context.departureTimes &&
        context.lineCount > 0 &&
        !context.departureTimes.includes(values.departure_time)
      ) {
        ctx.addIssue({ code: "custom", path: ["departure_time"], message: t("validation.departureTimeNotOffered") });
      }
      const travelers = Number(values.travelers);
      if (!values.travelers || !Number.isInteger(travelers)) {
        ctx.addIssue({ code: "custom", path: ["travelers"], message: t("validation.travelersRequired") });
      } else if (travelers < MIN_TRAVELERS) {
        ctx.addIssue({ code: "custom", path: ["travelers"], message: t("validation.minTravelers") });
      } else if (travelers > MAX_TRAVELERS) {
        ctx.addIssue({
          code: "custom",
          path: ["travelers"],
          message: t("validation.maxTravelers", { max: MAX_TRAVELERS }),
        });
      }
    });
}

/** The travellers step: the representative's details, as the contract checks them. */
export function travelersSchema(t: Translate) {
  return z.looseObject({
    representative_name: required(t).max(100),
    contact: required(t).regex(/^\d{7,15}$/, t("validation.contactDigits")),
    passport_number: required(t).regex(/^[A-Za-z0-9]{5,20}$/, t("validation.passportFormat")),
    nationality: required(t),
    arrival_flight_number: z
      .string()
      .trim()
      .regex(/^([A-Za-z0-9]{2}\d{1,4}[A-Za-z]?)?$/, t("validation.flightFormat")),
    departure_address: required(t).max(300),
    destination_address: required(t).max(300),
    same_as_representative: z.boolean(),
  });
}

/** The payment step: a method (with holder and bank for a transfer), points within the balance, both terms. */
export function paymentSchema(t: Translate, context: Pick<StepContext, "pointsBalance" | "applicableCouponIds">) {
  return z
    .looseObject({
      payment_method: z.string(),
      travelers: z.string().default(""),
      pass_ids: z.array(z.string()).default([]),
      account_holder: z.string(),
      bank: z.string(),
      coupon_id: z.string(),
      points: z.string(),
      agree_cancellation_policy: z.boolean(),
      agree_domestic_terms: z.boolean(),
    })
    .superRefine((values, ctx) => {
      if (!values.payment_method) {
        ctx.addIssue({ code: "custom", path: ["payment_method"], message: t("validation.paymentMethodRequired") });
      } else if (values.payment_method === "bank_transfer") {
        if (!values.account_holder.trim()) {
          ctx.addIssue({ code: "custom", path: ["account_holder"], message: t("validation.bankRequired") });
        }
        if (!values.bank) ctx.addIssue({ code: "custom", path: ["bank"], message: t("validation.bankRequired") });
      } else if (values.payment_method === "qr_pass") {
        // one pass per traveller, each a different one (the contract's rule, in the page's words)
        const chosen = Array.from(
          { length: Number(values.travelers) || 0 },
          (_, index) => values.pass_ids[index] ?? "",
        );
        chosen.forEach((id, index) => {
          if (!id) ctx.addIssue({ code: "custom", path: ["pass_ids", index], message: t("validation.passRequired") });
          else if (chosen.indexOf(id) !== index) {
            ctx.addIssue({ code: "custom", path: ["pass_ids", index], message: t("validation.passTwice") });
          }
        });
      }
      if (
        values.payment_method !== "qr_pass" &&
        values.coupon_id &&
        context.applicableCouponIds &&
        !context.applicableCouponIds.includes(values.coupon_id)
      ) {
        ctx.addIssue({ code: "custom", path: ["coupon_id"], message: t("validation.couponUnavailable") });
      }
      const points = values.points && values.payment_method !== "qr_pass" ? Number(values.points) : 0;
      if (!Number.isInteger(points) || points < 0) {
        ctx.addIssue({ code: "custom", path: ["points"], message: t("validation.pointsUnavailable") });
      } else if (context.pointsBalance !== undefined && points > context.pointsBalance) {
        ctx.addIssue({ code: "custom", path: ["points"], message: t("validation.pointsUnavailable") });
      }
      if (!values.agree_cancellation_policy) {
        ctx.addIssue({
          code: "custom",
          path: ["agree_cancellation_policy"],
          message: t("validation.cancellationPolicyRequired"),
        });
      }
      if (!values.agree_domestic_terms) {
        ctx.addIssue({
          code: "custom",
          path: ["agree_domestic_terms"],
          message: t("validation.domesticTermsRequired"),
        });
      }
    });
}

export function stepSchema(step: ReservationStep, t: Translate, context: StepContext) {
  switch (step) {
    case "schedule":
      return scheduleSchema(t, context);
    case "travelers":
      return travelersSchema(t);
    case "payment":
      return paymentSchema(t, context);
  }
}

export type StepIssue = { field: string; message: string };

/** Every problem of one step, as field + message (the last step checks the earlier ones again with this). */
export function stepIssues(step: ReservationStep, values: unknown, t: Translate, context: StepContext): StepIssue[] {
  const result = stepSchema(step, t, context).safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
}
