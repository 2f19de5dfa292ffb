import { cn } from "@ds";

/**
 * A horizontal bar for a share in percent. It only repeats the number written beside it, so it is hidden from
 * screen readers: the text carries the meaning.
 */
export function ShareBar({ percent, className }: { percent: number; className?: string }) {
  const width = Math.min(100, Math.max(0, percent));
  return (
    <span
      aria-hidden="true"
      data-slot="share-bar"
      className={cn("block h-2 w-full overflow-hidden rounded-full bg-muted", className)}
    >
      <span className="block h-full rounded-full bg-primary" style={{ width: `${width}%` }} />
    </span>
  );
}
