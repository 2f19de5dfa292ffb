import { cn } from "@ds";
import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";

export type FormAlertProps = {
  /** Nothing is rendered without content. */
  children?: ReactNode;
  /** `danger` is announced at once (an alert); `success` politely (a status). */
  tone?: "danger" | "success";
  className?: string;
};

/** A form's own message: a failure the fields cannot carry (wrong credentials), or the confirmation of success. */
export function FormAlert({ children, tone = "danger", className }: FormAlertProps) {
  if (children === null || children === undefined || children === false || children === "") return null;
  const Icon = tone === "danger" ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === "danger" ? "alert" : "status"}
      data-tone={tone}
      className={cn(
        "flex items-start gap-2 rounded-md border bg-surface p-3 text-sm",
        tone === "danger" ? "border-danger text-danger" : "border-border text-foreground",
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex flex-col gap-1">{children}</div>
    </div>
  );
}
