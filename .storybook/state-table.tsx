import type { ReactNode } from "react";
import { STORY_RENDERED } from "storybook/internal/core-events";
import { addons } from "storybook/preview-api";
import { expect, waitFor } from "storybook/test";

/**
 * The pseudo-states addon rewrites the stylesheets when Storybook announces a rendered story; the vitest runner
 * never announces it, so a Catalog story does, once the element's forced classes are on.
 */
export async function forcePseudoStates(element: HTMLElement) {
  await waitFor(() => expect(element.className).toMatch(/pseudo-/));
  addons.getChannel().emit(STORY_RENDERED);
}

/** `pseudo` parameters for a Catalog; `body` because the vitest runner has no #storybook-root (the addon's default). */
export function pseudoStates(states: Record<string, string[]>) {
  return { rootSelector: "body", ...states };
}

type StateTableProps<Row, Column extends string> = {
  /** What the first header cell says ("state", "case"). */
  corner: string;
  rows: readonly Row[];
  columns: readonly Column[];
  /** A row's header text (and its React key). */
  rowLabel: (row: Row) => string;
  renderCell: (row: Row, column: Column) => ReactNode;
  /** Spacing and margin classes; the rest of the look is shared. */
  className: string;
  rowHeaderClassName?: string;
  cellClassName?: string;
};

/** Rows (states or cases) x columns (sizes or variants): the grid every Catalog story draws for visual regression. */
export function StateTable<Row, Column extends string>({
  corner,
  rows,
  columns,
  rowLabel,
  renderCell,
  className,
  rowHeaderClassName = "pr-2 text-left font-normal",
  cellClassName,
}: StateTableProps<Row, Column>) {
  return (
    <table className={`${className} border-separate text-xs text-muted-foreground`}>
      <thead>
        <tr>
          <th scope="col" className="text-left font-medium">
            {corner}
          </th>
          {columns.map((column) => (
            <th key={column} scope="col" className="text-left font-medium">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowLabel(row)}>
            <th scope="row" className={rowHeaderClassName}>
              {rowLabel(row)}
            </th>
            {columns.map((column) => (
              <td key={column} className={cellClassName}>
                {renderCell(row, column)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
