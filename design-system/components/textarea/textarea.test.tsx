import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COUNT_ANNOUNCE_DELAY_MS, Textarea } from "./textarea";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const liveRegion = () => document.querySelector('[data-slot="textarea-count-live"]');

describe("Textarea character count", () => {
  it("shows the count of an uncontrolled textarea as the person types", () => {
    render(<Textarea aria-label="About" maxLength={500} showCount defaultValue="Hello" />);
    expect(screen.getByText("5 / 500")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "Hello there" } });
    expect(screen.getByText("11 / 500")).toBeTruthy();
  });

  it("follows a controlled value, in the locale's digits", () => {
    const { rerender } = render(
      <Textarea aria-label="About" maxLength={2000} showCount value={"x".repeat(1200)} onChange={() => {}} />,
    );
    expect(screen.getByText("1,200 / 2,000")).toBeTruthy();
    rerender(<Textarea aria-label="About" maxLength={2000} showCount value="" onChange={() => {}} />);
    expect(screen.getByText("0 / 2,000")).toBeTruthy();
  });

  it("reads a value written straight into the DOM before mount (react-hook-form's register)", () => {
    render(
      <Textarea
        aria-label="About"
        maxLength={500}
        showCount
        ref={(node) => {
          if (node) node.value = "Saved text";
        }}
      />,
    );
    expect(screen.getByText("10 / 500")).toBeTruthy();
  });

  it("announces politely once typing pauses, not on every key, and not on first render", async () => {
    vi.useFakeTimers();
    render(<Textarea aria-label="About" maxLength={500} showCount />);
    expect(liveRegion()?.getAttribute("aria-live")).toBe("polite");
    expect(liveRegion()?.textContent).toBe("");
    const textarea = screen.getByRole("textbox");
    fireEvent.change(textarea, { target: { value: "a" } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(COUNT_ANNOUNCE_DELAY_MS - 100);
    });
    fireEvent.change(textarea, { target: { value: "ab" } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(COUNT_ANNOUNCE_DELAY_MS - 100);
    });
    expect(liveRegion()?.textContent).toBe("");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(liveRegion()?.textContent).toBe("2 of 500 characters used");
  });

  it("hides the visible count from screen readers and marks it when over the limit", () => {
    render(<Textarea aria-label="About" maxLength={5} showCount value="too long" onChange={() => {}} />);
    const count = screen.getByText("8 / 5");
    expect(count.getAttribute("aria-hidden")).toBe("true");
    expect(count.className).toContain("text-danger");
  });

  it("renders no count without showCount or maxLength", () => {
    render(<Textarea aria-label="About" showCount />);
    expect(document.querySelector('[data-slot="textarea-count"]')).toBeNull();
  });
});
