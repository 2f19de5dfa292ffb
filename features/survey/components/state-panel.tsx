import { cn } from "@ds";
import type { LucideIcon } from "lucide-react";
import { type ReactNode, type Ref, useEffect, useId, useRef } from "react";

export type StatePanelProps = {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  /** Links or a form under the text. */
  action?: ReactNode;
  tone?: "neutral" | "success" | "danger";
  /** Takes the focus when it appears (the thanks after Submit), so a screen reader reads it at once. */
  focusOnMount?: boolean;
};

/** A state of the survey page that stands instead of the questions: closed, upcoming, thanks, no link, ... */
export function StatePanel({
  icon: Icon,
  title,
  children,
  action,
  tone = "neutral",
  focusOnMount = false,
}: StatePanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  return (
    <section
      aria-labelledby={headingId}
      data-slot="survey-state"
      className="flex flex-col items-start gap-4 rounded-lg border border-border bg-surface p-5 sm:p-6"
    >
      <span
        aria-hidden="true"
        className={cn(
          "flex size-12 items-center justify-center rounded-full",
          tone === "success" && "bg-toast-success text-toast-foreground",
          tone === "danger" && "bg-danger text-danger-foreground",
          tone === "neutral" && "bg-muted text-muted-foreground",
        )}
      >
        <Icon className="size-6" />
      </span>
      <div className="flex flex-col gap-2">
        <FocusHeading ref={headingRef} id={headingId}>
          {title}
        </FocusHeading>
        {children && <div className="flex flex-col gap-2 text-base text-muted-foreground">{children}</div>}
      </div>
      {action && <div className="flex w-full flex-col gap-4">{action}</div>}
    </section>
  );
}

/** The heading of what the page shows now (a state, a page of questions); the focus is moved to it on a change. */
export function FocusHeading({ ref, id, children }: { ref: Ref<HTMLHeadingElement>; id: string; children: ReactNode }) {
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="text-xl font-semibold text-foreground outline-none">
      {children}
    </h2>
  );
}
