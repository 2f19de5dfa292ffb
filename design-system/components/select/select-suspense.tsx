import { ChevronDown } from "lucide-react";
import {
  Component,
  type ReactNode,
  type Ref,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
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
 * renders itself show it; a page rendered on the server carries the select's stand-in (SelectStandIn).
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
   * stays empty. Without it the select is fetched at once.
   */
  preload?: SelectPreload;
  /** The select fallback sizes itself by (see SelectFallbackProps.children). */
  sizer?: ReactNode;
  /** The select: a `React.lazy` component. */
  children: ReactNode;
};

/**
 * The Suspense boundary of a select whose code (Radix Select, ~33 kB gzip) loads on demand, in a page the browser
 * renders itself: SelectFallback's box until `preload` asks for the code (at once without it) and it has arrived.
 * (A page rendered on the server shows the select's stand-in instead: useSelectStandIn.)
 */
export function SelectSuspense({ load, loaded, preload, size, className, sizer, children }: SelectSuspenseProps) {
  const [shown, setShown] = useState(loaded || !preload);

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
  return (
    <LoadFailure fallback={fallback}>
      <Suspense fallback={fallback}>{shown ? children : fallback}</Suspense>
    </LoadFailure>
  );
}

const subscribeToNothing = () => () => {};

/** Keys that open a closed select from its trigger (Radix Select's own). */
const OPENING_KEYS = new Set([" ", "Enter", "ArrowUp", "ArrowDown"]);

/** The hidden native select Radix Select writes beside its trigger (for forms), as it writes it. */
const NATIVE_SELECT_STYLE = {
  position: "absolute",
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  wordWrap: "normal",
} as const;

export type SelectStandInProps = {
  /** The real select trigger's `data-slot`. */
  slot: string;
  size?: SelectSize | null;
  className?: string;
  "aria-label"?: string;
  disabled?: boolean;
  /** The chosen value as the real trigger shows it. */
  children?: ReactNode;
  /** The visitor reaches for it (a pointer over it, the focus): its code is wanted soon. */
  onReach: () => void;
  /** A press or an opening key: the select opens as it arrives. */
  onOpen: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
};

/**
 * The closed trigger of a header's select as Radix Select writes it, the same element for element, attribute for
 * attribute (a unit test compares their HTML), without Radix Select: what a page rendered on the server carries and
 * the browser takes over with the page, so the select's code (about 33 kB gzip) is fetched only when the visitor
 * reaches for it. A pointer over it or the focus fetches the code; a press (mouse, touch, or Enter, Space and the
 * arrows) fetches it and opens the select as it arrives, with the focus. Type-ahead on it chooses nothing, as on the
 * real one before its list is rendered.
 */
export function SelectStandIn({
  slot,
  size,
  className,
  disabled,
  children,
  onReach,
  onOpen,
  buttonRef,
  ...label
}: SelectStandInProps) {
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        role="combobox"
        aria-expanded="false"
        aria-autocomplete="none"
        dir="ltr"
        data-state="closed"
        disabled={disabled}
        data-disabled={disabled ? "" : undefined}
        data-slot={slot}
        data-size={size ?? "md"}
        className={cn(selectTriggerVariants({ size }), className)}
        {...label}
        onPointerEnter={onReach}
        onFocus={onReach}
        onPointerDown={(event) => {
          // a mouse opens the real select as its button goes down, without moving the focus: the same here
          if (event.button !== 0 || event.ctrlKey || event.pointerType !== "mouse") return;
          event.preventDefault();
          onOpen();
        }}
        onClick={onOpen}
        onKeyDown={(event) => {
          if (!OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          onOpen();
        }}
      >
        <span data-slot="select-value" style={{ pointerEvents: "none" }}>
          {children}
        </span>
        <ChevronDown aria-hidden="true" />
      </button>
      <select aria-hidden="true" tabIndex={-1} style={NATIVE_SELECT_STYLE} />
    </>
  );
}

/**
 * Whether a header's select, rendered on the server, is still its stand-in (SelectStandIn) in the browser, and the
 * stand-in's props: the server renders the stand-in, the browser takes it over with the page (no select code
 * there), and the real select takes its place once its code has arrived after the visitor reached for it: open if
 * they pressed the stand-in, with the focus if the stand-in had it. A page the browser renders itself has no
 * stand-in (SelectSuspense).
 */
export function useSelectStandIn(load: () => Promise<unknown>) {
  // true on the server and while the browser hydrates: the stand-in is what the page carries
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [standIn, setStandIn] = useState(hydrating);
  const [wanted, setWanted] = useState<"no" | "soon" | "open">("no");
  const [focused, setFocused] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!standIn || wanted === "no") return;
    let live = true;
    load().then(
      () => {
        if (!live) return;
        setFocused(button.current !== null && button.current === button.current.ownerDocument.activeElement);
        setStandIn(false);
      },
      () => live && setWanted("no"), // a failed download: the stand-in stays, and the next reach asks again
    );
    return () => {
      live = false;
    };
  }, [standIn, wanted, load]);
  return {
    standIn,
    /** The real select opens as it takes the stand-in's place: the visitor pressed the stand-in. */
    open: wanted === "open",
    /** The real select takes the focus as it takes the stand-in's place: the stand-in had it. */
    focus: focused && wanted !== "open",
    props: {
      buttonRef: button,
      onReach: () => setWanted((now) => (now === "no" ? "soon" : now)),
      onOpen: () => setWanted("open"),
    },
  };
}
