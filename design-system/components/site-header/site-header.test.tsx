import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteHeader } from "./site-header";

afterEach(cleanup);

const nav = (
  <ul>
    <li>
      <a href="/tours">Tours</a>
    </li>
  </ul>
);

const panel = () => {
  const toggle = screen.getByRole("button", { name: "Menu" });
  return { toggle, panel: document.getElementById(toggle.getAttribute("aria-controls") ?? "") };
};

describe("SiteHeader", () => {
  it("toggles the menu panel it controls", () => {
    render(<SiteHeader logo="K-Travel" nav={nav} />);
    const { toggle, panel: menu } = panel();
    expect(menu?.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(menu?.hidden).toBe(false);
    fireEvent.click(toggle);
    expect(menu?.hidden).toBe(true);
  });

  it("closes on Escape, giving focus back to the menu button, and after a link is followed", () => {
    render(<SiteHeader logo="K-Travel" nav={nav} defaultMenuOpen />);
    const { toggle, panel: menu } = panel();
    fireEvent.keyDown(screen.getByRole("navigation", { name: "Main menu" }), { key: "Escape" });
    expect(menu?.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole("navigation", { name: "Main menu" }).querySelector("a")!);
    expect(menu?.hidden).toBe(true);
  });

  it("when controlled only asks to change", () => {
    const onMenuOpenChange = vi.fn();
    render(<SiteHeader logo="K-Travel" nav={nav} menuOpen={false} onMenuOpenChange={onMenuOpenChange} />);
    fireEvent.click(panel().toggle);
    expect(onMenuOpenChange).toHaveBeenCalledWith(true);
    expect(panel().toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("puts the utilities in the bar and again at the foot of the menu panel, for narrow headers", () => {
    render(<SiteHeader logo="K-Travel" nav={nav} utilities={<button type="button">Sign out</button>} collapse="xl" />);
    const { toggle, panel: menu } = panel();
    expect(toggle.className).toContain("@6xl:hidden");
    const inBar = document.querySelector('[data-slot="site-header-utilities"]');
    expect(inBar?.className).toContain("@6xl:flex");
    expect(inBar?.textContent).toBe("Sign out");
    expect(menu?.querySelector('[data-slot="site-header-panel-utilities"]')?.textContent).toBe("Sign out");
  });

  it("keeps the bar for the widest headers only with collapse 2xl (80rem)", () => {
    render(<SiteHeader logo="K-Travel" nav={nav} utilities={<button type="button">Sign out</button>} collapse="2xl" />);
    expect(panel().toggle.className).toContain("@7xl:hidden");
    expect(document.querySelector('[data-slot="site-header-utilities"]')?.className).toContain("@7xl:flex");
  });

  it("has no menu button without navigation, and reserves its height when fixed", () => {
    const { container } = render(<SiteHeader logo="K-Travel" fixed />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(container.firstElementChild?.getAttribute("data-slot")).toBe("site-header-spacer");
    expect(screen.getByRole("banner").className).toContain("z-sticky");
  });
});
