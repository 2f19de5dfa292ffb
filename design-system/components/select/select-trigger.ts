import { cva } from "class-variance-authority";
import { controlSizeClasses, controlStateClasses } from "../input/input";

/**
 * The select trigger's classes: the input's look, a chevron, the focus border kept while the list is open. Apart
 * from ./select so a select loaded on demand can hold the trigger's box (SelectFallback) without loading Radix Select
 * and its popper.
 */
export const selectTriggerVariants = cva(
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
  { variants: { size: controlSizeClasses }, defaultVariants: { size: "md" } },
);
