import { z } from "zod";
import { envelopeSchema } from "./envelope";
import { FIELD_MESSAGES, idParam, intField, isoDate, isoDateTime, text, whenMissing } from "./fields";
import { LangSchema } from "./settings";
import { LatLngSchema, RetentionHoursSchema, TrackingWindowSchema, TripStateSchema } from "./tracking";

/**
 * The protocol tours for official delegations (issue 25, `/protocol`; ADR 0033): a tour's programme (itinerary per
 * day, venues, dress code, contacts) edited by operators and read by the delegation's members; the delegation's
 * people with their arrival and departure flights (`/protocol/immigration`), which operators follow and mark met and
 * handed over; the tour's vehicles, stops and route for live tracking (contracts/tracking.ts).
 *
 * A delegation's programme and people are not public: members read the tours they are on (their account is linked
 * to a delegate), operators every tour.
 */

export const PROTOCOL_PATH = "/api/v1/protocol";
/** A member's tours: `GET`; one tour `GET {id}`; its people `GET {id}/delegates`; flights `PUT {id}/delegates/{d}/flights`; a watch key `POST {id}/watch`. */
export const PROTOCOL_TOURS_PATH = `${PROTOCOL_PATH}/tours`;
export const ADMIN_PROTOCOL_PATH = "/api/v1/admin/protocol";
/** Operators: tours `GET`/`POST`, `GET`/`PUT {id}`, `PUT {id}/stops`, vehicles, delegates, arrivals. */
export const ADMIN_PROTOCOL_TOURS_PATH = `${ADMIN_PROTOCOL_PATH}/tours`;
/** Operators: one delegate's `met` and `handed-over` marks (`POST`, `DELETE` to take back). */
export const ADMIN_PROTOCOL_DELEGATES_PATH = `${ADMIN_PROTOCOL_PATH}/delegates`;

export const PROTOCOL_LIMITS = {
  name: 200,
  text: 2000,
  short: 100,
  days: 31,
  itemsPerDay: 30,
  contacts: 20,
  stops: 30,
  routePoints: 2000,
  vehicles: 20,
  delegates: 200,
} as const;

