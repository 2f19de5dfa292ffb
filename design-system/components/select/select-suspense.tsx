import { ChevronDown } from "lucide-react";
import { Component, type ReactNode, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { cn } from "../../lib/cn";
import type { SelectSize } from "./select";
import { selectTriggerVariants } from "./select-trigger";

/** Schedules a download (e.g. when the page is idle): gets the loader and returns a cancel function. */
export type SelectPreload = (load: () => void) => () => void;

export type SelectFallbackProps = {
  size?: SelectSize | null;
  /** The select's own classes (its width). */
  className?: string;
  /** The chosen value as the trigger shows it, when the trigger's width follows its text (`w-auto`). */
  children?: ReactNode;
};

/**
 * The box a select loaded on demand takes up until its code is there: the trigger's own classes and size, invisible
 * and out of the accessibility tree, so nothing moves when the select takes its place. Only pages the browser
 * renders itself show it; a page rendered on the server carries the real select.
 */
export function SelectFallback({ size, className, children }: SelectFallbackProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="select-fallback"
      data-size={size ?? "md"}
      className={cn(selectTriggerVariants({ size }), "invisible", className)}
    >
      <span data-slot="select-value">{children}</span>
      <ChevronDown />
    </span>
  );
}

/** A select whose code failed to arrive (a deploy replaced the file, the connection dropped) keeps its empty box. */
class LoadFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export type SelectSuspenseProps = SelectFallbackProps & {
  /** Starts the download of the select's code (the dynamic import its `React.lazy` component waits for). */
  load: () => Promise<unknown>;
  /** Whether the code has arrived: a header mounted again shows the select at once. */
  loaded: boolean;
  /**
   * In a page the browser renders itself: when to fetch the select (e.g. when the page is idle); until then its box
   * stays empty. Without it the select is fetched at once. A page rendered on the server always carries the select.
   */
  preload?: SelectPreload;
  /** The select fallback sizes itself by (see SelectFallbackProps.children). */
  sizer?: ReactNode;
  /** The select: a `React.lazy` component. */
  children: ReactNode;
};

const subscribeToNothing = () => () => {};

/**
 * The Suspense boundary of a select whose code (Radix Select, ~30 kB gzip) loads on demand (ADR 0024). The server
 * renders the real select into the page; while the browser hydrates, React keeps that markup until the code is there
 * and hydrates the select then, so nothing moves. A page the browser renders itself shows SelectFallback's box until
 * `preload` asks for the code and it has arrived.
 */
export function SelectSuspense({ load, loaded, preload, size, className, sizer, children }: SelectSuspenseProps) {
  // true on the server and while the browser hydrates its markup without the select's code: the page already
  // carries the select. With the code there (the usual take-over, ADR 0024) it is false while hydrating too: a value
  // that changes once hydration is done makes React render the select again at once, in one long task
  const fromServer = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => !loaded,
  );
  const [shown, setShown] = useState(loaded || !preload);
  // kept once hydrated: the hook reads false afterwards, and the select must not give way to its box again
  if (fromServer && !shown) setShown(true);

  useEffect(() => {
    if (shown || !preload) return;
    return preload(() => {
      load().catch(() => {}); // the lazy component meets the failure and LoadFailure keeps the box
      setShown(true);
    });
  }, [shown, preload, load]);

  const fallback = useMemo(
    () => (
      <SelectFallback size={size} className={className}>
        {sizer}
      </SelectFallback>
    ),
    [size, className, sizer],
  );
  // the same element while nothing changed: a new one would count as an update to a boundary still waiting to
  // hydrate, and React would drop the server's markup for the fallback
  return useMemo(
    () => (
      <LoadFailure fallback={fallback}>
        <Suspense fallback={fallback}>{shown ? children : fallback}</Suspense>
      </LoadFailure>
    ),
    [fallback, shown, children],
  );
}
