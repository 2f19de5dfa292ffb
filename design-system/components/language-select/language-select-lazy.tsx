import { cva } from "class-variance-authority";
import { ChevronDown } from "lucide-react";
import {
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type Ref,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { LANGUAGES } from "../../../locales/languages";
import { useDsLocale } from "../../i18n";
import { cn } from "../../lib/cn";
import { useField, useFieldControl } from "../field";
import { controlStateClasses } from "../input";
import type { LanguageSelectProps } from "./language-select";

/**
 * The closed trigger's classes, as `selectTriggerVariants` in ../select draws them. A copy, because importing that
 * module would bring Radix Select and its popper into the page this wrapper keeps them out of; the unit test
 * compares both triggers attribute by attribute for every size and state, so the copy cannot drift unnoticed.
 */
const triggerVariants = cva(
  [
    ...controlStateClasses,
    // layout
    "flex items-center justify-between gap-2 text-left whitespace-nowrap",
    // open: keeps the focus border while the list has the focus
    "data-[state=open]:border-focus",
    // value: long labels end in an ellipsis instead of growing the trigger
    "[&>[data-slot=select-value]]:truncate",
    // icons
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg]:size-4 [&_svg]:text-muted-foreground",
  ],
  {
    variants: {
      size: {
        sm: "h-8 px-2.5 text-sm",
        md: "h-9 px-3 text-sm",
        lg: "h-11 px-3.5 text-base",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

type RealSelect = ComponentType<LanguageSelectProps>;

// One download for every instance; a page that mounts the header again gets the real select at once.
let loaded: RealSelect | undefined;
let loading: Promise<RealSelect> | undefined;

/** Fetches the real select (Radix Select, its popper and list); safe to call any number of times. */
export function loadLanguageSelect(): Promise<RealSelect> {
  loading ??= import("./language-select").then(
    (module) => (loaded = module.LanguageSelect),
    (error: unknown) => {
      // a failed download (a deploy replaced the chunk, the network dropped) is tried again on the next touch
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

// What the real trigger acts on while closed: Radix's open keys and type-ahead characters.
const OPEN_KEYS = [" ", "Enter", "ArrowUp", "ArrowDown"];

type QueuedKey = Pick<KeyboardEventInit, "key" | "code" | "shiftKey" | "ctrlKey" | "altKey" | "metaKey">;

function actsOnKey(event: KeyboardEvent): boolean {
  const modified = event.ctrlKey || event.altKey || event.metaKey;
  return OPEN_KEYS.includes(event.key) || (!modified && event.key.length === 1);
}

export type LazyLanguageSelectProps = LanguageSelectProps & {
  /**
   * Schedules the download before anyone touches the select (e.g. when the page is idle); gets the loader and
   * returns a cancel function. Without it the select loads on the first hover, focus or press.
   */
  preload?: (load: () => void) => () => void;
};

/**
 * The language select for a page's first paint: until the real select (Radix Select with its popper, ~30 kB gzip)
 * has arrived it draws the closed trigger itself, with the same markup, name, role and size, so nothing moves when
 * the real one takes its place. Hovering, focusing or pressing it fetches the real select; a press or a key that would
 * have opened the list (or typed ahead) is handed to the real trigger once it is there, and the focus moves with it.
 * For headers and toolbars; inside a form, where the value must be submitted, use LanguageSelect.
 */
export function LazyLanguageSelect({ preload, ref, ...props }: LazyLanguageSelectProps) {
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
    loadLanguageSelect().then(
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
    <LanguageSelectStandIn
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

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === "function") ref(node);
  else if (ref) ref.current = node;
}

/**
 * The closed trigger exactly as Select draws it for LanguageSelect: the same attributes (role `combobox`,
 * `aria-expanded`, `data-state`, the Field's wiring), classes and value (flag and the language's own name).
 */
function LanguageSelectStandIn({
  languages = LANGUAGES,
  value,
  defaultValue,
  placeholder,
  size,
  invalid,
  required,
  disabled,
  id,
  dir,
  className,
  "aria-describedby": ariaDescribedBy,
  "aria-invalid": ariaInvalid,
  "aria-required": ariaRequired,
  // the real select's root props: nothing to draw while closed
  onValueChange: _onValueChange,
  open: _open,
  defaultOpen: _defaultOpen,
  onOpenChange: _onOpenChange,
  name: _name,
  autoComplete: _autoComplete,
  form: _form,
  contentClassName: _contentClassName,
  ...triggerProps
}: LanguageSelectProps) {
  const { messages } = useDsLocale();
  const field = useField();
  const control = useFieldControl({
    id,
    disabled,
    invalid,
    required,
    "aria-describedby": ariaDescribedBy,
    "aria-invalid": ariaInvalid,
    "aria-required": ariaRequired,
  });
  const named =
    triggerProps["aria-label"] !== undefined || triggerProps["aria-labelledby"] !== undefined || field?.hasLabel;
  const code = value ?? defaultValue;
  const chosen = code === undefined || code === "" ? undefined : languages.find((entry) => entry.code === code);
  const isDisabled = control.disabled;
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      dir={dir ?? "ltr"}
      data-state="closed"
      data-disabled={isDisabled ? "" : undefined}
      data-placeholder={code === undefined || code === "" ? "" : undefined}
      data-slot="language-select"
      data-size={size ?? "md"}
      // the Field's id and aria wiring, and `disabled`
      {...control}
      className={cn(triggerVariants({ size }), className)}
      aria-label={named ? undefined : messages.forms.languageSelect.label}
      {...triggerProps}
    >
      <span data-slot="select-value" style={{ pointerEvents: "none" }}>
        {code === undefined || code === ""
          ? (placeholder ?? messages.forms.select.placeholder)
          : chosen && (
              <span className="flex items-center gap-2">
                <span aria-hidden="true">{chosen.flag}</span>
                <span lang={chosen.code}>{chosen.name}</span>
              </span>
            )}
      </span>
      <ChevronDown aria-hidden="true" />
    </button>
  );
}
