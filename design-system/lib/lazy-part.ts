import { registeredParts } from "./lazy-parts";

export type LazyModule<M> = {
  /** Fetches the module once for every caller (and again after a failed download, e.g. a deploy replaced it). */
  load: () => Promise<M>;
  /** The module once it is here. */
  arrived: () => M | undefined;
};

/** A module loaded on demand, once for every caller. */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
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
  return { load, arrived: () => arrived };
}

/**
 * A part whose module loads on demand but which the server renders into its pages (a product page's rating
 * summary), registered under its `data-slot` (./lazy-parts.ts): its code is loaded before the browser takes a page
 * carrying it over, so hydration takes it over with the rest of the page.
 */
export function lazyPart<M>(slot: string, importer: () => Promise<M>): LazyModule<M> {
  const part = lazyModule(importer);
  registeredParts.set(slot, part.load);
  return part;
}
