import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** A short failure said where it happened (under a row, beside the action that failed), read out at once. */
export function InlineAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="flex items-start gap-2 text-sm text-danger">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
