import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DsLocaleProvider, defaultDsMessages } from "../../i18n";
import { ButtonLink, buttonLinkVariants } from "./button-link";

afterEach(cleanup);

describe("buttonLinkVariants", () => {
  it("is the button's look without the browser's underline", () => {
    const classes = buttonLinkVariants({ intent: "outline", size: "lg" }).split(" ");
    expect(classes).toContain("border-input");
    expect(classes).toContain("h-11");
    expect(classes).toContain("no-underline");
  });
});

describe("ButtonLink", () => {
  it("renders an <a> with the button's classes and no rel for a same-tab link", () => {
    render(<ButtonLink href="/cart">Cart</ButtonLink>);
    const link = screen.getByRole("link", { name: "Cart" });
    expect(link.tagName).toBe("A");
    expect(link.getAttribute("rel")).toBeNull();
    expect(link.className.split(" ")).toContain("bg-primary");
    expect(link.dataset.slot).toBe("button-link");
  });

  it("makes a new-tab link safe and says so to screen readers, keeping the caller's rel words", () => {
    render(
      <ButtonLink href="https://example.com" target="_blank" rel="nofollow noopener">
        Partner
      </ButtonLink>,
    );
    // jsdom's name computation drops the space before an inline child; the text itself keeps it
    const link = screen.getByRole("link", { name: /^Partner ?\(opens in a new tab\)$/ });
    expect(link.textContent).toBe("Partner (opens in a new tab)");
    expect(link.getAttribute("rel")).toBe("nofollow noopener noreferrer");
  });

  it("renders the child instead of an <a> with asChild, and protects a new tab set on the child", () => {
    render(
      <ButtonLink asChild intent="ghost">
        <a href="https://example.com" target="_blank" data-testid="child">
          Map
        </a>
      </ButtonLink>,
    );
    const link = screen.getByTestId("child");
    expect(link.querySelector("a")).toBeNull();
    expect(link.className.split(" ")).toContain("bg-transparent");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.textContent).toContain("(opens in a new tab)");
  });

  it("takes the new-tab hint from the active locale", () => {
    render(
      <DsLocaleProvider
        locale="ko"
        messages={{ ...defaultDsMessages, data: { ...defaultDsMessages.data, buttonLink: { newTab: "(새 탭)" } } }}
      >
        <ButtonLink href="https://example.com" target="_blank">
          지도
        </ButtonLink>
      </DsLocaleProvider>,
    );
    expect(screen.getByRole("link").textContent).toBe("지도 (새 탭)");
  });
});
