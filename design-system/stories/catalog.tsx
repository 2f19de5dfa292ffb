import type { Decorator } from "@storybook/react-vite";
import { Fragment, type ReactNode } from "react";
import { STORY_RENDERED } from "storybook/internal/core-events";
import { addons } from "storybook/preview-api";

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
