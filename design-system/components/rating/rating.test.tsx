import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import koDates from "../../../locales/ko/ds-dates.json";
import { DsLocaleProvider, defaultDsMessages } from "../../i18n";
import { RatingDisplay, RatingInput, roundToHalf, starFill } from "./rating";

afterEach(cleanup);

describe("roundToHalf and starFill", () => {
  it("rounds to the nearest half within 0..5", () => {
    expect(roundToHalf(4.26)).toBe(4.5);
    expect(roundToHalf(4.24)).toBe(4);
    expect(roundToHalf(4.75)).toBe(5);
    expect(roundToHalf(7)).toBe(5);
    expect(roundToHalf(-1)).toBe(0);
    expect(roundToHalf(Number.NaN)).toBe(0);
  });

  it("fills whole, half and empty stars", () => {
    expect([0, 1, 2, 3, 4].map((i) => starFill(3.5, i))).toEqual([1, 1, 1, 0.5, 0]);
    expect([0, 1, 2, 3, 4].map((i) => starFill(0.5, i))).toEqual([0.5, 0, 0, 0, 0]);
    expect([0, 1, 2, 3, 4].map((i) => starFill(5, i))).toEqual([1, 1, 1, 1, 1]);
  });
});

describe("RatingDisplay", () => {
  it("reads the rating in words and the count as reviews", () => {
    render(<RatingDisplay value={4.5} count={128} />);
    expect(screen.getByRole("img", { name: "4.5 out of 5" })).toBeTruthy();
    expect(screen.getByText("(128)").getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByText("128 reviews").className).toContain("sr-only");
  });

  it("speaks Korean", () => {
    render(
      <DsLocaleProvider locale="ko" messages={{ ...defaultDsMessages, dates: koDates }}>
        <RatingDisplay value={4} count={1} />
      </DsLocaleProvider>,
    );
    expect(screen.getByRole("img", { name: "5점 만점에 4점" })).toBeTruthy();
    expect(screen.getByText("리뷰 1개")).toBeTruthy();
  });
});

describe("RatingInput", () => {
  it("offers five named stars and reports the choice", () => {
    const onChange = vi.fn();
    render(<RatingInput label="Your rating" onChange={onChange} />);
    const radios = screen.getAllByRole("radio");
    expect(radios.map((r) => r.getAttribute("aria-label"))).toEqual([
      "1 star",
      "2 stars",
      "3 stars",
      "4 stars",
      "5 stars",
    ]);
    fireEvent.click(radios[2]!);
    expect(onChange).toHaveBeenCalledWith(3);
    expect(radios[2]!.getAttribute("aria-checked")).toBe("true");
  });

  it("previews on hover without choosing", () => {
    const onChange = vi.fn();
    render(<RatingInput aria-label="Rating" defaultValue={1} onChange={onChange} />);
    const radios = screen.getAllByRole("radio");
    fireEvent.mouseEnter(radios[3]!);
    expect(radios.map((r) => r.querySelector("[data-fill]")?.getAttribute("data-fill"))).toEqual([
      "1",
      "1",
      "1",
      "1",
      "0",
    ]);
    fireEvent.mouseLeave(screen.getByRole("radiogroup"));
    expect(radios[1]!.querySelector("[data-fill]")?.getAttribute("data-fill")).toBe("0");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("clears to null", () => {
    const onChange = vi.fn();
    render(<RatingInput aria-label="Rating" defaultValue={4} clearable onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Clear rating" }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getAllByRole("radio").every((r) => r.getAttribute("aria-checked") === "false")).toBe(true);
  });

  it("marks required and invalid on the group", () => {
    render(<RatingInput aria-label="Rating" required invalid />);
    const group = screen.getByRole("radiogroup");
    expect(group.getAttribute("aria-required")).toBe("true");
    expect(group.getAttribute("aria-invalid")).toBe("true");
  });
});
