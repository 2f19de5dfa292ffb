import { cn } from "@ds";
import type { StreamConnection } from "../model/connection";

/** The word for each connection state, in the page's language (each feature says it in its own namespace). */
export type ConnectionLabels = Record<StreamConnection, string>;

export type ConnectionIndicatorProps = {
  status: StreamConnection;
  /** The word shown for each state. */
  labels: ConnectionLabels;
  className?: string;
};

/**
 * A small dot and a word in a corner: unobtrusive while live, plain to see while the screen is (re)connecting. A
 * status region, so a change is announced; the dot only repeats the word.
 */
export function ConnectionIndicator({ status, labels, className }: ConnectionIndicatorProps) {
  return (
    <p
      role="status"
      data-status={status}
      className={cn(
        "inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium",
        status === "live" ? "text-muted-foreground" : "bg-muted text-foreground",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "size-2.5 rounded-full",
          // no animation: a screen may run for hours, and a blinking dot draws the eye from the content
          status === "live" ? "bg-primary" : "bg-toast-warning",
        )}
      />
      {labels[status]}
    </p>
  );
}
