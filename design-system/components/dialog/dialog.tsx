import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import { type ComponentProps, type RefObject, useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { CornerClose } from "./corner-close";

/** The dialog's state holder: `open`/`onOpenChange` to control it, or `defaultOpen` and a `DialogTrigger`. */
export const Dialog = DialogPrimitive.Root;
/** Opens the dialog; focus returns here when it closes. Use `asChild` with a `Button`. */
export const DialogTrigger = DialogPrimitive.Trigger;
/** Closes the dialog; use `asChild` with a `Button` for a footer action such as "Cancel". */
export const DialogClose = DialogPrimitive.Close;

export type DialogOverlayProps = ComponentProps<typeof DialogPrimitive.Overlay>;

/**
 * The scrim behind a modal. There is no scrim token yet: the foreground colour in the light theme and the surface
 * colour in the dark one are both near-black, so the page dims the same way in either theme.
 */
export function DialogOverlay({ className, ...props }: DialogOverlayProps) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        // layer
        "fixed inset-0 z-overlay",
        // scrim
        "bg-foreground/50 dark:bg-surface/80",
        className,
      )}
      {...props}
    />
  );
}

export const dialogContentVariants = cva(
  [
    // layer and place: centred, never taller than the screen
    "fixed top-1/2 left-1/2 z-modal -translate-x-1/2 -translate-y-1/2",
    "flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] flex-col",
    // look
    "rounded-xl border border-border bg-surface text-foreground shadow-lg",
    // focus: the panel takes focus only when it holds nothing focusable; no ring around the whole dialog
    "outline-none",
    // motion: none on purpose; it appears at once, so nothing is half-transparent when someone starts reading
  ],
  {
    variants: {
      size: {
        sm: "max-w-sm",
        md: "max-w-lg",
        lg: "max-w-3xl",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

export type DialogContentVariants = VariantProps<typeof dialogContentVariants>;
export type DialogSize = NonNullable<DialogContentVariants["size"]>;

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  DialogContentVariants & {
    /** Leaves out the corner X button, for dialogs that must be answered with their own buttons. */
    hideClose?: boolean;
    /** Classes for the scrim behind the dialog. */
    overlayClassName?: string;
    /** Where the portal renders (default: `document.body`), e.g. inside a shadow root or a docs grid. */
    container?: HTMLElement | null;
  };

/**
 * The dialog panel with its scrim, in a portal. Focus moves in when it opens, Tab stays inside, Escape and the X
 * close it, and focus goes back to the trigger. Give it a `DialogTitle`; it names the dialog.
 */
export function DialogContent({
  className,
  size,
  hideClose = false,
  overlayClassName,
  container,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal container={container}>
      <DialogOverlay className={overlayClassName} />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={size ?? "md"}
        className={cn(dialogContentVariants({ size }), className)}
        {...props}
      >
        {children}
        {!hideClose && <CornerClose slot="dialog-close" />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Title and description at the top; leaves room for the X. */
export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div data-slot="dialog-header" className={cn("flex flex-col gap-1.5 px-6 pt-6 pr-12 pb-2", className)} {...props} />
  );
}

/** Names the dialog (`aria-labelledby`); required. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("text-lg leading-snug font-semibold", className)}
      {...props}
    />
  );
}

/** One or two sentences under the title, read with the dialog's name (`aria-describedby`). */
export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

/**
 * The content between header and footer; it scrolls when the dialog reaches the screen's height, and then it
 * becomes a Tab stop so keyboard users can scroll it too.
 */
export function DialogBody({ className, ...props }: ComponentProps<"div">) {
  const ref = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowing(ref);
  return (
    <div
      ref={ref}
      data-slot="dialog-body"
      tabIndex={overflowing ? 0 : undefined}
      className={cn(
        "min-h-0 flex-1 overflow-y-auto px-6 py-2 text-sm",
        // the ring sits inside, since the panel clips nothing but the edges are tight
        "outline-hidden focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-inset",
        className,
      )}
      {...props}
    />
  );
}

/** Actions, main action last (rightmost on wide screens, on top when stacked on a phone). */
export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("flex flex-col-reverse gap-2 px-6 pt-4 pb-6 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

function useOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
}
