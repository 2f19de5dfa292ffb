import { cn } from "@ds";
import type { LiveConnection } from "../model/connection";
import { useLiveText } from "./use-live-text";

export type ConnectionIndicatorProps = {
  status: LiveConnection;
  className?: string;
};

/**
 * A small dot and a word in a corner: unobtrusive while live, plain to see while the screen is (re)connecting. A
 * status region, so a change is announced; the dot only repeats the word.
 */
export function ConnectionIndicator({ status, className }: ConnectionIndicatorProps) {
  const { t } = useLiveText();
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
          // no animation: a venue screen runs for hours, and a blinking dot draws the eye from the content
          status === "live" ? "bg-primary" : "bg-toast-warning",
        )}
      />
      {t(`connection.${status}`)}
    </p>
  );
}
