// The modules a page render asks for, noted so the page's HTML can name the chunks the browser will need before it
// takes the page over (ADR 0024). Only the server's build uses this: its bundler wraps every dynamic import of the
// product's code in `noteModule` (vite.config.ts, `noteDynamicImports`), and the renderer runs each page inside
// `notingModules`. No table of pages and chunks is kept by hand.
import { AsyncLocalStorage } from "node:async_hooks";

/** What one render asked for: source modules (the client build manifest's keys) and message namespaces. */
export type ModuleNotes = { modules: Set<string>; namespaces: Set<string> };

const current = new AsyncLocalStorage<ModuleNotes>();

/** Runs `work` (a page's routing and render) with a fresh set of notes; gives the notes beside its result. */
export async function notingModules<T>(work: () => Promise<T>): Promise<[T, ModuleNotes]> {
  const notes: ModuleNotes = { modules: new Set(), namespaces: new Set() };
  const result = await current.run(notes, work);
  return [result, notes];
}

/**
 * Runs `work` outside the notes: the page's reads, answered in-process, load what a read needs (a response's
 * parser) and the browser does not (the answers travel in the page, so its first render reads nothing).
 */
export function unnoted<T>(work: () => T): T {
  return current.exit(work);
}

/** Notes a dynamically imported module (its path from the repository root) in the render at hand, if any. */
export function noteModule<T>(source: string, imported: Promise<T>): Promise<T> {
  current.getStore()?.modules.add(source);
  return imported;
}

/** Notes message namespaces a route loads with its screen, in the render at hand, if any. */
export function noteNamespaces(namespaces: readonly string[]): void {
  const notes = current.getStore();
  if (notes) for (const namespace of namespaces) notes.namespaces.add(namespace);
}
