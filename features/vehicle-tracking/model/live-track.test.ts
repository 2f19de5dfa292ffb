import type { TrackPosition, TrackState } from "@contracts/tracking";
import { describe, expect, it } from "vitest";
import { closeTrack, flush, lastPosition, receive, startTrack, type TrackEvent } from "./live-track";

const state: TrackState = {
  tour: { id: 1, name: "Seoul day", starts_at: "2026-12-03T00:00:00Z", ends_at: "2026-12-03T09:00:00Z" },
  window: { state: "open", opens_at: "2026-12-02T23:00:00Z", closes_at: "2026-12-03T10:00:00Z" },
  route: [],
  stops: [],
  vehicles: [
    {
      id: 1,
      label: "Car 1",
      plate: "12가 3456",
      driver_name: "Minjun",
      trip: "idle",
      trip_changed_at: null,
      recent: [],
    },
    {
      id: 2,
      label: "Car 2",
      plate: "34나 5678",
      driver_name: null,
      trip: "started",
      trip_changed_at: null,
      recent: [],
    },
  ],
  seq: 10,
  link_expires_at: null,
  server_now: "2026-12-03T00:10:00Z",
};

const position = (seq: number, vehicle = 1, second = seq): TrackEvent => ({
  kind: "position",
  event: {
    seq,
    vehicle_id: vehicle,
    lat: 37.57 - second * 0.0001,
    lng: 126.977,
    accuracy: 5,
    speed: 10,
    heading: 180,
    recorded_at: new Date(Date.parse("2026-12-03T00:10:00Z") + second * 1000).toISOString(),
    received_at: new Date(Date.parse("2026-12-03T00:10:00Z") + second * 1000 + 300).toISOString(),
  } satisfies TrackPosition,
});

describe("live track", () => {
  it("applies events in seq order and drops ones already applied", () => {
    let track = startTrack(state);
    track = receive(track, position(11));
    track = receive(track, {
      kind: "trip",
      event: { seq: 12, vehicle_id: 1, trip: "started", at: "2026-12-03T00:10:12Z" },
    });
    track = receive(track, position(11));
    track = receive(track, position(9));
    expect(track.seq).toBe(12);
    expect(track.vehicles[0]?.trip).toBe("started");
    expect(track.vehicles[0]?.recent).toHaveLength(1);
  });

  it("holds an event that came early until the one before it arrives", () => {
    let track = startTrack(state);
    track = receive(track, position(13, 1, 13));
    expect(track.seq).toBe(10);
    expect(track.pending).toHaveLength(1);
    track = receive(track, position(12, 2));
    track = receive(track, position(11, 1, 11));
    expect(track.seq).toBe(13);
    expect(track.pending).toHaveLength(0);
    expect(lastPosition(track.vehicles[0]!)?.seq).toBe(13);
    expect(track.vehicles[1]?.recent.map((p) => p.seq)).toEqual([12]);
  });

  it("gives up waiting on a missing event when flushed", () => {
    let track = startTrack(state);
    track = receive(track, position(14));
    track = receive(track, position(13));
    track = flush(track);
    expect(track.seq).toBe(14);
    expect(track.vehicles[0]?.recent.map((p) => p.seq)).toEqual([13, 14]);
  });

  it("keeps a vehicle's positions by time, a resent reading once", () => {
    let track = startTrack(state);
    track = receive(track, position(11, 1, 5));
    track = receive(track, position(12, 1, 3));
    track = receive(track, { ...position(13, 1, 5) });
    expect(track.vehicles[0]?.recent.map((p) => p.seq)).toEqual([12, 13]);
    expect(closeTrack(track, "link_expired").closed).toBe("link_expired");
  });
});
