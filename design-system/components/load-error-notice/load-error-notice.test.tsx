import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoadErrorNotice } from "./load-error-notice";

afterEach(cleanup);

const texts = {
  title: "The reviews could not be loaded",
  detail: "The server took too long.",
  retryLabel: "Try again",
};

describe("LoadErrorNotice", () => {
  it("is one alert that says what failed and why, and retries on request", () => {
    const onRetry = vi.fn();
    render(<LoadErrorNotice {...texts} onRetry={onRetry} />);
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText(texts.title)).toBeTruthy();
    expect(within(alert).getByText(texts.detail)).toBeTruthy();
    expect(onRetry).not.toHaveBeenCalled();
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("keeps the danger frame when the caller adds classes, and hides its icon from screen readers", () => {
    render(<LoadErrorNotice {...texts} onRetry={() => {}} className="mt-6" />);
    const alert = screen.getByRole("alert");
    expect(alert.dataset.slot).toBe("load-error-notice");
    expect(alert.className.split(" ")).toEqual(
      expect.arrayContaining(["border", "border-danger", "bg-surface", "mt-6"]),
    );
    expect(alert.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("uses a small retry button unless the page asks for the touch size", () => {
    render(<LoadErrorNotice {...texts} onRetry={() => {}} />);
    expect(screen.getByRole("button").dataset.size).toBe("sm");
    cleanup();
    render(<LoadErrorNotice {...texts} onRetry={() => {}} retrySize="lg" />);
    expect(screen.getByRole("button").dataset.size).toBe("lg");
  });
});
