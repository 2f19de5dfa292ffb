import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** What a form says above its fields after a failed save: the reason and, where there is one, a way on. */
export function FormAlert({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-md border border-danger bg-surface p-3 text-sm">
      <p className="flex items-start gap-2 text-danger">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{children}</span>
      </p>
      {action && <div className="flex flex-wrap gap-3 pl-6">{action}</div>}
    </div>
  );
}
