export { NumberInput, sanitizeNumberInput } from "./number-input";
export type { NumberInputProps, SanitizeNumberOptions } from "./number-input";
