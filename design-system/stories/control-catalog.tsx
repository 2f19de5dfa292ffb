import type { ReactNode } from "react";
import type { Canvas } from "storybook/internal/types";
import { expect } from "storybook/test";
import { StateGrid } from "./catalog";
import { expectHoverAndFocusBorders, formControlCatalog } from "./form-control-steps";

type Role = Parameters<Canvas["getByRole"]>[0];

type ControlCatalogOptions<State extends string, Size extends string> = {
  /** The controls' id prefix: `<prefix>-<state>-<size>`; the `hover` and `focus` rows are forced. */
  prefix: string;
  /** The controls' role, for counting them and reading their borders. */
  role: Role;
  states: readonly State[];
  sizes: readonly Size[];
  /** The state whose border the hovered one must differ from. */
  restingState: State;
  /** One cell's control, with its id, its name ("<state> <size>") and its size. */
  renderControl: (cell: { id: string; "aria-label": string; size: Size }, state: State) => ReactNode;
};

/**
 * A form control's sizes x states Catalog story as a grid (a row per state, a 13rem column per size), hover and
 * focus forced, and the play that checks every control is there and wears the hover and focus border tokens.
 */
export function controlCatalog<State extends string, Size extends string>({
  prefix,
  role,
  states,
  sizes,
  restingState,
  renderControl,
}: ControlCatalogOptions<State, Size>) {
  const catalog = formControlCatalog({
    hover: sizes.map((size) => `#${prefix}-hover-${size}`),
    focusVisible: sizes.map((size) => `#${prefix}-focus-${size}`),
  });
  return {
    parameters: catalog.parameters,
    render: () => (
      <StateGrid
        className="grid grid-cols-[auto_repeat(3,13rem)] items-center gap-x-3 gap-y-2 p-2 text-xs text-muted-foreground"
        rows={states}
        columns={sizes}
        renderCell={(state, size) =>
          renderControl({ id: `${prefix}-${state}-${size}`, "aria-label": `${state} ${size}`, size }, state)
        }
      />
    ),
    play: async ({ canvas }: { canvas: Canvas }) => {
      await catalog.applyStates();
      await expect(canvas.getAllByRole(role)).toHaveLength(sizes.length * states.length);
      await expectHoverAndFocusBorders(canvas, role, restingState);
    },
  };
}
