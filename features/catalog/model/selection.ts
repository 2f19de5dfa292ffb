import type { ProductOption } from "@contracts/catalog";

export const MIN_OPTION_QUANTITY = 1;
export const MAX_OPTION_QUANTITY = 99;

/** The chosen options, in the order they were chosen, each with its quantity (1 to 99). */
export type OptionChoice = { optionId: number; quantity: number };
export type OptionSelectionState = readonly OptionChoice[];

export type OptionAvailability = "available" | "soldOut" | "notBookable";

/** Whether an option can be chosen: not-bookable tickets are shown but never chosen, nor sold-out ones. */
export function optionAvailability(option: Pick<ProductOption, "bookable" | "remaining">): OptionAvailability {
  if (!option.bookable) return "notBookable";
  if (option.remaining <= 0) return "soldOut";
  return "available";
}

/** The spec's "no reservation options": nothing on the product can be booked. */
export function hasBookableOption(options: readonly ProductOption[]): boolean {
  return options.some((option) => optionAvailability(option) === "available");
}

/** The most of an option one order may take: 99, and never more than the places left. */
export function maxQuantity(option: Pick<ProductOption, "remaining">): number {
  return Math.max(MIN_OPTION_QUANTITY, Math.min(MAX_OPTION_QUANTITY, option.remaining));
}

export function clampQuantity(quantity: number, max = MAX_OPTION_QUANTITY): number {
  if (!Number.isFinite(quantity)) return MIN_OPTION_QUANTITY;
  return Math.min(Math.max(Math.round(quantity), MIN_OPTION_QUANTITY), Math.min(max, MAX_OPTION_QUANTITY));
}

export function isChosen(state: OptionSelectionState, optionId: number): boolean {
  return state.some((choice) => choice.optionId === optionId);
}

/** Chooses an option with quantity 1, or lets it go when it was chosen. */
export function toggleOption(state: OptionSelectionState, optionId: number): OptionSelectionState {
  return isChosen(state, optionId)
    ? state.filter((choice) => choice.optionId !== optionId)
    : [...state, { optionId, quantity: MIN_OPTION_QUANTITY }];
}

/** Sets a chosen option's quantity, kept within 1 and `max` (99 or the places left). */
export function setQuantity(
  state: OptionSelectionState,
  optionId: number,
  quantity: number,
  max = MAX_OPTION_QUANTITY,
): OptionSelectionState {
  return state.map((choice) =>
    choice.optionId === optionId ? { optionId, quantity: clampQuantity(quantity, max) } : choice,
  );
}

/** The chosen options with their data, leaving out any that cannot be booked (any more). */
export function chosenOptions(
  state: OptionSelectionState,
  options: readonly ProductOption[],
): { option: ProductOption; quantity: number }[] {
  return state.flatMap((choice) => {
    const option = options.find((candidate) => candidate.id === choice.optionId);
    return option && optionAvailability(option) === "available" ? [{ option, quantity: choice.quantity }] : [];
  });
}
