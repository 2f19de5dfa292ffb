import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { DialogBody } from "../dialog";
import { CornerClose } from "../dialog/corner-close";

/** A drawer from a screen edge, for phones: a Radix dialog, so focus, Escape and focus return work as in Dialog. */
export const Sheet = DialogPrimitive.Root;
/** Opens the sheet; focus returns here when it closes. Use `asChild` with a `Button`. */
export const SheetTrigger = DialogPrimitive.Trigger;
/** Closes the sheet; use `asChild` with a `Button`. */
export const SheetClose = DialogPrimitive.Close;

export const sheetContentVariants = cva(
  [
    // layer and shape
    "fixed z-modal flex flex-col gap-0 bg-surface text-foreground shadow-lg",
    // focus: the panel takes focus only when it holds nothing focusable
    "outline-none",
    // motion: slides in from its edge; nothing for people who asked for less motion
    "motion-safe:transition-[translate] motion-safe:duration-slow motion-safe:ease-standard",
  ],
  {
    variants: {
      side: {
        // a phone's bottom sheet: rounded top, never the whole screen, with a handle that says "this slides"
        bottom:
          "inset-x-0 bottom-0 max-h-[85dvh] rounded-t-xl border-t border-border motion-safe:starting:translate-y-full",
        right: "inset-y-0 right-0 h-full w-[85%] max-w-sm border-l border-border motion-safe:starting:translate-x-full",
        left: "inset-y-0 left-0 h-full w-[85%] max-w-sm border-r border-border motion-safe:starting:-translate-x-full",
      },
    },
    defaultVariants: {
      side: "bottom",
    },
  },
);

export type SheetContentVariants = VariantProps<typeof sheetContentVariants>;
export type SheetSide = NonNullable<SheetContentVariants["side"]>;

export type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  SheetContentVariants & {
    /** Leaves out the corner X button. */
    hideClose?: boolean;
    /** Where the portal renders (default: `document.body`). */
    container?: HTMLElement | null;
  };

/** The sheet panel with its scrim. Give it a `SheetTitle`; it names the sheet. */
export function SheetContent({ className, side, hideClose = false, container, children, ...props }: SheetContentProps) {
  const edge = side ?? "bottom";
  return (
    <DialogPrimitive.Portal container={container}>
      <DialogPrimitive.Overlay
        data-slot="sheet-overlay"
        // no scrim token yet: foreground (light theme) and surface (dark theme) are both near-black
        className="fixed inset-0 z-overlay bg-foreground/50 dark:bg-surface/80"
      />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        data-side={edge}
        className={cn(sheetContentVariants({ side }), className)}
        {...props}
      >
        {edge === "bottom" && (
          // decorative: the sheet closes with Escape, the X or the scrim, not by dragging
          <span
            aria-hidden="true"
            data-slot="sheet-handle"
            className="mx-auto mt-2 h-1.5 w-10 shrink-0 rounded-full bg-border"
          />
        )}
        {children}
        {!hideClose && <CornerClose slot="sheet-close" />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div data-slot="sheet-header" className={cn("flex flex-col gap-1 px-5 pt-4 pr-12 pb-2", className)} {...props} />
  );
}

/** Names the sheet (`aria-labelledby`); required. */
export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title data-slot="sheet-title" className={cn("text-lg font-semibold", className)} {...props} />
  );
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="sheet-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

/** The scrolling middle of the sheet; like `DialogBody` it becomes a Tab stop when it overflows. */
export function SheetBody({ className, ...props }: ComponentProps<"div">) {
  return <DialogBody data-slot="sheet-body" className={cn("px-5", className)} {...props} />;
}

/** Actions at the bottom edge; on a phone they stack full width, main action on top. */
export function SheetFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="sheet-footer"
      className={cn(
        "mt-auto flex flex-col-reverse gap-2 border-t border-border px-5 py-4 sm:flex-row sm:justify-end",
        className,
      )}
      {...props}
    />
  );
}
