import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IconButton, iconButtonVariants } from "./icon-button";

afterEach(cleanup);

describe("IconButton", () => {
  it("is named by its label, which is also the tooltip, and hides the icon", () => {
    render(
      <IconButton label="Add to wishlist">
        <svg data-testid="icon" />
      </IconButton>,
    );
    const button = screen.getByRole("button", { name: "Add to wishlist" });
    expect(button.getAttribute("title")).toBe("Add to wishlist");
    expect(button.dataset.slot).toBe("icon-button");
    expect(screen.getByTestId("icon").closest("[aria-hidden='true']")).not.toBeNull();
  });

  it("takes the button's intents and its own square sizes", () => {
    render(
      <IconButton label="Delete" intent="danger" size="lg">
        <svg />
      </IconButton>,
    );
    const button = screen.getByRole("button", { name: "Delete" });
    const classes = button.className.split(" ");
    expect(classes).toContain("bg-danger");
    expect(classes).toContain("size-11");
    expect(classes).not.toContain("size-9");
    expect(button.dataset.size).toBe("lg");
    expect(iconButtonVariants()).toBe(iconButtonVariants({ size: "md" }));
  });

  it("while loading keeps its name, swaps the icon for the spinner and ignores clicks", () => {
    const onClick = vi.fn();
    render(
      <IconButton label="Share" loading onClick={onClick}>
        <svg data-testid="icon" />
      </IconButton>,
    );
    const button = screen.getByRole("button", { name: "Share" });
    expect(screen.queryByTestId("icon")).toBeNull();
    expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
