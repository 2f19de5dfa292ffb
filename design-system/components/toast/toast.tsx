import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlert, CircleCheck, Info, type LucideIcon, TriangleAlert, X } from "lucide-react";
import {
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useDsLocale } from "../../i18n";
import { cn } from "../../lib/cn";
import { type ToastStore, type ToastVariant, toastStore } from "./toast-store";
import { createHostRegistry, useIsFirstHost } from "../../lib/host-registry";

const icons: Record<ToastVariant, LucideIcon> = {
  success: CircleCheck,
  error: CircleAlert,
  info: Info,
  warning: TriangleAlert,
};

export const toastVariants = cva(
  [
    // layout: the message wraps within the spec's 25rem; the close button keeps its place at the top
    "pointer-events-auto flex w-full items-start gap-3 px-4 py-3",
    // look
    "rounded-lg text-sm text-toast-foreground shadow-lg",
    // motion: a short rise on arrival, nothing for people who asked for less motion
    "motion-safe:transition-[opacity,translate] motion-safe:duration-normal motion-safe:ease-standard",
    "motion-safe:starting:translate-y-2 motion-safe:starting:opacity-0",
  ],
  {
    variants: {
      // the spec's colours, dark enough for white text at 4.5:1
      variant: {
        success: "bg-toast-success",
        error: "bg-toast-error",
        info: "bg-toast-info",
        warning: "bg-toast-warning",
      },
    },
    defaultVariants: {
      variant: "info",
    },
  },
);

export type ToastVariants = VariantProps<typeof toastVariants>;

export type ToastViewProps = Omit<ComponentProps<"div">, "children"> & {
  variant: ToastVariant;
  /** The text; it wraps (Korean breaks between words). */
  message: string;
  /** Shows the close button; without it the toast has no way to be closed by hand. */
  onDismiss?: () => void;
  /** Props for the close button (an id for a story, a ref to focus it). */
  closeButtonProps?: ComponentProps<"button">;
};

/** One toast as it looks, with no timer: `<Toaster />` renders these, stories and docs show them directly. */
export function ToastView({ variant, message, onDismiss, closeButtonProps, className, ...props }: ToastViewProps) {
  const { messages } = useDsLocale();
  const words = messages.feedback.toast;
  const Icon = icons[variant];
  return (
    <div
      data-slot="toast"
      data-variant={variant}
      // errors interrupt; the rest wait for a pause in speech (the Toaster's list is a polite live region)
      role={variant === "error" ? "alert" : undefined}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-px size-5 shrink-0" />
      <p className="min-w-0 flex-1 self-center leading-5">
        {/* the icon is hidden: say the kind in words, so colour and shape are never the only signal */}
        <span className="sr-only">{words.variant[variant]}: </span>
        {message}
      </p>
      {onDismiss && (
        <button
          type="button"
          data-slot="toast-close"
          aria-label={words.dismiss}
          {...closeButtonProps}
          onClick={(event) => {
            closeButtonProps?.onClick?.(event);
            onDismiss();
          }}
          className={cn(
            // shape: a 28 px target inside the padding
            "-my-1 -mr-2 flex size-7 shrink-0 items-center justify-center rounded-md",
            // states
            "transition-colors duration-fast hover:bg-toast-foreground/20",
            "outline-hidden focus-visible:ring-2 focus-visible:ring-toast-foreground",
            "[&_svg]:size-4",
            closeButtonProps?.className,
          )}
        >
          <X aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The Toaster

const hosts = createHostRegistry();

export type ToasterProps = {
  /** The queue to render; the app's shared one unless a test brings its own. */
  store?: ToastStore;
  className?: string;
};

/**
 * Renders the toasts at the bottom right, newest at the bottom, in a polite live region (errors are alerts).
 * Timers pause while the pointer or the focus is on a toast; Escape closes the focused one. Mount it once; a
 * second Toaster (a story inside a frame that already has one) stays empty, so no toast shows twice.
 */
export function Toaster({ store = toastStore, className }: ToasterProps) {
  const { messages } = useDsLocale();
  const active = useIsFirstHost(hosts, "toaster");
  const toasts = useSyncExternalStore(store.subscribe, store.getToasts, store.getToasts);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  // where the keyboard was before it entered the toasts, to go back there once they are gone
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!active || !(hovered || focused)) return;
    store.pause();
    return () => store.resume();
  }, [active, hovered, focused, store]);

  // the last toast leaving from under the pointer sends no mouseleave: forget the hover, or the next toast would
  // start paused and never go
  if (toasts.length === 0 && hovered) setHovered(false);

  if (!active) return null;

  const handleFocus = (event: FocusEvent<HTMLOListElement>) => {
    if (!focused && !event.currentTarget.contains(event.relatedTarget)) {
      returnFocusTo.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
    }
    setFocused(true);
  };

  const handleBlur = (event: FocusEvent<HTMLOListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const dismissFocused = (id: string, event: KeyboardEvent<HTMLLIElement>) => {
    const items = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('[data-slot="toast-close"]') ?? []);
    const index = items.findIndex((item) => event.currentTarget.contains(item));
    const next = items[index + 1] ?? items[index - 1];
    store.dismiss(id);
    if (next) next.focus();
    else if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
  };

  return (
    <section
      data-slot="toaster"
      aria-label={messages.feedback.toast.region}
      className={cn(
        // place: the spec's bottom right and 25rem, never wider than a phone screen
        "pointer-events-none fixed right-4 bottom-4 z-toast w-toast max-w-[calc(100vw-2rem)]",
        className,
      )}
    >
      <ol
        ref={listRef}
        aria-live="polite"
        className="pointer-events-auto flex flex-col gap-2"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={handleFocus}
        onBlur={handleBlur}
      >
        {toasts.map((item) => (
          <li
            key={item.id}
            onKeyDown={(event) => {
              if (event.key !== "Escape") return;
              event.stopPropagation();
              dismissFocused(item.id, event);
            }}
          >
            <ToastView variant={item.variant} message={item.message} onDismiss={() => store.dismiss(item.id)} />
          </li>
        ))}
      </ol>
    </section>
  );
}
