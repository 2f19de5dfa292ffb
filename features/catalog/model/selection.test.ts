import { describe, expect, it } from "vitest";
import { testOption } from "../mocks/options";
import {
  chosenOptions,
  clampQuantity,
  hasBookableOption,
  isChosen,
  maxQuantity,
  optionAvailability,
  setQuantity,
  toggleOption,
} from "./selection";

const option = testOption;

describe("option selection", () => {
  it("tells available, sold-out and not-bookable options apart", () => {
    expect(optionAvailability(option(1))).toBe("available");
    expect(optionAvailability(option(2, { remaining: 0 }))).toBe("soldOut");
    expect(optionAvailability(option(3, { bookable: false, remaining: 0 }))).toBe("notBookable");
    expect(optionAvailability(option(4, { bookable: false }))).toBe("notBookable");
  });

  it("has no reservation options when nothing can be booked", () => {
    expect(hasBookableOption([])).toBe(false);
    expect(hasBookableOption([option(1, { remaining: 0 }), option(2, { bookable: false })])).toBe(false);
    expect(hasBookableOption([option(1, { remaining: 0 }), option(2)])).toBe(true);
  });

  it("toggles an option with quantity 1", () => {
    const chosen = toggleOption([], 7);
    expect(chosen).toEqual([{ optionId: 7, quantity: 1 }]);
    expect(isChosen(chosen, 7)).toBe(true);
    expect(toggleOption(chosen, 7)).toEqual([]);
    expect(toggleOption(chosen, 8)).toEqual([
      { optionId: 7, quantity: 1 },
      { optionId: 8, quantity: 1 },
    ]);
  });

  it("keeps quantities between 1 and 99, and within the places left", () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(150)).toBe(99);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(3.4)).toBe(3);
    expect(setQuantity([{ optionId: 1, quantity: 1 }], 1, 12, 5)).toEqual([{ optionId: 1, quantity: 5 }]);
    expect(setQuantity([{ optionId: 1, quantity: 1 }], 2, 12)).toEqual([{ optionId: 1, quantity: 1 }]);
    expect(maxQuantity(option(1, { remaining: 3 }))).toBe(3);
    expect(maxQuantity(option(1, { remaining: 500 }))).toBe(99);
    expect(maxQuantity(option(1, { remaining: 0 }))).toBe(1);
  });

  it("joins the choices to their options and drops ones that cannot be booked", () => {
    const options = [option(1), option(2, { remaining: 0 }), option(3)];
    const result = chosenOptions(
      [
        { optionId: 3, quantity: 2 },
        { optionId: 2, quantity: 1 },
        { optionId: 9, quantity: 1 },
      ],
      options,
    );
    expect(result).toEqual([{ option: options[2], quantity: 2 }]);
  });
});
