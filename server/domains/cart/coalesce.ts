/** What one call of a batch came to: each caller gets its own answer or its own error. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

type Waiting<I, O> = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void };

/**
 * Runs concurrent calls in batches. An idle coalescer starts at the next turn of the event loop, so calls that
 * arrive together share the first batch; a call made while a batch runs waits for it and joins the next one, with
 * everything else that arrived meanwhile. One batch runs at a time.
 *
 * Why: PGlite runs one statement at a time, and a statement's fixed cost (parse, plan, protocol round trips)
 * dwarfs the work of one row. Fifty buyers adding to their carts at once then cost a handful of statements instead
 * of fifty, and nobody waits longer than they would have in the single line anyway. On PostgreSQL the pool could
 * run several adds side by side, but one batched statement per process still did several times the adds per
 * second in the API bench (bench/api-load.mjs with BENCH_DATABASE_URL).
 */
export function createCoalescer<I, O>(
  run: (inputs: I[]) => Promise<Settled<O>[]>,
  options: { maxBatch: number },
): (input: I) => Promise<O> {
  const queue: Waiting<I, O>[] = [];
  let draining = false;

  const drain = async () => {
    while (queue.length > 0) {
      const batch = queue.splice(0, options.maxBatch);
      let results: Settled<O>[];
      try {
        results = await run(batch.map((waiting) => waiting.input));
      } catch (error) {
        results = batch.map(() => ({ ok: false, error }));
      }
      batch.forEach((waiting, index) => {
        const result = results[index];
        if (result?.ok) waiting.resolve(result.value);
        else waiting.reject(result ? result.error : new Error("coalesce: the batch gave no answer for a call"));
      });
    }
    draining = false;
  };

  return (input) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      if (draining) return;
      draining = true;
      setImmediate(() => void drain());
    });
}

/** Runs `task`, keeping its answer or its error for one caller. */
export async function settle<T>(task: () => Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await task() };
  } catch (error) {
    return { ok: false, error };
  }
}
