import { cn } from "@ds";
import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";

export type NoticePanelProps = {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  /** Links or buttons under the text. */
  action?: ReactNode;
  tone?: "neutral" | "warning" | "danger" | "success";
  /** The heading's level: 2 where the notice stands for the page's content, 3 inside a section. */
  level?: 2 | 3;
};

/** A state that stands in the page's flow with its reason and a way on: window closed, more information asked ... */
export function NoticePanel({ icon: Icon, title, children, action, tone = "neutral", level = 2 }: NoticePanelProps) {
  const id = useId();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby={id}
      data-slot="edu-notice"
      data-tone={tone}
      className={cn(
        "flex flex-col gap-3 rounded-lg border bg-surface p-5",
        tone === "warning" && "border-toast-warning",
        tone === "danger" && "border-danger",
        tone === "success" && "border-toast-success",
        tone === "neutral" && "border-border",
      )}
    >
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="flex min-w-0 flex-col gap-1">
          <Heading id={id} className="text-base font-semibold text-foreground">
            {title}
          </Heading>
          {children && <div className="flex flex-col gap-2 text-sm text-foreground">{children}</div>}
        </div>
      </div>
      {action && <div className="flex flex-wrap gap-3 pl-8">{action}</div>}
    </section>
  );
}
