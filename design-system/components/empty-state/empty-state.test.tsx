import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../../locales/en/ds-feedback.json";
import ko from "../../../locales/ko/ds-feedback.json";
import { DsLocaleProvider, defaultDsMessages } from "../../i18n";
import { EmptyState, emptyStateKinds } from "./empty-state";

afterEach(cleanup);

describe("EmptyState", () => {
  it("has words in both languages for every kind", () => {
    for (const kind of emptyStateKinds) {
      expect(en.empty[kind].title).toBeTruthy();
      expect(ko.empty[kind].title).toBeTruthy();
      expect(ko.empty[kind].title).not.toBe(en.empty[kind].title);
    }
  });

  it("shows the preset words of its kind in the active language", () => {
    render(
      <DsLocaleProvider locale="ko" messages={{ ...defaultDsMessages, feedback: ko }}>
        <EmptyState kind="pointHistory" />
      </DsLocaleProvider>,
    );
    expect(screen.getByText(ko.empty.pointHistory.title)).toBeTruthy();
    expect(screen.getByText(ko.empty.pointHistory.description)).toBeTruthy();
  });

  it("lets the caller's text replace the preset, and null remove the description", () => {
    render(<EmptyState kind="coupons" title="Nothing to redeem" description={null} titleAs="h2" />);
    expect(screen.getByRole("heading", { level: 2, name: "Nothing to redeem" })).toBeTruthy();
    expect(screen.queryByText(en.empty.coupons.description)).toBeNull();
  });

  it("hides the icon from screen readers", () => {
    const { container } = render(<EmptyState kind="cart" />);
    const icon = container.querySelector('[data-slot="empty-state-icon"]');
    expect(icon?.getAttribute("aria-hidden")).toBe("true");
    expect(icon?.querySelector("svg")).not.toBeNull();
  });
});
