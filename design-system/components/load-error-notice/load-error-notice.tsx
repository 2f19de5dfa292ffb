import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlert } from "lucide-react";
import { Button, type ButtonSize } from "../button";
import { cn } from "../../lib/cn";

export const loadErrorNoticeVariants = cva([
  // layout: the retry button drops below the words when the line is too narrow for both
  "flex flex-wrap items-start gap-3 p-4",
  // surface
  "rounded-md border border-danger bg-surface",
]);

export type LoadErrorNoticeVariants = VariantProps<typeof loadErrorNoticeVariants>;

export type LoadErrorNoticeProps = {
  /** What could not be loaded ("The reviews could not be loaded"). */
  title: string;
  /** Why, in words the person can read: the server's message, or the feature's own when the server never answered. */
  detail: string;
  /** The retry button's text, in the caller's namespace ("Try again"). */
  retryLabel: string;
  /** Loads the part again. */
  onRetry: () => void;
  /** The retry button's size: `lg` where the page's other buttons are touch-sized. */
  retrySize?: Exclude<ButtonSize, "icon">;
  className?: string;
};

/**
 * A part of the page could not be loaded: what, why, and a way to try again. An alert, so a screen reader says it
 * when it replaces the part that was loading.
 */
export function LoadErrorNotice({
  title,
  detail,
  retryLabel,
  onRetry,
  retrySize = "sm",
  className,
}: LoadErrorNoticeProps) {
  return (
    <div role="alert" data-slot="load-error-notice" className={cn(loadErrorNoticeVariants(), className)}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold text-foreground">{title}</p>
        <p className="text-sm text-muted-foreground">{detail}</p>
      </div>
      <Button intent="outline" size={retrySize} onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
