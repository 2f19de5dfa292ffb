import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FormMessage } from "./form-message";

afterEach(cleanup);

describe("FormMessage", () => {
  it("renders nothing for an empty message, so a form can always place it", () => {
    for (const empty of [null, undefined, false, ""]) {
      const { container } = render(<FormMessage>{empty}</FormMessage>);
      expect(container.innerHTML).toBe("");
      cleanup();
    }
  });

  it("still shows a zero, which is a message and not an empty one", () => {
    render(<FormMessage tone="info">{0}</FormMessage>);
    expect(screen.getByRole("note").textContent).toBe("0");
  });

  it("announces a failure at once, what was done politely, and leaves a notice to be read in place", () => {
    render(
      <>
        <FormMessage>Could not save.</FormMessage>
        <FormMessage tone="success">Saved.</FormMessage>
        <FormMessage tone="info">No slots today.</FormMessage>
      </>,
    );
    expect(screen.getByRole("alert").textContent).toBe("Could not save.");
    expect(screen.getByRole("status").textContent).toBe("Saved.");
    expect(screen.getByRole("note").textContent).toBe("No slots today.");
  });

  it("draws a failure in the danger colour and the others in the neutral frame", () => {
    render(
      <>
        <FormMessage>Could not save.</FormMessage>
        <FormMessage tone="success">Saved.</FormMessage>
      </>,
    );
    expect(screen.getByRole("alert").className.split(" ")).toEqual(
      expect.arrayContaining(["border-danger", "text-danger"]),
    );
    expect(screen.getByRole("status").className.split(" ")).toEqual(
      expect.arrayContaining(["border-border", "text-foreground"]),
    );
  });
});
