import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button, buttonVariants } from "./button";

afterEach(cleanup);

describe("buttonVariants", () => {
  it("defaults to the primary intent at medium size", () => {
    const classes = buttonVariants().split(" ");
    expect(classes).toContain("bg-primary");
    expect(classes).toContain("h-9");
    expect(buttonVariants()).toBe(buttonVariants({ intent: "primary", size: "md" }));
  });

  it("uses the hover token for the neutral intents and a darker fill for the coloured ones", () => {
    for (const intent of ["secondary", "outline", "ghost"] as const) {
      expect(buttonVariants({ intent }).split(" ")).toContain("not-disabled:hover:bg-hover");
    }
    expect(buttonVariants({ intent: "primary" }).split(" ")).toContain("not-disabled:hover:bg-primary-hover");
    expect(buttonVariants({ intent: "danger" }).split(" ")).toContain("not-disabled:hover:bg-danger-hover");
  });
});

describe("Button", () => {
  it("is a non-submitting button with stable data hooks", () => {
    render(<Button>Book now</Button>);
    const button = screen.getByRole("button", { name: "Book now" });
    expect(button.getAttribute("type")).toBe("button");
    expect(button.dataset.slot).toBe("button");
    expect(button.dataset.intent).toBe("primary");
    expect(button.dataset.size).toBe("md");
  });

  it("submits a form only when asked to", () => {
    const onSubmit = vi.fn();
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Plain" }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("lets the caller's className win over the variant's", () => {
    render(
      <Button size="md" className="px-8">
        Wide
      </Button>,
    );
    const classes = screen.getByRole("button").className.split(" ");
    expect(classes).toContain("px-8");
    expect(classes).not.toContain("px-4");
  });

  it("while loading: keeps the label as its name, is busy and disabled, ignores clicks", () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Pay now
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Pay now" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("when not loading: no aria-busy and no spinner", () => {
    render(<Button>Pay now</Button>);
    const button = screen.getByRole("button", { name: "Pay now" });
    expect(button.hasAttribute("aria-busy")).toBe(false);
    expect(button.querySelector('[data-slot="spinner"]')).toBeNull();
  });

  it("an icon button shows the spinner instead of its icon while loading and keeps its aria-label", () => {
    render(
      <Button size="icon" aria-label="Next photo" loading>
        <svg data-testid="icon" />
      </Button>,
    );
    expect(screen.queryByTestId("icon")).toBeNull();
    expect(screen.getByRole("button", { name: "Next photo" }).querySelector('[data-slot="spinner"]')).not.toBeNull();
  });
});
