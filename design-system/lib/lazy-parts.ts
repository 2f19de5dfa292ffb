/**
 * Parts whose code loads on demand but which the server renders into its pages (the header's selects, ADR 0024).
 * Each registers its loader under its `data-slot`; before the browser takes a server's page over it loads the code of
 * the registered parts the page carries (their chunks are named in the page's HTML, so they are on their way
 * already), and hydration then takes them over with the rest of the page. React does not replay a press on a part
 * still waiting for its code: without this an early press on the select would be lost. Kept apart from the parts
 * themselves so the shell's entry can call it without carrying them.
 */
const loaders = new Map<string, () => Promise<unknown>>();

/**
 * A part whose module loads on demand, registered under its `data-slot`: `load` fetches the module once for every
 * caller (and again after a failed download, e.g. a deploy replaced the chunk), `arrived` gives it once it is here.
 */
export function lazyPart<M>(
  slot: string,
  importer: () => Promise<M>,
): { load: () => Promise<M>; arrived: () => M | undefined } {
  let requested: Promise<M> | undefined;
  let arrived: M | undefined;
  const load = () =>
    (requested ??= importer().then(
      (module) => (arrived = module),
      (error: unknown) => {
        requested = undefined;
        throw error;
      },
    ));
  loaders.set(slot, load);
  return { load, arrived: () => arrived };
}

/** Loads the code of every registered part whose markup is inside `root`; a failed download resolves too. */
export async function loadLazyPartsIn(root: ParentNode): Promise<void> {
  const present = [...loaders].filter(([slot]) => root.querySelector(`[data-slot="${slot}"]`) !== null);
  await Promise.all(present.map(([, load]) => load().catch(() => undefined)));
}
