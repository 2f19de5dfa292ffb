import { apiError, never, ok, unauthorized } from "@blocks/mock-api";
import {
  DRIVE_PATH,
  type DriveVehicle,
  type PositionsBody,
  TRACKING_MESSAGES,
  type TrackState,
  type TripBody,
  WATCH_PATH,
} from "@contracts/tracking";
import { http } from "msw";
import { watchKeyPath } from "../api/paths";
import { driveVehicle, WATCH_KEY } from "./fixtures";

const serverError = () => apiError(500, "INTERNAL_ERROR", "The tracking service is resting for a minute.");
const statePath = `${WATCH_PATH}/:key/state`;

/** `POST /protocol/tours/{id}/watch`: the member's key, or their refusal. */
export const watchHandlers = {
  success: (tourId = 7) =>
    http.post(watchKeyPath(tourId), ({ request }) =>
      request.headers.get("authorization")
        ? ok({ key: WATCH_KEY, expires_at: "2026-05-15T22:00:00+09:00" })
        : unauthorized(),
    ),
  notOnTour: (tourId = 7) =>
    http.post(watchKeyPath(tourId), () => apiError(404, "NOT_FOUND", TRACKING_MESSAGES.tourNotFound)),
  signedOut: (tourId = 7) => http.post(watchKeyPath(tourId), unauthorized),
};

/** `GET .../watch/{key}/state`: the state, or why there is none. */
export const stateHandlers = {
  success: (state: TrackState) => http.get(statePath, () => ok(state)),
  loading: http.get(statePath, never),
  expired: http.get(statePath, () => apiError(410, "LINK_EXPIRED", TRACKING_MESSAGES.linkExpired)),
  notFound: http.get(statePath, () => apiError(404, "NOT_FOUND", TRACKING_MESSAGES.linkNotFound)),
  /** Fails the first time, answers the state after (the retry). */
  failsOnce: (state: TrackState) => {
    let calls = 0;
    return http.get(statePath, () => {
      calls += 1;
      return calls === 1 ? serverError() : ok(state);
    });
  },
};

export type DriveApiOptions = {
  vehicles?: DriveVehicle[];
  /** What the positions call answers: acknowledged (default), or the server down. */
  positions?: "ok" | "down";
  /** Every batch of positions sent, in order. */
  sent?: PositionsBody[];
};

/**
 * The driver's side as the contract words it: the vehicles; a trip action answers the vehicle in its new state
 * (start refused outside the window); positions acknowledged, or a server that cannot be reached.
 */
export function driveHandlers(options: DriveApiOptions = {}) {
  let vehicles = options.vehicles ?? [driveVehicle];
  return [
    http.get(DRIVE_PATH, ({ request }) => (request.headers.get("authorization") ? ok(vehicles) : unauthorized())),
    http.post(`${DRIVE_PATH}/:vehicle/trip`, async ({ request, params }) => {
      const { action } = (await request.json()) as TripBody;
      const id = Number(params.vehicle);
      const vehicle = vehicles.find((item) => item.id === id);
      if (!vehicle) return apiError(404, "NOT_FOUND", TRACKING_MESSAGES.vehicleNotFound);
      if (action === "start" && vehicle.window.state !== "open") {
        return apiError(409, "OUTSIDE_WINDOW", TRACKING_MESSAGES.outsideWindow);
      }
      const trip = action === "start" ? "started" : action === "pause" ? "paused" : "stopped";
      const next: DriveVehicle = { ...vehicle, trip, trip_changed_at: new Date().toISOString() };
      vehicles = vehicles.map((item) => (item.id === id ? next : item));
      return ok(next);
    }),
    http.post(`${DRIVE_PATH}/:vehicle/positions`, async ({ request }) => {
      const body = (await request.json()) as PositionsBody;
      if (options.positions === "down") return apiError(503, "SERVICE_UNAVAILABLE", "The server is restarting.");
      options.sent?.push(body);
      return ok({
        accepted: body.positions.length,
        duplicates: 0,
        last_recorded_at: body.positions.at(-1)?.recorded_at ?? null,
      });
    }),
  ];
}

export const driveListHandlers = {
  loading: http.get(DRIVE_PATH, never),
  error: http.get(DRIVE_PATH, serverError),
  empty: http.get(DRIVE_PATH, () => ok([])),
};
