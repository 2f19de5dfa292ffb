import { cva, type VariantProps } from "class-variance-authority";
import {
  type ChangeEvent,
  type ComponentProps,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { fmt, useDsLocale } from "../../i18n";
import { cn } from "../../lib/cn";
import { useFieldControlFromProps } from "../field/field";
import { controlStateClasses } from "../input";

export const textareaVariants = cva(
  [
    ...controlStateClasses,
    // layout: grows only downwards, so a resize never pushes the layout sideways
    "block resize-y",
  ],
  {
    variants: {
      size: {
        sm: "min-h-16 px-2.5 py-1.5 text-sm",
        md: "min-h-20 px-3 py-2 text-sm",
        lg: "min-h-28 px-3.5 py-2.5 text-base",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

export type TextareaVariants = VariantProps<typeof textareaVariants>;
export type TextareaSize = NonNullable<TextareaVariants["size"]>;

/** How long typing must pause before the count is announced: one announcement per pause, not per key. */
export const COUNT_ANNOUNCE_DELAY_MS = 600;

export type TextareaProps = ComponentProps<"textarea"> &
  TextareaVariants & {
    /** Marks the textarea invalid (`aria-invalid`) when it is not inside a Field that already says so. */
    invalid?: boolean;
    /** Shows "12 / 500" under the textarea (needs `maxLength`) and announces it politely when typing pauses. */
    showCount?: boolean;
  };

/** A multi-line text input with an optional character counter; inside a Field it wires itself to the Field. */
export function Textarea({
  className,
  size,
  showCount = false,
  maxLength,
  value,
  defaultValue,
  onChange,
  ref,
  ...allProps
}: TextareaProps) {
  const [control, props] = useFieldControlFromProps(allProps);
  const elementRef = useRef<HTMLTextAreaElement>(null);
  const setRefs = useCallback(
    (node: HTMLTextAreaElement | null) => {
      elementRef.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) (ref as { current: HTMLTextAreaElement | null }).current = node;
    },
    [ref],
  );
  const controlled = value !== undefined;
  const [uncontrolledCount, setUncontrolledCount] = useState(() => String(defaultValue ?? "").length);
  const count = controlled ? String(value).length : uncontrolledCount;

  // react-hook-form's register() writes the default value straight into the DOM; read it once mounted
  useLayoutEffect(() => {
    if (!controlled && elementRef.current) setUncontrolledCount(elementRef.current.value.length);
  }, [controlled]);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (!controlled) setUncontrolledCount(event.target.value.length);
    onChange?.(event);
  };

  const counting = showCount && maxLength !== undefined;
  const textarea = (
    <textarea
      data-slot="textarea"
      data-size={size ?? "md"}
      ref={setRefs}
      required={allProps.required}
      maxLength={maxLength}
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      {...control}
      className={cn(textareaVariants({ size }), className)}
      {...props}
    />
  );
  if (!counting) return textarea;
  return (
    <div data-slot="textarea-with-count" className="flex w-full flex-col gap-1">
      {textarea}
      <CharacterCount count={count} max={maxLength} />
    </div>
  );
}

function CharacterCount({ count, max }: { count: number; max: number }) {
  const { locale, messages } = useDsLocale();
  const number = new Intl.NumberFormat(locale);
  const values = { count: number.format(count), max: number.format(max) };
  const announced = useDebounced(fmt(messages.forms.textarea.countAnnouncement, values), COUNT_ANNOUNCE_DELAY_MS);
  const over = count > max;
  const liveId = useId();
  return (
    <>
      {/* the visible count is for the eyes; the live region below speaks once typing pauses */}
      <p
        data-slot="textarea-count"
        aria-hidden="true"
        className={cn("self-end text-xs tabular-nums", over ? "text-danger" : "text-muted-foreground")}
      >
        {fmt(messages.forms.textarea.count, values)}
      </p>
      <p id={liveId} data-slot="textarea-count-live" aria-live="polite" className="sr-only">
        {announced}
      </p>
    </>
  );
}

/** The value once it has stopped changing for `delay` ms; the first value is held back too (nothing to say yet). */
function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState("");
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
