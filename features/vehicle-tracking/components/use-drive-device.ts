import type { PositionInput } from "@contracts/tracking";
import { useEffect, useRef, useState } from "react";
import { PositionQueue } from "../model/position-queue";
import { createPositionSender, type PositionSender, type SenderStatus } from "../model/position-sender";
import { postPositions } from "../api/post-positions";

/** Why the phone's position cannot be had: refused by the person, not found by the phone, or no geolocation at all. */
export type GeoProblem = "denied" | "unavailable" | "unsupported" | null;

/** A reading of the browser's geolocation as the server takes it (unknown speed and heading as null). */
export function toPositionInput(position: GeolocationPosition): PositionInput {
  const { latitude, longitude, accuracy, speed, heading } = position.coords;
  const finite = (value: number | null) => (value === null || !Number.isFinite(value) ? null : value);
  return {
    lat: latitude,
    lng: longitude,
    accuracy: finite(accuracy),
    speed: finite(speed),
    heading: finite(heading) === null ? null : Math.min(360, Math.max(0, heading as number)),
    recorded_at: new Date(position.timestamp).toISOString(),
  };
}

/**
 * While `active`, the phone's position as the browser reports it (high accuracy), each reading handed to
 * `onPosition`; the problem, if the browser cannot give one.
 */
export function useGeolocationFeed(active: boolean, onPosition: (position: PositionInput) => void): GeoProblem {
  const [problem, setProblem] = useState<GeoProblem>(null);
  const latest = useRef(onPosition);
  useEffect(() => {
    latest.current = onPosition;
  });
  useEffect(() => {
    const geolocation = typeof navigator === "undefined" ? undefined : navigator.geolocation;
    if (!active || !geolocation) return;
    const id = geolocation.watchPosition(
      (position) => {
        setProblem(null);
        latest.current(toPositionInput(position));
      },
      (error) => setProblem(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable"),
      { enableHighAccuracy: true, maximumAge: 0, timeout: 30_000 },
    );
    return () => {
      geolocation.clearWatch(id);
      setProblem(null);
    };
  }, [active]);
  if (!active) return null;
  return typeof navigator === "undefined" || navigator.geolocation ? problem : "unsupported";
}

/** Whether the browser says it is online, following its `online` and `offline` events. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === "undefined" ? true : navigator.onLine));
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return online;
}

type WakeLockSentinelLike = { release: () => Promise<void> };
type WakeLockLike = { request: (type: "screen") => Promise<WakeLockSentinelLike> };

/**
 * Keeps the screen on while `active`, where the browser has the Wake Lock API (a phone's screen going dark would
 * stop its positions); taken again when the page comes back into view, as the browser lets it go when hidden.
 * Answers whether the screen is being kept on.
 */
export function useWakeLock(active: boolean): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    if (!active || !wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let live = true;
    const take = () => {
      if (document.visibilityState !== "visible") return;
      wakeLock
        .request("screen")
        .then((taken) => {
          if (!live) return void taken.release().catch(() => undefined);
          sentinel = taken;
          setHeld(true);
        })
        .catch(() => setHeld(false));
    };
    take();
    document.addEventListener("visibilitychange", take);
    return () => {
      live = false;
      document.removeEventListener("visibilitychange", take);
      void sentinel?.release().catch(() => undefined);
      setHeld(false);
    };
  }, [active]);
  return held;
}

/**
 * The vehicle's queue of positions (kept in localStorage) and its sender: `enqueue` adds a reading, the sender sends
 * them in order while online, and the status says what was sent and what waits.
 */
export function usePositionQueue(vehicleId: number | null): {
  status: SenderStatus | null;
  enqueue: (p: PositionInput) => void;
} {
  const [status, setStatus] = useState<SenderStatus | null>(null);
  const sender = useRef<{ queue: PositionQueue; sender: PositionSender } | null>(null);
  useEffect(() => {
    if (vehicleId === null) return;
    const storage = typeof localStorage === "undefined" ? null : localStorage;
    const queue = new PositionQueue(storage, vehicleId);
    const created = createPositionSender({
      queue,
      send: (batch) => postPositions(vehicleId, batch),
      isOnline: () => navigator.onLine,
      onChange: setStatus,
    });
    sender.current = { queue, sender: created };
    created.start();
    const online = () => created.retryNow();
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("online", online);
      created.stop();
      sender.current = null;
    };
  }, [vehicleId]);
  return {
    status,
    enqueue: (position) => {
      const current = sender.current;
      if (!current) return;
      current.queue.add(position);
      current.sender.queued();
    },
  };
}
