import { type ComponentType, lazy, Suspense } from "react";
import { lazyPart } from "./lazy-part";

/**
 * A component whose code loads on demand and which the server renders into its pages (a product page's rating
 * summary), registered as a lazy part under the `data-slot` of the element it renders first: the browser loads its
 * code before it takes the page over (`loadLazyPartsIn`), so hydration takes it over with the rest of the page.
 *
 * Left waiting for its code, the part would stay the server's markup in a boundary not yet taken over, and any update
 * above it meanwhile (the signed-in member arriving in the header) makes React drop that markup and render the
 * boundary afresh: a press on it in that moment finds its element gone and is lost.
 */
export function lazyComponent<P extends object>(
  slot: string,
  importer: () => Promise<ComponentType<P>>,
): { load: () => Promise<ComponentType<P>>; Component: ComponentType<P> } {
  const part = lazyPart(slot, importer);
  const Lazy = lazy(async () => ({ default: await part.load() }));
  function LazyComponent(props: P) {
    const Arrived = part.arrived();
    // the same boundary either way, so the browser's first render matches the server's
    return <Suspense fallback={null}>{Arrived ? <Arrived {...props} /> : <Lazy {...props} />}</Suspense>;
  }
  LazyComponent.displayName = `Lazy(${slot})`;
  return { load: part.load, Component: LazyComponent };
}
