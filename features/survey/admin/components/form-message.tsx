import { cn } from "@ds";
import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";

/** A form's own message: a failure no field carries (an alert), or what was done (a polite status). */
export function FormMessage({ children, tone = "danger" }: { children?: ReactNode; tone?: "danger" | "success" }) {
  if (children === null || children === undefined || children === false || children === "") return null;
  const Icon = tone === "danger" ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === "danger" ? "alert" : "status"}
      className={cn(
        "flex items-start gap-2 rounded-md border bg-surface p-3 text-sm",
        tone === "danger" ? "border-danger text-danger" : "border-border text-foreground",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
