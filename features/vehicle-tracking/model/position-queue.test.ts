import { HttpError } from "@lib/http/client";
import type { PositionInput } from "@contracts/tracking";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PositionQueue, QUEUE_LIMIT, queueKey, type QueueStorage } from "./position-queue";
import { backoffDelay, createPositionSender } from "./position-sender";

/** A storage as the browser's localStorage behaves, in memory. */
function memoryStorage(): QueueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const START = Date.parse("2026-12-03T00:00:00Z");
/** The n-th reading of a drive down Sejong-daero, a second apart. */
const reading = (n: number): PositionInput => ({
  lat: 37.5759 - n * 0.0001,
  lng: 126.9768,
  accuracy: 8,
  speed: 11,
  heading: 180,
  recorded_at: new Date(START + n * 1000).toISOString(),
});

describe("PositionQueue", () => {
  it("keeps readings in time order, each once", () => {
    const queue = new PositionQueue(memoryStorage(), 7);
    queue.add(reading(2));
    queue.add(reading(0));
    queue.add(reading(1));
    queue.add(reading(1));
    expect(queue.next().map((item) => item.recorded_at)).toEqual([0, 1, 2].map((n) => reading(n).recorded_at));
    expect(queue.size).toBe(3);
  });

  it("hands out batches of at most 120, oldest first, and takes off only what was acknowledged", () => {
    const queue = new PositionQueue(memoryStorage(), 7);
    for (let n = 0; n < 250; n += 1) queue.add(reading(n));
    const first = queue.next();
    expect(first).toHaveLength(120);
    expect(first[0]).toEqual(reading(0));
    // a reading arriving meanwhile does not change what the batch takes off
    queue.add(reading(250));
    queue.remove(first);
    expect(queue.size).toBe(131);
    expect(queue.next()[0]).toEqual(reading(120));
    expect(queue.next(5)).toHaveLength(5);
  });

  it("survives a reload: a new queue on the same storage has the same readings", () => {
    const storage = memoryStorage();
    const queue = new PositionQueue(storage, 7);
    queue.add(reading(0));
    queue.add(reading(1));
    const reloaded = new PositionQueue(storage, 7);
    expect(reloaded.next()).toEqual([reading(0), reading(1)]);
    // each vehicle its own queue
    expect(new PositionQueue(storage, 8).size).toBe(0);
    reloaded.remove(reloaded.next());
    expect(storage.data.has(queueKey(7))).toBe(false);
  });

  it("ignores what it cannot read and keeps going when the storage refuses", () => {
    const storage = memoryStorage();
    storage.setItem(queueKey(7), '[{"lat":1},"x",' + JSON.stringify(reading(3)) + "]");
    expect(new PositionQueue(storage, 7).next()).toEqual([reading(3)]);
    storage.setItem(queueKey(7), "not json");
    expect(new PositionQueue(storage, 7).size).toBe(0);
    const full: QueueStorage = {
      ...storage,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    const queue = new PositionQueue(full, 9);
    queue.add(reading(0));
    expect(queue.size).toBe(1);
  });

  it("drops the oldest past its limit", () => {
    const queue = new PositionQueue(null, 7);
    for (let n = 0; n <= QUEUE_LIMIT; n += 1) queue.add(reading(n));
    expect(queue.size).toBe(QUEUE_LIMIT);
    expect(queue.next(1)[0]).toEqual(reading(1));
  });
});

describe("position sender", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const receipt = { accepted: 1, duplicates: 0, last_recorded_at: null };

  function setUp(send: (batch: PositionInput[]) => Promise<typeof receipt>, online = () => true) {
    const storage = memoryStorage();
    const queue = new PositionQueue(storage, 7);
    const statuses: ReturnType<ReturnType<typeof createPositionSender>["status"]>[] = [];
    const sender = createPositionSender({ queue, send, isOnline: online, onChange: (s) => statuses.push(s) });
    return { queue, sender, statuses, storage };
  }

  it("sends everything in order, a batch at a time, one call at a time", async () => {
    const batches: string[][] = [];
    let inFlight = 0;
    const { queue, sender, statuses } = setUp(async (batch) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      batches.push(batch.map((item) => item.recorded_at));
      await Promise.resolve();
      inFlight -= 1;
      return receipt;
    });
    for (let n = 0; n < 250; n += 1) queue.add(reading(n));
    sender.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(batches.map((batch) => batch.length)).toEqual([120, 120, 10]);
    expect(batches.flat()).toEqual(Array.from({ length: 250 }, (_, n) => reading(n).recorded_at));
    expect(queue.size).toBe(0);
    expect(statuses.at(-1)).toMatchObject({ waiting: 0, failures: 0, lastSent: { position: reading(249) } });
    sender.stop();
  });

  it("keeps a failed batch and tries again after 2, then 4 seconds; online tries at once", async () => {
    let calls = 0;
    let failing = true;
    const { queue, sender, statuses } = setUp(() => {
      calls += 1;
      if (failing) return Promise.reject(new HttpError({ status: 0, message: "offline", code: "NETWORK_ERROR" }));
      return Promise.resolve(receipt);
    });
    queue.add(reading(0));
    sender.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    expect(statuses.at(-1)).toMatchObject({ waiting: 1, failures: 1 });
    await vi.advanceTimersByTimeAsync(1_900);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toBe(2);
    expect(backoffDelay(2)).toBe(4_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(2);
    failing = false;
    sender.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(3);
    expect(queue.size).toBe(0);
    expect(statuses.at(-1)).toMatchObject({ waiting: 0, failures: 0 });
    sender.stop();
  });

  it("waits while offline, and a batch whose answer was lost is sent again whole", async () => {
    let online = false;
    const sent: string[][] = [];
    let loseAnswer = true;
    const { queue, sender } = setUp(
      (batch) => {
        sent.push(batch.map((item) => item.recorded_at));
        if (loseAnswer) {
          loseAnswer = false;
          return Promise.reject(new HttpError({ status: 503, message: "dropped", code: "SERVICE_UNAVAILABLE" }));
        }
        return Promise.resolve(receipt);
      },
      () => online,
    );
    queue.add(reading(0));
    queue.add(reading(1));
    sender.start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(sent).toHaveLength(0);
    online = true;
    sender.retryNow();
    await vi.advanceTimersByTimeAsync(2_100);
    expect(sent).toEqual([
      [reading(0).recorded_at, reading(1).recorded_at],
      [reading(0).recorded_at, reading(1).recorded_at],
    ]);
    expect(queue.size).toBe(0);
    sender.stop();
  });

  it("drops a batch the server refuses for good, and stops when the sign-in ended", async () => {
    const { queue, sender, statuses } = setUp((batch) => {
      if (batch[0]?.recorded_at === reading(0).recorded_at) {
        return Promise.reject(
          new HttpError({ status: 400, message: "This position's time is in the future", code: "VALIDATION_ERROR" }),
        );
      }
      return Promise.reject(new HttpError({ status: 401, message: "Please sign in.", code: "UNAUTHORIZED" }));
    });
    queue.add(reading(0));
    sender.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toMatchObject({ waiting: 0, refused: "This position's time is in the future" });
    queue.add(reading(5));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(statuses.at(-1)).toMatchObject({ waiting: 1, signedOut: true });
    sender.stop();
  });
});
