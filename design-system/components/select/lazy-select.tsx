import { ChevronDown } from "lucide-react";
import {
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { type DsMessages, useDsLocale } from "../../i18n";
import { cn } from "../../lib/cn";
import { useField } from "../field";
import { useFieldControlFromProps } from "../field/field";
import type { SelectProps } from "./select";
import { selectTriggerVariants } from "./select-trigger";

/** What every select built on Select takes, less its items. */
export type SelectLikeProps = Omit<SelectProps, "children">;

export type LazySelectProps<P> = P & {
  /**
   * Schedules the download before anyone touches the select (e.g. when the page is idle); gets the loader and
   * returns a cancel function. Without it the select loads on the first hover, focus or press.
   */
  preload?: (load: () => void) => () => void;
};

export type LazySelectSpec<P extends SelectLikeProps> = {
  /** Fetches the real select (a dynamic import of its module). */
  load: () => Promise<ComponentType<P>>;
  /** The real select's `data-slot`. */
  slot: string;
  /** The name the real select gives itself when nothing else names it. */
  label: (messages: DsMessages) => string;
  /** The chosen value as the real trigger draws it. */
  renderValue: (value: string, props: P) => ReactNode;
  /** The select's own props that are not the trigger's (kept off the stand-in's button). */
  ownProps?: readonly string[];
};

// What the real trigger acts on while closed: Radix's open keys and type-ahead characters.
const OPEN_KEYS = [" ", "Enter", "ArrowUp", "ArrowDown"];

type QueuedKey = Pick<KeyboardEventInit, "key" | "code" | "shiftKey" | "ctrlKey" | "altKey" | "metaKey">;

function actsOnKey(event: KeyboardEvent): boolean {
  const modified = event.ctrlKey || event.altKey || event.metaKey;
  return OPEN_KEYS.includes(event.key) || (!modified && event.key.length === 1);
}

/**
 * A select for a page's first paint: until the real select (Radix Select with its popper, ~30 kB gzip) has arrived
 * it draws the closed trigger itself, with the same markup, name, role and size, so nothing moves when the real one
 * takes its place. Hovering, focusing or pressing it fetches the real select; a press or a key that would have opened
 * the list (or typed ahead) is handed to the real trigger once it is there, and the focus moves with it. For headers
 * and toolbars; inside a form, where the value must be submitted, use the real select.
 */
export function createLazySelect<P extends SelectLikeProps>(spec: LazySelectSpec<P>) {
  type RealSelect = ComponentType<P>;
  // One download for every instance; a page that mounts the header again gets the real select at once.
  let loaded: RealSelect | undefined;
  let loading: Promise<RealSelect> | undefined;

  /** Fetches the real select; safe to call any number of times. */
  function loadSelect(): Promise<RealSelect> {
    loading ??= spec.load().then(
      (select) => (loaded = select),
      (error: unknown) => {
        // a failed download (a deploy replaced the chunk, the network dropped) is tried again on the next touch
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  /** The closed trigger exactly as Select draws it: the same attributes, the Field's wiring, classes and value. */
  function StandIn(allProps: P & { ref?: Ref<HTMLButtonElement> }) {
    const {
      value,
      defaultValue,
      placeholder,
      size,
      dir,
      className,
      // the real select's root props: nothing to draw while closed
      onValueChange: _onValueChange,
      open: _open,
      defaultOpen: _defaultOpen,
      onOpenChange: _onOpenChange,
      name: _name,
      autoComplete: _autoComplete,
      form: _form,
      contentClassName: _contentClassName,
      ...rest
    } = allProps;
    const [control, unwired] = useFieldControlFromProps(rest);
    const triggerProps: Record<string, unknown> = { ...unwired };
    for (const key of spec.ownProps ?? []) delete triggerProps[key];
    const { messages } = useDsLocale();
    const field = useField();
    const named =
      triggerProps["aria-label"] !== undefined || control["aria-labelledby"] !== undefined || field?.hasLabel;
    const code = value ?? defaultValue;
    const empty = code === undefined || code === "";
    return (
      <button
        type="button"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="none"
        dir={dir ?? "ltr"}
        data-state="closed"
        data-disabled={control.disabled ? "" : undefined}
        data-placeholder={empty ? "" : undefined}
        data-slot={spec.slot}
        data-size={size ?? "md"}
        // the Field's id and aria wiring, and `disabled`
        {...control}
        className={cn(selectTriggerVariants({ size }), className)}
        aria-label={named ? undefined : spec.label(messages)}
        {...triggerProps}
      >
        <span data-slot="select-value" style={{ pointerEvents: "none" }}>
          {empty ? (placeholder ?? messages.forms.select.placeholder) : spec.renderValue(code, allProps)}
        </span>
        <ChevronDown aria-hidden="true" />
      </button>
    );
  }

  function LazySelect({ preload, ref, ...rest }: LazySelectProps<P>) {
    const props = rest as unknown as P;
    // the real select once it is here, and whether a press on the stand-in asked for the list to open
    const [arrived, setArrived] = useState<{ Select: RealSelect; open: boolean } | undefined>(() =>
      loaded ? { Select: loaded, open: false } : undefined,
    );
    const Real = arrived?.Select;
    const placeholderRef = useRef<HTMLButtonElement>(null);
    const realRef = useRef<HTMLButtonElement | null>(null);
    // what happened on the stand-in before the real select arrived, replayed on it
    const pending = useRef({ open: false, focus: false, keys: [] as QueuedKey[] });
    const wantsOpen = props.open === true || props.defaultOpen === true;

    const load = useCallback(() => {
      loadSelect().then(
        (select) => {
          pending.current.focus ||= document.activeElement === placeholderRef.current;
          const open = pending.current.open;
          // a press may land on the stand-in after an earlier call resolved but before the real select was drawn
          setArrived((current) => (current && (current.open || !open) ? current : { Select: select, open }));
        },
        () => {},
      );
    }, []);

    useEffect(() => {
      if (Real) return;
      if (wantsOpen) {
        load();
        return;
      }
      return preload?.(load);
    }, [Real, wantsOpen, preload, load]);

    // the focus moves before the first paint of the real trigger, so its focus ring never blinks; a list opened by a
    // press takes the focus itself (and gives it back to the trigger when it closes)
    useLayoutEffect(() => {
      const trigger = realRef.current;
      if (trigger && arrived && !arrived.open && pending.current.focus) trigger.focus({ preventScroll: true });
    }, [arrived]);

    useEffect(() => {
      const trigger = realRef.current;
      if (!arrived || !trigger) return;
      if (arrived.open && props.open !== undefined) props.onOpenChange?.(true);
      // keys wait until the list's items have registered (the closed list renders them in a second pass)
      const timer = setTimeout(() => {
        const { keys } = pending.current;
        pending.current = { open: false, focus: false, keys: [] };
        for (const key of keys) {
          trigger.dispatchEvent(new window.KeyboardEvent("keydown", { ...key, bubbles: true, cancelable: true }));
        }
      }, 0);
      return () => clearTimeout(timer);
      // once, when the real select arrives
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [arrived]);

    const setRealRef = useCallback(
      (node: HTMLButtonElement | null) => {
        realRef.current = node;
        assignRef(ref, node);
      },
      [ref],
    );

    if (arrived && Real) {
      const openNow = arrived.open && props.open === undefined;
      return <Real {...props} ref={setRealRef} defaultOpen={openNow || props.defaultOpen} />;
    }

    const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
      props.onPointerDown?.(event);
      load();
      // as the real trigger does: a mouse opens the list on press, touch and pen on click (so a scroll stays a scroll)
      if (event.button === 0 && !event.ctrlKey && event.pointerType === "mouse") {
        pending.current.open = true;
        event.preventDefault();
      }
    };

    return (
      <StandIn
        {...props}
        ref={(node) => {
          placeholderRef.current = node;
          assignRef(ref, node);
        }}
        onPointerEnter={(event) => {
          props.onPointerEnter?.(event);
          load();
        }}
        onFocus={(event) => {
          props.onFocus?.(event);
          load();
        }}
        onPointerDown={onPointerDown}
        onClick={(event) => {
          props.onClick?.(event);
          event.currentTarget.focus();
          if ((event.nativeEvent as globalThis.PointerEvent).pointerType !== "mouse") pending.current.open = true;
          pending.current.focus = true;
          load();
        }}
        onKeyDown={(event) => {
          props.onKeyDown?.(event);
          if (event.defaultPrevented || !actsOnKey(event)) return;
          // the keypress belongs to the real select: keep it from clicking the stand-in and hand it over on arrival
          event.preventDefault();
          const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
          pending.current.keys.push({ key, code, shiftKey, ctrlKey, altKey, metaKey });
          pending.current.focus = true;
          load();
        }}
      />
    );
  }

  return { LazySelect, loadSelect };
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === "function") ref(node);
  else if (ref) ref.current = node;
}
