import { describe, expect, it } from "vitest";
import { createPollingHub, type PollingSource } from "./polling-hub";

/** A channel's rows held in memory; the test adds rows and counts reads (never two at once). */
function memorySource() {
  const rows: number[] = [];
  let reads = 0;
  let inFlight = 0;
  let overlapped = false;
  const source: PollingSource<{ cursor: number }, number> = {
    load: () => Promise.resolve({ cursor: rows.length }),
    read: async (_channel, state, limit) => {
      reads += 1;
      inFlight += 1;
      if (inFlight > 1) overlapped = true;
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return rows.slice(state.cursor, state.cursor + limit);
    },
    fold: (state, batch) => ({ cursor: state.cursor + batch.length }),
  };
  return { source, rows, reads: () => reads, overlapped: () => overlapped };
}

describe("the polling hub", () => {
  it("hands each new row once, in order, to every listener; stops polling with the last listener", async () => {
    const memory = memorySource();
    const hub = createPollingHub({ source: memory.source, pollMs: 20, batch: 2 });
    const a: number[] = [];
    const b: number[] = [];
    const first = await hub.subscribe("c", (_state, rows) => a.push(...rows));
    const second = await hub.subscribe("c", (_state, rows) => b.push(...rows));
    expect(first.state).toEqual({ cursor: 0 });
    memory.rows.push(1, 2, 3, 4, 5);
    await expect.poll(() => a).toEqual([1, 2, 3, 4, 5]);
    expect(b).toEqual([1, 2, 3, 4, 5]);
    expect(hub.activeChannels()).toEqual(["c"]);
    first.unsubscribe();
    second.unsubscribe();
    expect(hub.activeChannels()).toEqual([]);
    const reads = memory.reads();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(memory.reads()).toBe(reads);
  });

  it("reads at once when woken, never two reads at a time, and again after a read a wake came during", async () => {
    const memory = memorySource();
    const hub = createPollingHub({ source: memory.source, pollMs: 60_000 });
    const heard: number[] = [];
    const subscription = await hub.subscribe("c", (_state, rows) => heard.push(...rows));
    memory.rows.push(1);
    hub.wake("c");
    await expect.poll(() => heard, { timeout: 500 }).toEqual([1]);
    // woken during a read: the row stored meanwhile is read right after it
    memory.rows.push(2);
    hub.wake("c");
    memory.rows.push(3);
    hub.wake("c");
    hub.wake("c");
    await expect.poll(() => heard, { timeout: 500 }).toEqual([1, 2, 3]);
    expect(memory.overlapped()).toBe(false);
    // a channel nobody listens to is not read
    hub.wake("other");
    expect(hub.activeChannels()).toEqual(["c"]);
    subscription.unsubscribe();
  });
});
