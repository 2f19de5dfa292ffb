import { Button } from "@ds";
import { X } from "lucide-react";
import type { ReactNode } from "react";

/**
 * One row of a list a form edits (a speaker, an itinerary stop): a numbered group of fields with its own remove
 * button in the corner, named for the row it removes.
 */
export function RemovableFieldset({
  legend,
  removeLabel,
  onRemove,
  children,
}: {
  legend: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="relative flex min-w-0 flex-col gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-semibold text-foreground">{legend}</legend>
      <Button
        type="button"
        intent="ghost"
        size="sm"
        className="absolute top-1 right-1"
        aria-label={removeLabel}
        onClick={onRemove}
      >
        <X aria-hidden="true" />
      </Button>
      {children}
    </fieldset>
  );
}
