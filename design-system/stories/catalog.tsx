import type { Decorator } from "@storybook/react-vite";
import { Fragment, type ReactNode } from "react";
import { STORY_RENDERED } from "storybook/internal/core-events";
import { addons } from "storybook/preview-api";
import { StateTable } from "../../.storybook/state-table";

/** Switches transitions off inside the story, so a forced hover or focus is pictured in its final colours. */
export const withoutTransitions: Decorator = (Story) => (
  <div className="[&_*]:transition-none!">
    <Story />
  </div>
);

/** The selectors the pseudo-states addon forces hovered and keyboard-focused. */
export type ForcedStates = { hover: readonly string[]; focusVisible: readonly string[] };

/**
 * `parameters` of a Catalog story: no controls, and the named elements forced hovered or focused. The vitest
 * runner renders stories outside #storybook-root, the addon's default root, so the root is the body.
 * `fullscreen` drops the canvas padding.
 */
export function catalogParameters(states: ForcedStates, { fullscreen = false } = {}) {
  return {
    ...(fullscreen ? { layout: "fullscreen" } : {}),
    controls: { disable: true },
    pseudo: { rootSelector: "body", ...states },
  };
}

/**
 * The forced states of an intents x sizes Catalog whose controls have the ids `id(intent, size, state)`: the
 * `hover` ones hovered, the `focus` ones keyboard-focused.
 */
export function intentSizeStates<Intent, Size>(
  intents: readonly Intent[],
  sizes: readonly Size[],
  id: (intent: Intent, size: Size, state: "hover" | "focus") => string,
): ForcedStates {
  const selectors = (state: "hover" | "focus") =>
    intents.flatMap((intent) => sizes.map((size) => `#${id(intent, size, state)}`));
  return { hover: selectors("hover"), focusVisible: selectors("focus") };
}

/** A Catalog story's frame with forced states and without transitions. */
export function forcedStatesCatalog(states: ForcedStates, options: { fullscreen?: boolean } = {}) {
  return { decorators: [withoutTransitions], parameters: catalogParameters(states, options) };
}

/** The pseudo-states addon rewrites the stylesheets on STORY_RENDERED, which the vitest runner never emits. */
export function announceStoryRendered(): void {
  addons.getChannel().emit(STORY_RENDERED);
}

type StateGridProps<Row extends string, Column extends string> = {
  /** The grid's template, gaps and padding; its first column holds the row labels. */
  className: string;
  rows: readonly Row[];
  columns: readonly Column[];
  renderCell: (row: Row, column: Column) => ReactNode;
};

/** Rows (states) x columns (sizes) of form controls as a CSS grid, headed by the column names. */
export function StateGrid<Row extends string, Column extends string>({
  className,
  rows,
  columns,
  renderCell,
}: StateGridProps<Row, Column>) {
  return (
    <div className={className}>
      <span />
      {columns.map((column) => (
        <span key={column}>{column}</span>
      ))}
      {rows.map((row) => (
        <div key={row} className="contents">
          <span>{row}</span>
          {columns.map((column) => (
            <Fragment key={column}>{renderCell(row, column)}</Fragment>
          ))}
        </div>
      ))}
    </div>
  );
}

type SizeStateTableProps<State extends string, Size extends string> = {
  states: readonly State[];
  sizes: readonly Size[];
  renderCell: (state: State, size: Size) => ReactNode;
  /** Spacing and margin classes. */
  className: string;
  rowHeaderClassName?: string;
  cellClassName?: string;
};

/** A row per state (headed by its name) and a column per size, under the corner word "state". */
export function SizeStateTable<State extends string, Size extends string>({
  states,
  sizes,
  ...table
}: SizeStateTableProps<State, Size>) {
  return <StateTable corner="state" rows={states} columns={sizes} rowLabel={(state) => state} {...table} />;
}
