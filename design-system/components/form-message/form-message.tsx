import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlert, CircleCheck, Info, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export const formMessageVariants = cva(
  [
    // layout
    "flex items-start gap-2 p-3",
    // surface
    "rounded-md border bg-surface text-sm",
  ],
  {
    variants: {
      tone: {
        danger: "border-danger text-danger",
        success: "border-border text-foreground",
        info: "border-border text-foreground",
      },
    },
    defaultVariants: {
      tone: "danger",
    },
  },
);

export type FormMessageVariants = VariantProps<typeof formMessageVariants>;
export type FormMessageTone = NonNullable<FormMessageVariants["tone"]>;

const toneIcons: Record<FormMessageTone, LucideIcon> = { danger: CircleAlert, success: CircleCheck, info: Info };

// a failure interrupts (alert), "saved" is announced politely (status), a standing notice is only read in place (note)
const toneRoles: Record<FormMessageTone, "alert" | "status" | "note"> = {
  danger: "alert",
  success: "status",
  info: "note",
};

export type FormMessageProps = {
  /** The message; nothing is rendered while it is empty, so a form can always place it. */
  children?: ReactNode;
  /** `danger`: a failure no field carries; `success`: what was done; `info`: a standing notice. */
  tone?: FormMessageTone;
  className?: string;
};

/** A form's own message, above or below its fields: a failure no field carries, what was done, or a notice. */
export function FormMessage({ children, tone = "danger", className }: FormMessageProps) {
  if (children === null || children === undefined || children === false || children === "") return null;
  const Icon = toneIcons[tone];
  return (
    <div
      role={toneRoles[tone]}
      data-slot="form-message"
      data-tone={tone}
      className={cn(formMessageVariants({ tone }), className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {/* a block, so a message may be a paragraph with a list (a batch's refusals) */}
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
