import type { DriveVehicle, TrackPosition, TrackState, TrackStop } from "@contracts/tracking";

/** The stories' "now" (.storybook/fixed-date.ts): 10:00 in Seoul on 15 May 2026. */
const NOW = Date.parse("2026-05-15T10:00:00+09:00");
const iso = (ms: number) => new Date(ms).toISOString();
const secondsAgo = (seconds: number) => iso(NOW - seconds * 1000);

/** A morning in central Seoul: the hotel, the palace, the tower, the museum (real places). */
export const STOPS: TrackStop[] = [
  { number: 1, name: "Lotte Hotel Seoul", lat: 37.5651, lng: 126.981, planned_at: "2026-05-15T09:00:00+09:00" },
  { number: 2, name: "Gyeongbokgung", lat: 37.5796, lng: 126.977, planned_at: "2026-05-15T10:15:00+09:00" },
  { number: 3, name: "N Seoul Tower", lat: 37.5512, lng: 126.9882, planned_at: "2026-05-15T12:00:00+09:00" },
  { number: 4, name: "National Museum of Korea", lat: 37.5239, lng: 126.9804, planned_at: "2026-05-15T14:30:00+09:00" },
];

/** The route's line through Sejong-daero, Namsan and Yongsan, stops included. */
export const ROUTE = [
  { lat: 37.5651, lng: 126.981 },
  { lat: 37.5663, lng: 126.9779 }, // City Hall
  { lat: 37.5759, lng: 126.9768 }, // Gwanghwamun
  { lat: 37.5796, lng: 126.977 },
  { lat: 37.5759, lng: 126.9768 },
  { lat: 37.5609, lng: 126.9751 }, // Sungnyemun
  { lat: 37.5538, lng: 126.9815 }, // Namsan tunnel road
  { lat: 37.5512, lng: 126.9882 },
  { lat: 37.5398, lng: 126.9875 }, // Itaewon
  { lat: 37.5239, lng: 126.9804 },
];

let seq = 0;
/** A position of `vehicle` `secondsBefore` the stories' now, `share` of the way from City Hall to Gwanghwamun. */
export function positionAt(vehicle: number, share: number, secondsBefore: number, nextSeq = ++seq): TrackPosition {
  return {
    seq: nextSeq,
    vehicle_id: vehicle,
    lat: 37.5663 + (37.5759 - 37.5663) * share,
    lng: 126.9779 + (126.9768 - 126.9779) * share,
    accuracy: 6,
    speed: 9.5,
    heading: 355,
    recorded_at: secondsAgo(secondsBefore + 1),
    received_at: secondsAgo(secondsBefore),
  };
}

/** Car 1 on its way up Sejong-daero at about 10 m/s, heard from 12 s ago; Car 2 paused by the hotel 4 minutes ago. */
export const openState: TrackState = {
  tour: {
    id: 7,
    name: "Delegation of Estonia · Seoul day",
    starts_at: "2026-05-15T09:00:00+09:00",
    ends_at: "2026-05-15T18:00:00+09:00",
  },
  window: { state: "open", opens_at: "2026-05-15T08:00:00+09:00", closes_at: "2026-05-15T19:00:00+09:00" },
  route: ROUTE,
  stops: STOPS,
  vehicles: [
    {
      id: 1,
      label: "Car 1",
      plate: "12가 3456",
      driver_name: "Minjun",
      trip: "started",
      trip_changed_at: "2026-05-15T09:02:00+09:00",
      recent: [positionAt(1, 0.2, 72, 1), positionAt(1, 0.5, 42, 3), positionAt(1, 0.8, 12, 5)],
    },
    {
      id: 2,
      label: "Car 2",
      plate: "34나 5678",
      driver_name: "Seoyeon",
      trip: "paused",
      trip_changed_at: "2026-05-15T09:50:00+09:00",
      recent: [{ ...positionAt(2, 0, 240, 4), lat: 37.5651, lng: 126.9812 }],
    },
  ],
  seq: 6,
  link_expires_at: null,
  server_now: iso(NOW),
};

/** The same tour seen before any driver started: no position yet. */
export const quietState: TrackState = {
  ...openState,
  vehicles: openState.vehicles.map((vehicle) => ({ ...vehicle, trip: "idle", trip_changed_at: null, recent: [] })),
  seq: 0,
};

/** The tour of tomorrow: its window opens at 08:00 KST on 16 May. */
export const beforeState: TrackState = {
  ...quietState,
  tour: { ...openState.tour, starts_at: "2026-05-16T09:00:00+09:00", ends_at: "2026-05-16T18:00:00+09:00" },
  window: { state: "before", opens_at: "2026-05-16T08:00:00+09:00", closes_at: "2026-05-16T19:00:00+09:00" },
};

/** Yesterday's tour: its window closed at 19:00 KST on 14 May. */
export const afterState: TrackState = {
  ...quietState,
  tour: { ...openState.tour, starts_at: "2026-05-14T09:00:00+09:00", ends_at: "2026-05-14T18:00:00+09:00" },
  window: { state: "after", opens_at: "2026-05-14T08:00:00+09:00", closes_at: "2026-05-14T19:00:00+09:00" },
};

/** A share link's view: the same tour, the link good until 20:00 KST. */
export const sharedState: TrackState = { ...openState, link_expires_at: "2026-05-15T20:00:00+09:00" };

export const SHARE_TOKEN = "share-token-for-the-story-0123456789";
export const WATCH_KEY = "watch-key-for-the-story-0123456789";

/** Minjun's car, its trip not started, the tour's window open. */
export const driveVehicle: DriveVehicle = {
  id: 1,
  label: "Car 1",
  plate: "12가 3456",
  trip: "idle",
  trip_changed_at: null,
  last_recorded_at: null,
  tour: {
    id: 7,
    name: "Delegation of Estonia · Seoul day",
    starts_at: openState.tour.starts_at,
    ends_at: openState.tour.ends_at,
  },
  window: openState.window,
  stops: STOPS,
};
