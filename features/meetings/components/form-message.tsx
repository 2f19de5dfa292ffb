import { cn } from "@ds";
import { CircleAlert, Info } from "lucide-react";
import type { ReactNode } from "react";

/** A message no field carries: a failure (an alert) or a notice (a note). */
export function FormMessage({ children, tone = "danger" }: { children?: ReactNode; tone?: "danger" | "info" }) {
  if (children === null || children === undefined || children === false || children === "") return null;
  const Icon = tone === "danger" ? CircleAlert : Info;
  return (
    <div
      role={tone === "danger" ? "alert" : "note"}
      className={cn(
        "flex items-start gap-2 rounded-md border bg-surface p-3 text-sm",
        tone === "danger" ? "border-danger text-danger" : "border-border text-foreground",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </div>
  );
}
