import { localizePages } from "@contracts/survey";
import { describe, expect, it } from "vitest";
import { PRELIMINARY_PAGES } from "../mocks/fixtures";
import { pagePosition, rateRow, startPageId, toggleChoice, withAnswer } from "./answering";

const pages = localizePages(PRELIMINARY_PAGES, "en");

describe("where a guest resumes", () => {
  it("starts on the saved page when it is still shown, else on the first", () => {
    expect(startPageId(pages, {}, null)).toBe("about");
    expect(startPageId(pages, { first_visit: "no" }, "interests")).toBe("interests");
    expect(startPageId(pages, {}, "removed_page")).toBe("about");
  });
});

describe("page position", () => {
  it("counts pages and knows the neighbours", () => {
    expect(pagePosition(pages, {}, "interests")).toMatchObject({
      number: 2,
      total: 4,
      previousId: "about",
      nextId: "access",
      isFirst: false,
      isLast: false,
    });
    expect(pagePosition(pages, {}, "expectations")).toMatchObject({ number: 4, isLast: true, nextId: null });
    expect(pagePosition(pages, {}, "nowhere")).toMatchObject({ number: 1, isFirst: true, previousId: null });
  });
});

describe("changing answers", () => {
  it("drops a cleared answer and keeps text as typed", () => {
    expect(withAnswer({ a: "x" }, "a", undefined)).toEqual({});
    expect(withAnswer({ a: "x" }, "a", "")).toEqual({});
    expect(withAnswer({}, "a", " ")).toEqual({ a: " " });
    expect(withAnswer({ a: ["x"] }, "a", [])).toEqual({});
    expect(withAnswer({}, "r", 3)).toEqual({ r: 3 });
    expect(withAnswer({}, "m", {})).toEqual({});
  });

  it("keeps chosen options in the options' order", () => {
    const options = [{ id: "a" }, { id: "b" }, { id: "c" }];
    expect(toggleChoice(options, ["c"], "a", true)).toEqual(["a", "c"]);
    expect(toggleChoice(options, ["a", "c"], "a", false)).toEqual(["c"]);
    expect(toggleChoice(options, undefined, "b", true)).toEqual(["b"]);
  });

  it("rates one matrix row and keeps the others", () => {
    expect(rateRow({ guide: 5 }, "meals", 3)).toEqual({ guide: 5, meals: 3 });
    expect(rateRow(undefined, "guide", 1)).toEqual({ guide: 1 });
    expect(rateRow({ guide: 5 }, "guide", 2)).toEqual({ guide: 2 });
  });
});
