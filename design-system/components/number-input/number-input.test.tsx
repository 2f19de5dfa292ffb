import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NumberInput, sanitizeNumberInput } from "./number-input";

afterEach(cleanup);

describe("sanitizeNumberInput", () => {
  it("keeps digits and the first dot of a pasted amount", () => {
    expect(sanitizeNumberInput("1,234.5abc")).toBe("1234.5");
  });

  it("keeps one dot only", () => {
    expect(sanitizeNumberInput("1.2.3")).toBe("1.23");
    expect(sanitizeNumberInput("..5")).toBe(".5");
  });

  it("keeps a minus only in front", () => {
    expect(sanitizeNumberInput("-12-3")).toBe("-123");
    expect(sanitizeNumberInput("5-")).toBe("5");
    expect(sanitizeNumberInput("--5")).toBe("-5");
    // what is dropped does not count: the minus is still the first character kept
    expect(sanitizeNumberInput("a-5")).toBe("-5");
  });

  it("drops the dot and the minus when they are not allowed", () => {
    expect(sanitizeNumberInput("-1.5", { allowDecimal: false })).toBe("-15");
    expect(sanitizeNumberInput("-1.5", { allowNegative: false })).toBe("1.5");
    expect(sanitizeNumberInput("-1.5", { allowDecimal: false, allowNegative: false })).toBe("15");
  });

  it("reads full-width digits and the minus sign character", () => {
    expect(sanitizeNumberInput("１２３．４")).toBe("123.4");
    expect(sanitizeNumberInput("\u22125")).toBe("-5");
  });

  it("keeps the in-between steps of typing", () => {
    expect(sanitizeNumberInput("-")).toBe("-");
    expect(sanitizeNumberInput("1.")).toBe("1.");
    expect(sanitizeNumberInput("")).toBe("");
    expect(sanitizeNumberInput("abc")).toBe("");
  });

  it("is stable: cleaning twice changes nothing", () => {
    for (const text of ["1,234.5abc", "-1-2.3.4", "  7 000 "]) {
      const once = sanitizeNumberInput(text);
      expect(sanitizeNumberInput(once)).toBe(once);
    }
  });
});

describe("NumberInput", () => {
  it("cleans what arrives and reports the cleaned text", () => {
    const onValueChange = vi.fn();
    const onChange = vi.fn((event: { target: { value: string } }) => event.target.value);
    render(<NumberInput aria-label="Amount" onValueChange={onValueChange} onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Amount" });
    fireEvent.change(input, { target: { value: "1,234.5abc" } });
    expect(input.value).toBe("1234.5");
    expect(onValueChange).toHaveBeenLastCalledWith("1234.5");
    // an uncontrolled form library reads event.target.value: it must see the cleaned text too
    expect(onChange).toHaveLastReturnedWith("1234.5");
  });

  it("asks for a decimal keypad, or a numeric one for whole numbers", () => {
    render(
      <>
        <NumberInput aria-label="Price" />
        <NumberInput aria-label="Count" allowDecimal={false} />
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Price" }).getAttribute("inputmode")).toBe("decimal");
    expect(screen.getByRole("textbox", { name: "Count" }).getAttribute("inputmode")).toBe("numeric");
  });
});
