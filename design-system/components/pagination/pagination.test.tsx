import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paginationItems } from "./pagination-items";
import { Pagination } from "./pagination";

afterEach(cleanup);

describe("paginationItems", () => {
  it("lists every page when they all fit", () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it("near the start shows the first pages and one gap before the last", () => {
    expect(paginationItems(1, 12)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 12]);
    expect(paginationItems(4, 12)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 12]);
  });

  it("in the middle shows the current page with its siblings between two gaps", () => {
    expect(paginationItems(5, 12)).toEqual([1, "ellipsis-start", 4, 5, 6, "ellipsis-end", 12]);
    expect(paginationItems(6, 12, 2)).toEqual([1, "ellipsis-start", 4, 5, 6, 7, 8, "ellipsis-end", 12]);
  });

  it("near the end shows the last pages and one gap after the first", () => {
    expect(paginationItems(9, 12)).toEqual([1, "ellipsis-start", 8, 9, 10, 11, 12]);
    expect(paginationItems(12, 12)).toEqual([1, "ellipsis-start", 8, 9, 10, 11, 12]);
  });

  it("keeps the same number of items wherever the current page is", () => {
    const lengths = new Set(Array.from({ length: 40 }, (_, i) => paginationItems(i + 1, 40).length));
    expect([...lengths]).toEqual([7]);
  });

  it("never hides a single page behind an ellipsis", () => {
    for (let page = 1; page <= 12; page++) {
      const items = paginationItems(page, 12);
      items.forEach((item, i) => {
        if (typeof item === "string") {
          const before = items[i - 1] as number;
          const after = items[i + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        }
      });
    }
  });

  it("clamps an out-of-range page and copes with zero siblings", () => {
    expect(paginationItems(99, 12)).toEqual(paginationItems(12, 12));
    expect(paginationItems(-3, 12)).toEqual(paginationItems(1, 12));
    expect(paginationItems(6, 12, 0)).toEqual([1, "ellipsis-start", 6, "ellipsis-end", 12]);
  });
});

describe("Pagination", () => {
  it("marks the current page, names every control and moves by one, to the ends, or to a page", () => {
    const onPageChange = vi.fn();
    render(<Pagination page={5} pageCount={12} onPageChange={onPageChange} variant="full" />);
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Page 5" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous page" }));
    fireEvent.click(screen.getByRole("button", { name: "First page" }));
    fireEvent.click(screen.getByRole("button", { name: "Last page" }));
    fireEvent.click(screen.getByRole("button", { name: "Page 6" }));
    expect(onPageChange.mock.calls.map(([page]) => page as number)).toEqual([6, 4, 1, 12, 6]);
  });

  it("disables the controls that lead nowhere and ignores the current page", () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageCount={3} onPageChange={onPageChange} variant="full" />);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Previous page" }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "First page" }).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Page 1" }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it("compact: shows 3 / 12 and says the page in words", () => {
    render(<Pagination page={3} pageCount={12} onPageChange={() => {}} variant="compact" />);
    expect(screen.getByText("3 / 12").getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByText("Page 3 of 12")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Page 3" })).toBeNull();
  });
});
