import { describe, expect, it } from "vitest";
import { chosenTab, withTab } from "./page-tabs";

const TABS = ["passes", "orders", "questions"] as const;

describe("chosenTab", () => {
  it("is the address's tab when the page has it", () => {
    expect(chosenTab("orders", TABS)).toBe("orders");
    expect(chosenTab("questions", TABS)).toBe("questions");
  });

  it("is the first tab for none, an empty value or an unknown one (no case folding)", () => {
    expect(chosenTab(null, TABS)).toBe("passes");
    expect(chosenTab(undefined, TABS)).toBe("passes");
    expect(chosenTab("", TABS)).toBe("passes");
    expect(chosenTab("Orders", TABS)).toBe("passes");
    expect(chosenTab("toString", TABS)).toBe("passes");
  });

  it("is undefined for a page without tabs", () => {
    expect(chosenTab("orders", [])).toBeUndefined();
  });
});

describe("withTab", () => {
  it("names a tab other than the default and leaves the default out", () => {
    expect(withTab(new URLSearchParams(""), "orders", "passes").toString()).toBe("tab=orders");
    expect(withTab(new URLSearchParams("tab=orders"), "passes", "passes").toString()).toBe("");
  });

  it("keeps the other parameters and drops the ones the tabs' screens own", () => {
    const query = new URLSearchParams("tab=orders&status=cancelled&lang=ko");
    expect(withTab(query, "questions", "passes", ["status"]).toString()).toBe("tab=questions&lang=ko");
    expect(withTab(query, "orders", "passes").toString()).toBe("tab=orders&status=cancelled&lang=ko");
    // the query given is not changed
    expect(query.toString()).toBe("tab=orders&status=cancelled&lang=ko");
  });
});
