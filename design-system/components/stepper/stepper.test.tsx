import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Stepper, stepState } from "./stepper";

afterEach(cleanup);

const steps = [{ label: "Options" }, { label: "Travellers" }, { label: "Payment" }, { label: "Done" }];

describe("stepState", () => {
  it("is completed before the current step, current at it, upcoming after", () => {
    expect([0, 1, 2, 3].map((i) => stepState(i, 1))).toEqual(["completed", "current", "upcoming", "upcoming"]);
    expect([0, 1].map((i) => stepState(i, 2))).toEqual(["completed", "completed"]);
  });
});

describe("Stepper", () => {
  it("is an ordered list with the current step marked and the position in words", () => {
    render(<Stepper steps={steps} current={1} />);
    const list = screen.getByRole("list", { name: "Progress" });
    expect(list.tagName).toBe("OL");
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("aria-current"))).toEqual([null, "step", null, null]);
    expect(items.map((item) => item.dataset.state)).toEqual(["completed", "current", "upcoming", "upcoming"]);
    expect(screen.getByText("Step 2 of 4")).toBeTruthy();
    expect(items[0]?.textContent).toBe("Options (completed)");
    expect(items[2]?.textContent).toBe("3Payment (not started)");
  });

  it("shows a check for completed steps and numbers for the others", () => {
    render(<Stepper steps={steps} current={2} />);
    const markers = Array.from(document.querySelectorAll('[data-slot="stepper-marker"]'));
    expect(markers.map((marker) => marker.querySelector("svg") !== null)).toEqual([true, true, false, false]);
    expect(markers.map((marker) => marker.textContent)).toEqual(["", "", "3", "4"]);
  });

  it("makes only completed steps buttons when steps are clickable", () => {
    const onStepClick = vi.fn();
    render(<Stepper steps={steps} current={2} onStepClick={onStepClick} />);
    const buttons = screen.getAllByRole("button");
    expect(buttons).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: /Travellers/ }));
    expect(onStepClick).toHaveBeenCalledWith(1);
  });

  it("past the last step: every step completed and no position text", () => {
    render(<Stepper steps={steps} current={4} />);
    expect(screen.getAllByRole("listitem").every((item) => item.dataset.state === "completed")).toBe(true);
    expect(screen.queryByText(/Step \d of/)).toBeNull();
  });
});
