import { apiError, never, ok } from "@blocks/mock-api";
import { WAITLIST_MESSAGES, WAITLIST_PATH, type WaitlistEntry, type WaitlistOffer } from "@contracts/tours-waitlist";
import { http } from "msw";

/** The token of the stories' mail links (43 base64url characters, as the server signs them). */
export const STORY_WAITLIST_TOKEN = "wL7s0ryT0kenF0rTheT0urWaitlistStori3s000000";

/** Ana's offer: the palace course's full 22 May departure, 2 seats held until the evening of 15 May. */
export const heldOffer: WaitlistOffer = {
  status: "offered",
  course_slug: "seoul-palaces",
  course_name: "Royal palaces of Seoul",
  departure_id: 42,
  date: "2026-05-22",
  time: "09:00",
  travelers: 2,
  held_seats: 2,
  expires_at: "2026-05-15T21:00:00+09:00",
  email: "ana@example.com",
  name: "Ana Lima",
};
export const lapsedOffer: WaitlistOffer = { ...heldOffer, status: "lapsed", held_seats: 0, expires_at: null };
export const waitingEntry: WaitlistOffer = { ...heldOffer, status: "waiting", held_seats: 0, expires_at: null };

export type WaitlistApiOptions = {
  /** How a join is answered: joined (3rd in line), this e-mail already waiting, refused fields, or pending. */
  join?: "joined" | "already" | "fields" | "notFull" | "loading";
  /** What the mail's link opens. */
  offer?: WaitlistOffer | "invalid" | "loading";
};

const entry = (already: boolean): WaitlistEntry => ({
  departure_id: 42,
  travelers: 2,
  status: "waiting",
  position: already ? 2 : 3,
  already,
});

/** The waitlist's API: joining a full departure, an offer link's held seats, and leaving from the mail. */
export function waitlistHandlers(options: WaitlistApiOptions = {}) {
  const offer = options.offer ?? heldOffer;
  return [
    http.post(WAITLIST_PATH, () => {
      switch (options.join) {
        case "loading":
          return never();
        case "already":
          return ok(entry(true));
        case "notFull":
          return apiError(409, "TOUR_DEPARTURE_NOT_FULL", WAITLIST_MESSAGES.notFull, {
            issues: [{ field: "departure_id", message: WAITLIST_MESSAGES.notFull }],
          });
        case "fields":
          return apiError(400, "VALIDATION_ERROR", "Validation failed", {
            issues: [{ field: "email", message: "Enter a valid e-mail address." }],
          });
        default:
          return ok(entry(false), {}, 201);
      }
    }),
    http.post(`${WAITLIST_PATH}/offer`, () => {
      if (offer === "loading") return never();
      if (offer === "invalid") return apiError(404, "TOUR_WAITLIST_TOKEN_INVALID", WAITLIST_MESSAGES.tokenInvalid);
      return ok(offer);
    }),
    http.post(`${WAITLIST_PATH}/leave`, () =>
      offer === "invalid"
        ? apiError(404, "TOUR_WAITLIST_TOKEN_INVALID", WAITLIST_MESSAGES.tokenInvalid)
        : ok({ ...entry(false), status: "left", position: null }),
    ),
  ];
}
