export { Combobox, comboboxOptionVariants, comboboxVariants } from "./combobox";
export type { ComboboxProps, ComboboxSize, ComboboxVariants } from "./combobox";
export { filterComboboxOptions, hangulInitials, normalizeForSearch } from "./combobox-filter";
export type { ComboboxOption } from "./combobox-filter";
