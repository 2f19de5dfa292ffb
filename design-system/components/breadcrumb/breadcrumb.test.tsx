import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Breadcrumb } from "./breadcrumb";

afterEach(cleanup);

const items = [
  { label: "Home", href: "/" },
  { label: "Tours", href: "/tours" },
  { label: "Seoul", href: "/tours/seoul" },
  { label: "Night tours", href: "/tours/seoul/night" },
  { label: "Tower tour" },
];

const crumbs = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-slot="breadcrumb-item"]')).map((li) => ({
    text: li.textContent,
    folded: li.className.split(" ").includes("hidden"),
  }));

describe("Breadcrumb", () => {
  it("marks the last crumb as the current page, also when it is a link", () => {
    render(<Breadcrumb items={[items[0]!, { label: "Tours", href: "/tours" }]} />);
    expect(screen.getByRole("link", { name: "Tours" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Home" }).hasAttribute("aria-current")).toBe(false);
  });

  it("folds only the middle crumbs, keeping first, parent and current", () => {
    render(<Breadcrumb items={items} />);
    expect(crumbs()).toEqual([
      { text: "Home", folded: false },
      { text: "Tours", folded: true },
      { text: "Seoul", folded: true },
      { text: "Night tours", folded: false },
      { text: "Tower tour", folded: false },
    ]);
  });

  it("reveals every crumb from the ellipsis button and focuses the first one revealed", () => {
    render(<Breadcrumb items={items} />);
    fireEvent.click(screen.getByRole("button", { name: "Show the full path" }));
    expect(crumbs().every((crumb) => !crumb.folded)).toBe(true);
    expect(screen.queryByRole("button")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Tours" }));
  });

  it("never folds three crumbs or fewer", () => {
    render(<Breadcrumb items={items.slice(2)} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(crumbs().some((crumb) => crumb.folded)).toBe(false);
  });

  it("renders links through renderLink with the crumb's href and classes", () => {
    render(
      <Breadcrumb
        items={items.slice(0, 2)}
        renderLink={({ href, children, ...props }) => (
          <a data-to={href} {...props}>
            {children}
          </a>
        )}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(nav).getByText("Home").getAttribute("data-to")).toBe("/");
  });
});