export const PROTOCOL_MESSAGES = {
  nameRequired: "Enter the tour's name.",
  startsRequired: "Enter when the tour departs.",
  endsRequired: "Enter when the tour arrives.",
  endsBeforeStarts: "The tour must arrive after it departs.",
  dayRequired: "Enter the day.",
  timeFormat: "Use a time such as 09:30.",
  titleRequired: "Enter what happens.",
  contactNameRequired: "Enter the contact's name.",
  phoneFormat: "Enter the phone number with digits only, an optional leading +.",
  emailFormat: "Enter a valid e-mail address.",
  stopNameRequired: "Enter the stop's name.",
  labelRequired: "Enter the vehicle's name, such as Car 1.",
  plateRequired: "Enter the number plate.",
  driverNotFound: "No driver account has this id.",
  delegateNameRequired: "Enter the person's name.",
  flightFormat: "Use a flight number such as KE082 or OZ 201.",
  terminalInvalid: "Choose terminal 1 or 2.",
  arrivalTimeRequired: "Enter the arrival time with the flight.",
  departureTimeRequired: "Enter the departure time with the flight.",
  departureBeforeArrival: "The departure must be after the arrival.",
  tourNotFound: "This tour was not found.",
  delegateNotFound: "This person was not found on the tour.",
  notYours: "Only the delegation's coordinator can change another person's flights.",
  versionConflict: "Someone changed these details meanwhile. The newest are shown; make your change again.",
  notArrived: "Mark the person met before handing them over.",
  emailTaken: "Another person of this tour is linked to this e-mail.",
  tooManyVehicles: `A tour can have at most ${PROTOCOL_LIMITS.vehicles} vehicles.`,
  tooManyDelegates: `A tour can have at most ${PROTOCOL_LIMITS.delegates} people.`,
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (message: string = PROTOCOL_MESSAGES.timeFormat) =>
  text({ error: whenMissing(message) }).regex(TIME, message);
const required = (message: string, max: number) =>
  text({ error: whenMissing(message) })
    .trim()
    .min(1, message)
    .max(max);
const optionalText = (max: number) => text().trim().max(max).default("");

/** One line of a day's itinerary. */
export const ItineraryItemSchema = z.object({
  time: time(),
  title: required(PROTOCOL_MESSAGES.titleRequired, PROTOCOL_LIMITS.name),
  place: optionalText(PROTOCOL_LIMITS.name),
  note: optionalText(PROTOCOL_LIMITS.text),
});
export type ItineraryItem = z.infer<typeof ItineraryItemSchema>;

export const ItineraryDaySchema = z.object({
  /** A Korean calendar day. */
  date: isoDate(FIELD_MESSAGES.date, PROTOCOL_MESSAGES.dayRequired),
  title: optionalText(PROTOCOL_LIMITS.name),
  items: z.array(ItineraryItemSchema).max(PROTOCOL_LIMITS.itemsPerDay),
});
export type ItineraryDay = z.infer<typeof ItineraryDaySchema>;

export const ContactSchema = z.object({
  name: required(PROTOCOL_MESSAGES.contactNameRequired, PROTOCOL_LIMITS.short),
  role: optionalText(PROTOCOL_LIMITS.short),
  phone: text({ error: whenMissing(PROTOCOL_MESSAGES.phoneFormat) }).regex(
    /^\+?\d{6,15}$/,
    PROTOCOL_MESSAGES.phoneFormat,
  ),
  email: z.union([z.literal(""), z.email(PROTOCOL_MESSAGES.emailFormat).max(254)]).default(""),
});
export type Contact = z.infer<typeof ContactSchema>;

/** A tour's programme in one language. */
export const TourContentSchema = z.object({
  summary: optionalText(PROTOCOL_LIMITS.text),
  dress_code: optionalText(PROTOCOL_LIMITS.text),
  days: z.array(ItineraryDaySchema).max(PROTOCOL_LIMITS.days),
  contacts: z.array(ContactSchema).max(PROTOCOL_LIMITS.contacts),
});
export type TourContent = z.infer<typeof TourContentSchema>;

/** A stop as operators write it (both languages); viewers get it numbered in theirs (TrackStop). */
export const StopInputSchema = LatLngSchema.extend({
  name_en: required(PROTOCOL_MESSAGES.stopNameRequired, PROTOCOL_LIMITS.name),
  name_ko: required(PROTOCOL_MESSAGES.stopNameRequired, PROTOCOL_LIMITS.name),
  planned_at: isoDateTime().nullable().default(null),
});
export type StopInput = z.infer<typeof StopInputSchema>;

export const TourBodySchema = z
  .object({
    name_en: required(PROTOCOL_MESSAGES.nameRequired, PROTOCOL_LIMITS.name),
    name_ko: required(PROTOCOL_MESSAGES.nameRequired, PROTOCOL_LIMITS.name),
    delegation: optionalText(PROTOCOL_LIMITS.name),
    starts_at: isoDateTime(undefined, PROTOCOL_MESSAGES.startsRequired),
    ends_at: isoDateTime(undefined, PROTOCOL_MESSAGES.endsRequired),
    retention_hours: RetentionHoursSchema,
    content_en: TourContentSchema,
    content_ko: TourContentSchema,
    /** The route's line in order; empty means straight lines between the stops. */
    route: z.array(LatLngSchema).max(PROTOCOL_LIMITS.routePoints).default([]),
  })
  .refine((tour) => new Date(tour.ends_at) > new Date(tour.starts_at), {
    path: ["ends_at"],
    message: PROTOCOL_MESSAGES.endsBeforeStarts,
  });
export type TourBody = z.infer<typeof TourBodySchema>;

export const StopsBodySchema = z.object({ stops: z.array(StopInputSchema).max(PROTOCOL_LIMITS.stops) });
export type StopsBody = z.infer<typeof StopsBodySchema>;

export const VehicleBodySchema = z.object({
  label: required(PROTOCOL_MESSAGES.labelRequired, PROTOCOL_LIMITS.short),
  plate: required(PROTOCOL_MESSAGES.plateRequired, 20),
  /** An operators' account of role `driver`, or none yet. */
  driver_account_id: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
});
export type VehicleBody = z.infer<typeof VehicleBodySchema>;

const FLIGHT = /^[A-Z0-9]{2}\s?\d{1,4}[A-Z]?$/;
const flight = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => value === "" || FLIGHT.test(value), PROTOCOL_MESSAGES.flightFormat)
  .default("");
export const TerminalSchema = z.enum(["T1", "T2"], { error: PROTOCOL_MESSAGES.terminalInvalid });

/** A delegate's flights; a flight number needs its time, and the departure comes after the arrival. */
export const FlightsBodySchema = z
  .object({
    arrival_flight: flight,
    arrival_at: isoDateTime().nullable().default(null),
    arrival_terminal: TerminalSchema.nullable().default(null),
    departure_flight: flight,
    departure_at: isoDateTime().nullable().default(null),
    departure_terminal: TerminalSchema.nullable().default(null),
    /** The version read; a stale one is 409 with the newest details. */
    version: intField(),
  })
  .superRefine((body, ctx) => {
    if (body.arrival_flight && !body.arrival_at)
      ctx.addIssue({ code: "custom", path: ["arrival_at"], message: PROTOCOL_MESSAGES.arrivalTimeRequired });
    if (body.departure_flight && !body.departure_at)
      ctx.addIssue({ code: "custom", path: ["departure_at"], message: PROTOCOL_MESSAGES.departureTimeRequired });
    if (body.arrival_at && body.departure_at && new Date(body.departure_at) <= new Date(body.arrival_at))
      ctx.addIssue({ code: "custom", path: ["departure_at"], message: PROTOCOL_MESSAGES.departureBeforeArrival });
  });
