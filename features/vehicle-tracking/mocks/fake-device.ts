import { queueKey } from "../model/position-queue";

/** How the story's phone answers for its position: three readings up Sejong-daero, refused, or never found. */
export type FakeGeolocation = "moving" | "denied" | "unavailable";

const originals = new Map<string, PropertyDescriptor | undefined>();

function replace(name: "geolocation" | "onLine" | "wakeLock", descriptor: PropertyDescriptor) {
  if (!originals.has(name)) originals.set(name, Object.getOwnPropertyDescriptor(navigator, name));
  Object.defineProperty(navigator, name, { configurable: true, ...descriptor });
}

/**
 * A story's `beforeEach`: the phone's geolocation, network and wake lock as the story needs them, the queue of
 * vehicle 1 as given; put back after the story.
 */
export function fakeDevice(options: { geolocation?: FakeGeolocation; online?: boolean; queued?: number } = {}) {
  return () => {
    const mode = options.geolocation ?? "moving";
    const timers = new Set<ReturnType<typeof setInterval>>();
    let reading = 0;
    const geolocation: Pick<Geolocation, "watchPosition" | "clearWatch" | "getCurrentPosition"> = {
      watchPosition: (success, failure) => {
        const timer = setInterval(() => {
          if (mode === "moving") {
            // three readings a car's length apart, then the car waits at the lights: the story ends the same way
            if (reading >= 3) return;
            reading += 1;
            success({
              coords: {
                latitude: 37.5663 + reading * 0.0002,
                longitude: 126.9779,
                accuracy: 5,
                altitude: null,
                altitudeAccuracy: null,
                heading: 355,
                speed: 9.5,
              },
              timestamp: Date.parse("2026-05-15T01:00:00Z") + reading * 1000,
            } as GeolocationPosition);
          } else {
            const code = mode === "denied" ? 1 : 2;
            const refusal: GeolocationPositionError = {
              code,
              message: mode,
              PERMISSION_DENIED: 1,
              POSITION_UNAVAILABLE: 2,
              TIMEOUT: 3,
            };
            failure?.(refusal);
          }
        }, 300);
        timers.add(timer);
        return timers.size;
      },
      clearWatch: () => {
        timers.forEach(clearInterval);
        timers.clear();
      },
      getCurrentPosition: () => undefined,
    };
    replace("geolocation", { value: geolocation });
    replace("onLine", { get: () => options.online ?? true });
    replace("wakeLock", { value: { request: () => Promise.resolve({ release: () => Promise.resolve() }) } });
    localStorage.removeItem(queueKey(1));
    if (options.queued) {
      const waiting = Array.from({ length: options.queued }, (_, n) => ({
        lat: 37.5663 + n * 0.0002,
        lng: 126.9779,
        accuracy: 5,
        speed: 9.5,
        heading: 355,
        recorded_at: new Date(Date.parse("2026-05-15T00:58:00Z") + n * 1000).toISOString(),
      }));
      localStorage.setItem(queueKey(1), JSON.stringify(waiting));
    }
    return () => {
      timers.forEach(clearInterval);
      localStorage.removeItem(queueKey(1));
      for (const [name, descriptor] of originals) {
        if (descriptor) Object.defineProperty(navigator, name, descriptor);
        else delete (navigator as unknown as Record<string, unknown>)[name];
      }
      originals.clear();
    };
  };
}
