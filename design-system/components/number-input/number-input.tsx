import type { ChangeEvent } from "react";
import { Input, type InputProps } from "../input";

export type SanitizeNumberOptions = {
  /** Keeps the first dot; later dots are dropped. Default true. */
  allowDecimal?: boolean;
  /** Keeps a minus sign when it comes first; any other minus is dropped. Default true. */
  allowNegative?: boolean;
};

/**
 * The spec's number-input helper: digits, dot and minus only. Reads left to right, so a pasted "1,234.5abc"
 * becomes "1234.5"; the minus survives only in front, only the first dot survives. Full-width digits from an
 * East Asian keyboard ("１２３") count as digits. The result is text, not a number: "-" and "1." are valid
 * steps while typing, and the caller parses when it needs the value.
 */
export function sanitizeNumberInput(text: string, options: SanitizeNumberOptions = {}): string {
  const { allowDecimal = true, allowNegative = true } = options;
  let result = "";
  let seenDot = false;
  // NFKC turns full-width digits, dot and minus into their ASCII forms
  for (const char of text.normalize("NFKC")) {
    if (char >= "0" && char <= "9") {
      result += char;
    } else if (char === "." && allowDecimal && !seenDot) {
      seenDot = true;
      result += char;
    } else if ((char === "-" || char === "\u2212") && allowNegative && result === "") {
      result += "-";
    }
  }
  return result;
}

export type NumberInputProps = Omit<InputProps, "type" | "inputMode"> &
  SanitizeNumberOptions & {
    /** Called with the cleaned text on every change (also when the caller uses `onChange`). */
    onValueChange?: (value: string) => void;
  };

/**
 * A text input that accepts digits, dot and minus only (spec). Anything else typed or pasted is dropped as it
 * arrives, with the caret kept where the person was typing. Works controlled (`value` + `onValueChange`) and
 * uncontrolled (react-hook-form's `register`: the cleaned text is what its `onChange` reads).
 */
export function NumberInput({
  allowDecimal = true,
  allowNegative = true,
  onChange,
  onValueChange,
  ...props
}: NumberInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const raw = input.value;
    const options = { allowDecimal, allowNegative };
    const clean = sanitizeNumberInput(raw, options);
    if (clean !== raw) {
      // the cleaning is a prefix-preserving left-to-right pass, so the cleaned text before the caret is its new spot
      const caret = input.selectionStart ?? raw.length;
      const nextCaret = sanitizeNumberInput(raw.slice(0, caret), options).length;
      input.value = clean;
      input.setSelectionRange(nextCaret, nextCaret);
    }
    onChange?.(event);
    onValueChange?.(clean);
  };
  return (
    <Input
      data-slot="number-input"
      type="text"
      // numeric: a digits-only keypad; decimal adds the dot. Neither has a minus on every phone, so negative
      // numbers can still be typed on a full keyboard or pasted
      inputMode={allowDecimal ? "decimal" : "numeric"}
      autoComplete="off"
      spellCheck={false}
      onChange={handleChange}
      {...props}
    />
  );
}
