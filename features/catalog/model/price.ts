import type { ProductOption } from "@contracts/catalog";
import { type Currency, type ExchangeRates, convertMoney } from "@contracts/money-rules";
import { bookedUnits, luggageFee } from "@contracts/reservation-rules";
import type { OptionSelectionState } from "./selection";
import { chosenOptions } from "./selection";

/** A price in the session currency, with the amount in its own currency when that differs (shown as a note). */
export type ShownPrice = {
  amount: number;
  currency: Currency;
  original: { amount: number; currency: Currency } | null;
};

export function shownPrice(amount: number, from: Currency, to: Currency, rates: ExchangeRates): ShownPrice {
  return {
    amount: convertMoney(amount, from, to, rates),
    currency: to,
    original: from === to ? null : { amount, currency: from },
  };
}

export type SelectionTotal = {
  /** The chosen options, each converted and times what the travellers book of it. */
  options: number;
  luggageFee: number;
  total: number;
  currency: Currency;
};

/** The total the page shows: options (converted per unit, then times quantity) plus the extra-luggage fee. */
export function selectionTotal(input: {
  choices: OptionSelectionState;
  options: readonly ProductOption[];
  currency: Currency;
  rates: ExchangeRates;
  travelers: number;
  luggage: number;
}): SelectionTotal {
  const { currency, rates } = input;
  // each option times what the travellers book of it (one per person, or one per group), never a separate count
  const options = chosenOptions(input.choices, input.options).reduce(
    (sum, { option }) =>
      sum +
      convertMoney(option.price, option.currency, currency, rates) * Math.max(1, bookedUnits(option, input.travelers)),
    0,
  );
  const optionsTotal = convertMoney(options, currency, currency, rates);
  const fee = luggageFee(input.travelers, input.luggage, currency, rates);
  return {
    options: optionsTotal,
    luggageFee: fee,
    total: convertMoney(optionsTotal + fee, currency, currency, rates),
    currency,
  };
}
