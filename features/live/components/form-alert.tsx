import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** What a form says above its fields after a failed push. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-md border border-danger bg-surface p-3 text-sm">
      <p className="flex items-start gap-2 text-danger">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{children}</span>
      </p>
    </div>
  );
}
