/**
 * Parts whose code loads on demand but which the server renders into its pages (a product page's rating summary;
 * ADR 0024), registered under their `data-slot` by `lazyPart` (./lazy-part.ts). Before the browser takes a server's
 * page over, the shell loads the code of the registered parts the page carries, and hydration then takes them over
 * with the rest of the page: left waiting for its code, a part would stay the server's markup in a boundary React has
 * not taken over, which an update above it makes React drop (a press on it then is lost), and a navigation would wait
 * for it. This file is what the shell's entry carries of them: the registry and that call; `lazyPart` comes with the
 * parts. (The header's selects are not such parts: the server renders a stand-in for them, see
 * design-system/components/select/select-suspense.tsx.)
 */
export const registeredParts = new Map<string, () => Promise<unknown>>();

/** Loads the code of every registered part whose markup is inside `root`; a failed download resolves too. */
export async function loadLazyPartsIn(root: ParentNode): Promise<void> {
  const present = [...registeredParts].filter(([slot]) => root.querySelector(`[data-slot="${slot}"]`) !== null);
  await Promise.all(present.map(([, load]) => load().catch(() => undefined)));
}
