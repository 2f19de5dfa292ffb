import type { ReactNode } from "react";

/**
 * The visible name of a radio group that stands alone (outside a Field): the group points at it by `id`
 * (`aria-labelledby`), and a required group shows the mark beside it (hidden from assistive technology, which reads
 * the group's own `aria-required`).
 */
export function GroupLabel({ id, required, children }: { id: string; required?: boolean; children: ReactNode }) {
  return (
    <div id={id} className="text-sm font-medium text-foreground">
      {children}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      )}
    </div>
  );
}
