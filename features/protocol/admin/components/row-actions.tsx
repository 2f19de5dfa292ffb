import { Button } from "@ds";
import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import type { ReactNode } from "react";
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

/** What `EditableRows` needs of react-hook-form's `useFieldArray`. */
type FieldRows = {
  fields: readonly { id: string }[];
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
};

/**
 * A list of rows the form edits: each row framed with its name and its up, down and remove buttons, a line when
 * there is none, and the button that adds one (disabled at `max`).
 */
export function EditableRows({
  rows,
  legendOf,
  empty,
  add,
  children,
}: {
  rows: FieldRows;
  legendOf: (index: number) => string;
  empty?: string;
  add: { label: string; max: number; onAdd: () => void; intent?: "outline" | "ghost" };
  children: (index: number) => ReactNode;
}) {
  return (
    <>
      {rows.fields.length === 0 && empty && <p className="text-sm text-muted-foreground">{empty}</p>}
      {rows.fields.map((row, index) => {
        const legend = legendOf(index);
        return (
          <RowFrame
            key={row.id}
            legend={legend}
            actions={
              <RowActions
                name={legend}
                index={index}
                count={rows.fields.length}
                onMove={(to) => rows.move(index, to)}
                onRemove={() => rows.remove(index)}
              />
            }
          >
            {children(index)}
          </RowFrame>
        );
      })}
      <div>
        <Button
          type="button"
          intent={add.intent ?? "outline"}
          size="sm"
          disabled={rows.fields.length >= add.max}
          onClick={add.onAdd}
        >
          <Plus aria-hidden="true" />
          {add.label}
        </Button>
      </div>
    </>
  );
}
