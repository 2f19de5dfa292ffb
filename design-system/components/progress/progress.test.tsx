import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import ko from "../../../locales/ko/ds-feedback.json";
import { DsLocaleProvider, defaultDsMessages } from "../../i18n";
import { Progress, formatPercent, progressFraction } from "./progress";

afterEach(cleanup);

describe("progressFraction", () => {
  it("divides by max and clamps to 0..1", () => {
    expect(progressFraction(25)).toBe(0.25);
    expect(progressFraction(3, 4)).toBe(0.75);
    expect(progressFraction(-5)).toBe(0);
    expect(progressFraction(150)).toBe(1);
  });

  it("is unknown without a value or with an unusable max", () => {
    expect(progressFraction(null)).toBeNull();
    expect(progressFraction(undefined)).toBeNull();
    expect(progressFraction(Number.NaN)).toBeNull();
    expect(progressFraction(5, 0)).toBeNull();
  });
});

describe("formatPercent", () => {
  it("rounds to whole percents in the locale's style", () => {
    expect(formatPercent(0.426, "en")).toBe("43%");
    expect(formatPercent(1, "ko")).toBe("100%");
  });
});

describe("Progress", () => {
  it("names the bar after its label and reports the value as a percentage", () => {
    render(<Progress label="Uploading passport.jpg" value={3} max={4} showValue />);
    const bar = screen.getByRole("progressbar", { name: "Uploading passport.jpg" });
    expect(bar.getAttribute("aria-valuenow")).toBe("3");
    expect(bar.getAttribute("aria-valuemax")).toBe("4");
    expect(bar.getAttribute("aria-valuetext")).toBe("75%");
    expect(screen.getByText("75%")).toBeTruthy();
  });

  it("without a value is indeterminate: no aria-valuenow and no percentage", () => {
    render(<Progress showValue />);
    const bar = screen.getByRole("progressbar", { name: "Progress" });
    expect(bar.hasAttribute("aria-valuenow")).toBe(false);
    expect(bar.dataset.state).toBe("indeterminate");
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it("falls back to the localized name", () => {
    render(
      <DsLocaleProvider locale="ko" messages={{ ...defaultDsMessages, feedback: ko }}>
        <Progress value={10} />
      </DsLocaleProvider>,
    );
    expect(screen.getByRole("progressbar", { name: ko.progress.label })).toBeTruthy();
  });
});
