import { Button } from "@ds";
import { ArrowDown, ArrowUp, X } from "lucide-react";
import { useAdminText } from "./use-admin-text";

/** A row's way up, down and out of its list, each named for the row (`name`) it moves. */
export function RowActions({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useAdminText();
  return (
    <span className="flex gap-1">
      <Button
        type="button"
        intent="ghost"
        size="sm"
        aria-label={t("editor.rows.up", { name })}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        type="button"
        intent="ghost"
        size="sm"
        aria-label={t("editor.rows.down", { name })}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button type="button" intent="ghost" size="sm" aria-label={t("editor.rows.remove", { name })} onClick={onRemove}>
        <X aria-hidden="true" />
      </Button>
    </span>
  );
}

/** The frame of one row of a list the form edits: its name, its actions, its fields. */
export function RowFrame({
  legend,
  actions,
  children,
}: {
  legend: string;
  actions: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border border-border p-3">
      <legend className="sr-only">{legend}</legend>
      <div className="flex items-center justify-between gap-2">
        <span aria-hidden="true" className="text-sm font-semibold">
          {legend}
        </span>
        {actions}
      </div>
      {children}
    </fieldset>
  );
}
