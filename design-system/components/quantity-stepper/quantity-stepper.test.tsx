import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QuantityStepper, clampQuantity, digitsOnly } from "./quantity-stepper";

afterEach(cleanup);

describe("clampQuantity", () => {
  const bounds = { min: 1, max: 9, step: 1 };
  it("pulls into range", () => {
    expect(clampQuantity(0, bounds)).toBe(1);
    expect(clampQuantity(12, bounds)).toBe(9);
    expect(clampQuantity(5, bounds)).toBe(5);
    expect(clampQuantity(Number.NaN, bounds)).toBe(1);
  });

  it("snaps onto the step grid that starts at min, never past max", () => {
    expect(clampQuantity(4, { min: 1, max: 9, step: 2 })).toBe(5);
    expect(clampQuantity(10, { min: 1, max: 10, step: 2 })).toBe(9);
    expect(clampQuantity(7, { min: 0, max: Infinity, step: 5 })).toBe(5);
    expect(clampQuantity(1000, { min: 0, max: Infinity, step: 1 })).toBe(1000);
  });
});

describe("digitsOnly", () => {
  it("keeps digits only", () => {
    expect(digitsOnly("4a-.5")).toBe("45");
    expect(digitsOnly("１２")).toBe("");
    expect(digitsOnly("")).toBe("");
  });
});

describe("QuantityStepper", () => {
  const input = () => screen.getByRole("spinbutton");

  it("steps with the buttons, announces politely and stops at the bounds without losing focus", () => {
    const onChange = vi.fn();
    render(<QuantityStepper itemName="Adults" min={1} max={3} defaultValue={2} onChange={onChange} />);
    const increase = screen.getByRole("button", { name: "Increase Adults" });
    fireEvent.click(increase);
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect((input() as HTMLInputElement).value).toBe("3");
    expect(screen.getByText("Adults: 3").getAttribute("aria-live")).toBe("polite");
    // aria-disabled, not disabled: a focused button keeps its focus
    expect(increase.getAttribute("aria-disabled")).toBe("true");
    expect((increase as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(increase);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("is a spinbutton with its bounds", () => {
    render(<QuantityStepper itemName="Adults" min={1} max={9} defaultValue={2} />);
    expect(input().getAttribute("aria-valuenow")).toBe("2");
    expect(input().getAttribute("aria-valuemin")).toBe("1");
    expect(input().getAttribute("aria-valuemax")).toBe("9");
    fireEvent.keyDown(input(), { key: "ArrowUp" });
    expect(input().getAttribute("aria-valuenow")).toBe("3");
    fireEvent.keyDown(input(), { key: "End" });
    expect(input().getAttribute("aria-valuenow")).toBe("9");
    fireEvent.keyDown(input(), { key: "Home" });
    expect(input().getAttribute("aria-valuenow")).toBe("1");
  });

  it("has no aria-valuemax without a maximum", () => {
    render(<QuantityStepper />);
    expect(input().hasAttribute("aria-valuemax")).toBe(false);
    expect(screen.getByRole("button", { name: "Increase quantity" }).hasAttribute("aria-disabled")).toBe(false);
  });

  it("takes digits only and commits a typed number when the field is left", () => {
    const onChange = vi.fn();
    render(<QuantityStepper min={1} max={20} defaultValue={2} onChange={onChange} />);
    fireEvent.change(input(), { target: { value: "1x5" } });
    expect((input() as HTMLInputElement).value).toBe("15");
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(input());
    expect(onChange).toHaveBeenCalledWith(15);
    fireEvent.change(input(), { target: { value: "" } });
    fireEvent.blur(input());
    // an emptied field goes back to the last value
    expect((input() as HTMLInputElement).value).toBe("15");
    fireEvent.change(input(), { target: { value: "99" } });
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(onChange).toHaveBeenLastCalledWith(20);
  });

  it("follows a controlled value", () => {
    const { rerender } = render(<QuantityStepper value={3} />);
    expect((input() as HTMLInputElement).value).toBe("3");
    rerender(<QuantityStepper value={5} />);
    expect((input() as HTMLInputElement).value).toBe("5");
  });

  it("submits its value under its name", () => {
    render(
      <form data-testid="form">
        <QuantityStepper name="travelers" min={2} defaultValue={2} />
      </form>,
    );
    expect(new FormData(screen.getByTestId<HTMLFormElement>("form")).get("travelers")).toBe("2");
  });
});
