import type { ReactNode } from "react";
import type { Canvas } from "storybook/internal/types";
import { expect } from "storybook/test";
import { forcePseudoStates, pseudoStates } from "../../.storybook/state-table";
import type { DatePickerSize } from "../components/date-picker";
import { SizeStateTable } from "./catalog";

const sizes: readonly DatePickerSize[] = ["sm", "md", "lg"];
const states = ["placeholder", "value", "hover", "focus", "invalid", "disabled", "clearable"] as const;

/** What a Catalog cell's date field gets: its id, its name ("<state> <size>"), its size and its state's flags. */
export type PickerCellProps = {
  id: string;
  "aria-label": string;
  size: DatePickerSize;
  invalid: boolean;
  disabled: boolean;
  clearable: boolean;
};

type PickerCatalogOptions = {
  /** The cells' id prefix: `#<prefix>-<size>-<state>`. */
  prefix: string;
  /** The cells' width. */
  cellClassName: string;
  /** The clear button's name, one per size in the clearable row. */
  clearLabel: string;
  /** One cell's date field; `empty` in the placeholder row, which shows no value. */
  renderPicker: (props: PickerCellProps, empty: boolean) => ReactNode;
};

/**
 * A date field's Catalog story (sizes x placeholder, value, hover, focus, invalid, disabled, clearable; hover and
 * focus forced): the visual-regression net, with the play that checks the forced states and the flags are on.
 */
export function pickerCatalog({ prefix, cellClassName, clearLabel, renderPicker }: PickerCatalogOptions) {
  return {
    parameters: {
      layout: "fullscreen",
      controls: { disable: true },
      pseudo: pseudoStates({
        hover: sizes.map((s) => `#${prefix}-${s}-hover`),
        focusVisible: sizes.map((s) => `#${prefix}-${s}-focus`),
      }),
    },
    render: () => (
      <SizeStateTable
        states={states}
        sizes={sizes}
        className="m-2 border-spacing-x-3 border-spacing-y-1.5"
        cellClassName={cellClassName}
        renderCell={(state, size) =>
          renderPicker(
            {
              id: `${prefix}-${size}-${state}`,
              "aria-label": `${state} ${size}`,
              size,
              invalid: state === "invalid",
              disabled: state === "disabled",
              clearable: state === "clearable",
            },
            state === "placeholder",
          )
        }
      />
    ),
    play: async ({ canvas }: { canvas: Canvas }) => {
      await forcePseudoStates(canvas.getByRole("button", { name: /^hover md/ }));
      await expect(getComputedStyle(canvas.getByRole("button", { name: /^focus md/ })).boxShadow).not.toBe("none");
      await expect(canvas.getAllByRole("button", { name: /^disabled / }).every((b) => b.matches(":disabled"))).toBe(
        true,
      );
      await expect(canvas.getAllByRole("button", { name: clearLabel })).toHaveLength(sizes.length);
    },
  };
}
