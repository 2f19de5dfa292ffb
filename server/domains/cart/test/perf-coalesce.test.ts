import { describe, expect, it } from "vitest";
import { createCoalescer, type Settled } from "../coalesce";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("createCoalescer", () => {
  it("runs calls made together as one batch, and calls made meanwhile as the next, one batch at a time", async () => {
    const batches: number[][] = [];
    let running = 0;
    let overlapped = false;
    const double = createCoalescer(
      async (inputs: number[]) => {
        running += 1;
        overlapped ||= running > 1;
        batches.push(inputs);
        await tick();
        running -= 1;
        return inputs.map((input): Settled<number> => ({ ok: true, value: input * 2 }));
      },
      { maxBatch: 10 },
    );
    const first = [1, 2, 3].map(double);
    await new Promise((resolve) => setImmediate(resolve));
    // the first batch is running: these wait for it and go together
    const second = [4, 5].map(double);
    expect(await Promise.all([...first, ...second])).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(overlapped).toBe(false);
  });

  it("caps a batch at maxBatch and keeps arrival order", async () => {
    const batches: number[][] = [];
    const echo = createCoalescer(
      (inputs: number[]) => {
        batches.push(inputs);
        return Promise.resolve(inputs.map((input): Settled<number> => ({ ok: true, value: input })));
      },
      { maxBatch: 2 },
    );
    expect(await Promise.all([1, 2, 3, 4, 5].map(echo))).toEqual([1, 2, 3, 4, 5]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("gives each caller its own error, and fails the whole batch only when the batch itself throws", async () => {
    const picky = createCoalescer(
      async (inputs: number[]) => {
        await tick();
        if (inputs.includes(0)) throw new Error("batch broke");
        return inputs.map((input): Settled<number> =>
          input < 0 ? { ok: false, error: new Error(`bad ${input}`) } : { ok: true, value: input },
        );
      },
      { maxBatch: 10 },
    );
    const [good, bad] = await Promise.allSettled([picky(1), picky(-1)]);
    expect(good).toEqual({ status: "fulfilled", value: 1 });
    expect(bad).toMatchObject({ status: "rejected", reason: new Error("bad -1") });

    const broken = await Promise.allSettled([picky(0), picky(2)]);
    expect(broken.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    // and it keeps working afterwards
    expect(await picky(3)).toBe(3);
  });
});
