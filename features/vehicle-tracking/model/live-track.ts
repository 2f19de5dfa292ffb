import type { StreamClosedEvent, TrackPosition, TrackState, TrackVehicle, TripEvent } from "@contracts/tracking";

/** An event of the tour's stream: a vehicle's new position, or its trip started, paused or stopped. */
export type TrackEvent = { kind: "position"; event: TrackPosition } | { kind: "trip"; event: TripEvent };

/**
 * What a viewer's screen shows: the state it started from with every event after it applied in `seq` order. An
 * event that arrives ahead of one it should follow waits in `pending` (see `receive`); one already applied (a
 * stream made again sends it twice) is dropped.
 */
export type LiveTrack = {
  state: TrackState;
  vehicles: TrackVehicle[];
  /** The last event applied. */
  seq: number;
  pending: TrackEvent[];
  /** Why the server ended the stream (the window closed, the link expired); null while it runs. */
  closed: StreamClosedEvent["reason"] | null;
};

/** Positions kept per vehicle: about two minutes at one a second, for the speed and the ETA. */
export const RECENT_POSITIONS = 150;

export function startTrack(state: TrackState): LiveTrack {
  return { state, vehicles: state.vehicles, seq: state.seq, pending: [], closed: null };
}

function applyOne(vehicles: TrackVehicle[], item: TrackEvent): TrackVehicle[] {
  return vehicles.map((vehicle) => {
    if (vehicle.id !== item.event.vehicle_id) return vehicle;
    if (item.kind === "trip") return { ...vehicle, trip: item.event.trip, trip_changed_at: item.event.at };
    const position = item.event;
    // a resent reading (same time) once; a late one in its place by time
    const others = vehicle.recent.filter((kept) => kept.recorded_at !== position.recorded_at);
    const recent = [...others, position]
      .sort((a, b) => Date.parse(a.recorded_at) - Date.parse(b.recorded_at))
      .slice(-RECENT_POSITIONS);
    return { ...vehicle, recent };
  });
}

/** Applies the waiting events that now follow on, in order. */
function drain(track: LiveTrack): LiveTrack {
  let { vehicles, seq } = track;
  const pending = [...track.pending].sort((a, b) => a.event.seq - b.event.seq);
  while (pending[0] && pending[0].event.seq <= seq + 1) {
    const next = pending.shift() as TrackEvent;
    if (next.event.seq === seq + 1) {
      vehicles = applyOne(vehicles, next);
      seq = next.event.seq;
    }
  }
  return { ...track, vehicles, seq, pending };
}

/**
 * Takes one event from the stream: applied if it is the next one (`seq` + 1), with any that waited for it; kept
 * waiting if one before it has not arrived; dropped if it was applied already.
 */
export function receive(track: LiveTrack, item: TrackEvent): LiveTrack {
  if (item.event.seq <= track.seq || track.pending.some((waiting) => waiting.event.seq === item.event.seq)) {
    return track;
  }
  return drain({ ...track, pending: [...track.pending, item] });
}

/**
 * Applies every waiting event in order, over the gap before them: the missing event is not coming (the screen
 * waited a moment), and showing the vehicles late is worse than skipping one step of their way.
 */
export function flush(track: LiveTrack): LiveTrack {
  const pending = [...track.pending].sort((a, b) => a.event.seq - b.event.seq);
  let { vehicles, seq } = track;
  for (const item of pending) {
    vehicles = applyOne(vehicles, item);
    seq = item.event.seq;
  }
  return { ...track, vehicles, seq, pending: [] };
}

export function closeTrack(track: LiveTrack, reason: StreamClosedEvent["reason"]): LiveTrack {
  return { ...track, closed: reason };
}

/** A vehicle's newest position, or null before its first. */
export const lastPosition = (vehicle: TrackVehicle): TrackPosition | null => vehicle.recent.at(-1) ?? null;
