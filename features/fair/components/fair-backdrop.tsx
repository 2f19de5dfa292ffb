import { cn } from "@ds";

/**
 * The fair's visual motif behind a block of the primary colour: rings and a band drawn from the theme's tokens, so
 * it follows the theme and holds no picture. Decoration only, hidden from screen readers, and clipped to its block
 * (it never widens the page). Every shape is in the
 * primary's hover shade, which stands further from the text's colour in both themes: text over a shape keeps at
 * least the contrast it has on the block.
 */
export function FairBackdrop({ size = "md" }: { size?: "md" | "lg" }) {
  const large = size === "lg";
  return (
    <div
      aria-hidden="true"
      data-slot="fair-backdrop"
      className="pointer-events-none absolute inset-0 -z-10 overflow-hidden"
    >
      <div className="absolute inset-0 bg-linear-to-br from-primary to-primary-hover" />
      <div
        className={cn(
          "absolute rounded-full border-primary-hover",
          large ? "-top-24 -right-24 size-96 border-[3rem]" : "-top-16 -right-16 size-56 border-[1.75rem]",
        )}
      />
      <div
        className={cn(
          "absolute rounded-full bg-primary-hover",
          large ? "-bottom-20 left-1/3 size-64" : "-bottom-12 left-1/2 size-32",
        )}
      />
      <div
        className={cn("absolute -left-10 h-6 w-2/3 -rotate-6 bg-primary-hover", large ? "bottom-1/3" : "bottom-6")}
      />
    </div>
  );
}
