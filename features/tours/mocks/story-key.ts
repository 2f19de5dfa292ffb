import { storeReservationKey } from "../model/reservation-key";
import { KEY_EXPIRES_AT, STORY_KEY, STORY_NUMBER } from "./fixtures";
import { type ReservationApiOptions, reservationHandlers } from "./handlers";

/** A story's `beforeEach`: this tab found (or made) the reservation, so its key is kept (and forgotten after). */
export const withKey = () => {
  sessionStorage.clear();
  storeReservationKey(STORY_NUMBER, { key: STORY_KEY, key_expires_at: KEY_EXPIRES_AT });
  return () => sessionStorage.clear();
};

/** A story's parameters answering the reservation's calls as `options` says. */
export const reservationApi = (options: ReservationApiOptions) => ({
  msw: { handlers: reservationHandlers(options) },
});
