import { z } from "zod";
import { EmailSchema } from "./auth";
import { IsoDateSchema } from "./catalog";
import { envelopeSchema } from "./envelope";
import { idField, requiredString, text } from "./fields";
import { MAX_TRAVELERS, MIN_TRAVELERS } from "./reservations";
import { LangSchema } from "./settings";
import { TOURS_PATH } from "./tours";

/**
 * The waitlist of a full summit departure (ADR 0027, "Waitlist and calling off"). A guest (or a signed-in member)
 * leaves a name, an e-mail, the party's size and a language; seats that free up are held for the next waiting guest
 * whose party fits and offered by mail for `WAITLIST_OFFER_HOURS`, and the mail's link books them. The link's token
 * is the guest's only key to the entry: it opens the offer and leaves the list.
 */

export const WAITLIST_PATH = `${TOURS_PATH}/waitlist`;

export const WAITLIST_MESSAGES = {
  nameRequired: "Enter the name we may address you by.",
  travelersRequired: "Enter how many travellers would come.",
  notFull: "This departure still has seats: book it directly.",
  tokenInvalid: "This waitlist link is not valid.",
  offerGone: "This offer has ended: the held seats went back or to the next guest.",
  offerTooSmall: "The offer holds fewer seats than this many travellers.",
  offerOtherDeparture: "The offer is for another departure.",
} as const;

/** Where an entry stands: waiting its turn, offered held seats, booked, gone (left, lapsed) or called off. */
export const WaitlistStatusSchema = z.enum(["waiting", "offered", "booked", "left", "lapsed", "called_off"]);
export type WaitlistStatus = z.infer<typeof WaitlistStatusSchema>;

/** The entry's token, from the mail's link: 32 random bytes, base64url. */
export const WaitlistTokenSchema = text().regex(/^[A-Za-z0-9_-]{43}$/, WAITLIST_MESSAGES.tokenInvalid);

/** `POST /tours/waitlist`: a place in the line of a full departure. */
export const JoinWaitlistBodySchema = z.object({
  departure_id: idField(),
  name: requiredString().trim().min(1, WAITLIST_MESSAGES.nameRequired).max(100),
  email: EmailSchema,
  travelers: z
    .number({ error: WAITLIST_MESSAGES.travelersRequired })
    .int(WAITLIST_MESSAGES.travelersRequired)
    .min(MIN_TRAVELERS, `A minimum of ${MIN_TRAVELERS} travellers is required to depart.`)
    .max(MAX_TRAVELERS),
  /** The language of the mails (offer, called off). */
  lang: LangSchema,
});
export type JoinWaitlistBody = z.input<typeof JoinWaitlistBodySchema>;

export const WaitlistEntrySchema = z
  .object({
    departure_id: z.number().int(),
    travelers: z.number().int(),
    status: WaitlistStatusSchema,
    /** 1 for the next in line; null once no longer waiting. */
    position: z.number().int().nullable(),
    /** The same e-mail was already on this departure's list: this is that entry. */
    already: z.boolean(),
  })
  .meta({ id: "WaitlistEntry" });
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;
export const WaitlistEntryResponseSchema = envelopeSchema(WaitlistEntrySchema);

/** `POST /tours/waitlist/offer` and `/leave`: the token of the mail's link. */
export const WaitlistTokenBodySchema = z.object({ token: WaitlistTokenSchema });
export type WaitlistTokenBody = z.input<typeof WaitlistTokenBodySchema>;

/** What an offer link opens: the held seats and until when, or that the offer has ended. */
export const WaitlistOfferSchema = z
  .object({
    status: WaitlistStatusSchema,
    course_slug: z.string(),
    course_name: z.string(),
    departure_id: z.number().int(),
    date: IsoDateSchema,
    time: z.string(),
    /** The party the guest waits with. */
    travelers: z.number().int(),
    /** Seats held for this guest (0 once the offer has ended). */
    held_seats: z.number().int(),
    /** When the hold ends (ISO instant); null when nothing is held. */
    expires_at: z.string().nullable(),
    email: z.string(),
    name: z.string(),
  })
  .meta({ id: "WaitlistOffer" });
export type WaitlistOffer = z.infer<typeof WaitlistOfferSchema>;
export const WaitlistOfferResponseSchema = envelopeSchema(WaitlistOfferSchema);