export type FlightsBody = z.infer<typeof FlightsBodySchema>;

export const DelegateBodySchema = z.object({
  name: required(PROTOCOL_MESSAGES.delegateNameRequired, PROTOCOL_LIMITS.short),
  title: optionalText(PROTOCOL_LIMITS.short),
  /** A member account's e-mail links the person to it (they then read the tour); empty for none. */
  email: z.union([z.literal(""), z.email(PROTOCOL_MESSAGES.emailFormat).max(254)]).default(""),
  coordinator: z.boolean().default(false),
});
export type DelegateBody = z.infer<typeof DelegateBodySchema>;

export const DelegateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  coordinator: z.boolean(),
  /** True for the reader's own entry. */
  is_me: z.boolean(),
  arrival_flight: z.string(),
  arrival_at: z.string().nullable(),
  arrival_terminal: TerminalSchema.nullable(),
  departure_flight: z.string(),
  departure_at: z.string().nullable(),
  departure_terminal: TerminalSchema.nullable(),
  met_at: z.string().nullable(),
  handed_over_at: z.string().nullable(),
  version: z.number().int(),
  /** Operators' answers only: the linked member account's e-mail ("" when none is linked). */
  email: z.string().optional(),
  /** Operators' answers only: who marked the person met and handed over (the operator's name). */
  met_by: z.string().nullable().optional(),
  handed_over_by: z.string().nullable().optional(),
});
export type Delegate = z.infer<typeof DelegateSchema>;
export const DelegateResponseSchema = envelopeSchema(DelegateSchema);
export const DelegatesResponseSchema = envelopeSchema(z.array(DelegateSchema));
/** The body of a 409 VERSION_CONFLICT on a flights save: the usual error fields and the person as they are now. */
export const DelegateConflictSchema = z.object({
  message: z.string(),
  code: z.literal("VERSION_CONFLICT"),
  field: z.string().optional(),
  current: DelegateSchema,
});
export type DelegateConflict = z.infer<typeof DelegateConflictSchema>;
/** What removing a person or a vehicle answers: the removed row's id. */
export const ProtocolDeletedResponseSchema = envelopeSchema(z.object({ id: z.number().int() }));

export const TourSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  delegation: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  window: TrackingWindowSchema,
});
export type TourSummary = z.infer<typeof TourSummarySchema>;
export const TourSummariesResponseSchema = envelopeSchema(z.array(TourSummarySchema));

/** A tour as a member or an operator reads it, in the reader's language: the summary with its content and route. */
export const TourSchema = TourSummarySchema.extend({
  content: TourContentSchema,
  stops: z.array(
    LatLngSchema.extend({ number: z.number().int(), name: z.string(), planned_at: z.string().nullable() }),
  ),
  vehicles: z.array(z.object({ id: z.number().int(), label: z.string(), plate: z.string(), trip: TripStateSchema })),
  /** True when the reader coordinates the delegation (may edit everyone's flights). */
  coordinator: z.boolean(),
});
export type Tour = z.infer<typeof TourSchema>;
export const TourResponseSchema = envelopeSchema(TourSchema);

/** A tour as operators edit it: both languages and everything of its own. */
export const AdminTourSchema = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_ko: z.string(),
  delegation: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  retention_hours: z.number().int(),
  content_en: TourContentSchema,
  content_ko: TourContentSchema,
  route: z.array(LatLngSchema),
  stops: z.array(StopInputSchema.extend({ planned_at: z.string().nullable() })),
  vehicles: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      plate: z.string(),
      driver_account_id: z.number().int().nullable(),
      driver_name: z.string().nullable(),
      trip: TripStateSchema,
    }),
  ),
  window: TrackingWindowSchema,
  updated_at: z.string(),
});
export type AdminTour = z.infer<typeof AdminTourSchema>;
export const AdminTourResponseSchema = envelopeSchema(AdminTourSchema);
export const AdminTourSummariesResponseSchema = envelopeSchema(z.array(TourSummarySchema));

/** The operators' immigration board: every person of a tour with their flights, by arrival time. */
export const ArrivalsResponseSchema = envelopeSchema(z.array(DelegateSchema));

export const ProtocolLangQuerySchema = z.object({ lang: LangSchema.default("en") });
export const ProtocolTourParamsSchema = z.object({ id: idParam() });
export const DelegateParamsSchema = z.object({ id: idParam(), delegate: idParam() });
export const AdminDelegateParamsSchema = z.object({ id: idParam() });
export const AdminVehicleParamsSchema = z.object({ id: idParam(), vehicle: idParam() });
