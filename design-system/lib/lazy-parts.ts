/**
 * Parts whose code loads on demand but which the server renders into its pages (the header's selects, ADR 0024).
 * Each registers its loader under its `data-slot`; before the browser takes a server's page over it loads the code of
 * the registered parts the page carries (their chunks are named in the page's HTML, so they are on their way
 * already), and hydration then takes them over with the rest of the page. React does not replay a press on a part
 * still waiting for its code: without this an early press on the select would be lost. Kept apart from the parts
 * themselves so the shell's entry can call it without carrying them.
 */
const loaders = new Map<string, () => Promise<unknown>>();

/** Registers a part loaded on demand under its `data-slot`. */
export function registerLazyPart(slot: string, load: () => Promise<unknown>): void {
  loaders.set(slot, load);
}

/** Loads the code of every registered part whose markup is inside `root`; a failed download resolves too. */
export async function loadLazyPartsIn(root: ParentNode): Promise<void> {
  const present = [...loaders].filter(([slot]) => root.querySelector(`[data-slot="${slot}"]`) !== null);
  await Promise.all(present.map(([, load]) => load().catch(() => undefined)));
}
