import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { nextSort, sortRows } from "./sort-rows";
import { Table, type TableColumn } from "./table";

afterEach(cleanup);

type Row = { id: number; name: string; price: number | null; date: Date };

const rows: Row[] = [
  { id: 1, name: "객실 10", price: 30, date: new Date("2026-05-03") },
  { id: 2, name: "객실 2", price: 10, date: new Date("2026-05-01") },
  { id: 3, name: "가든 룸", price: null, date: new Date("2026-05-02") },
  { id: 4, name: "나무 방", price: 10, date: new Date("invalid") },
];

const ids = (list: readonly Row[]) => list.map((row) => row.id);

describe("sortRows", () => {
  it("orders numbers both ways and keeps missing values last in either direction", () => {
    expect(ids(sortRows(rows, { accessor: "price" }, "ascending"))).toEqual([2, 4, 1, 3]);
    expect(ids(sortRows(rows, { accessor: "price" }, "descending"))).toEqual([1, 2, 4, 3]);
  });

  it("is stable: equal values keep their input order, also when descending", () => {
    const same = [
      { id: 1, v: 5 },
      { id: 2, v: 5 },
      { id: 3, v: 1 },
      { id: 4, v: 5 },
    ];
    expect(sortRows(same, { accessor: "v" }, "ascending").map((r) => r.id)).toEqual([3, 1, 2, 4]);
    expect(sortRows(same, { accessor: "v" }, "descending").map((r) => r.id)).toEqual([1, 2, 4, 3]);
  });

  it("compares Korean strings in 가나다 order with numbers inside read as numbers", () => {
    expect(sortRows(rows, { accessor: "name" }, "ascending", "ko").map((r) => r.name)).toEqual([
      "가든 룸",
      "객실 2",
      "객실 10",
      "나무 방",
    ]);
    expect(sortRows(rows, { accessor: "name" }, "descending", "ko").map((r) => r.name)).toEqual([
      "나무 방",
      "객실 10",
      "객실 2",
      "가든 룸",
    ]);
  });

  it("compares strings without regard to case, as people do", () => {
    const list = [{ s: "banana" }, { s: "Apple" }, { s: "cherry" }];
    expect(sortRows(list, { accessor: "s" }, "ascending").map((r) => r.s)).toEqual(["Apple", "banana", "cherry"]);
  });

  it("orders dates by time, invalid dates last", () => {
    expect(ids(sortRows(rows, { accessor: "date" }, "ascending"))).toEqual([2, 3, 1, 4]);
    expect(ids(sortRows(rows, { accessor: "date" }, "descending"))).toEqual([1, 3, 2, 4]);
  });

  it("reads values through an accessor function and leaves the input untouched", () => {
    const input = [...rows];
    const sorted = sortRows(input, { accessor: (row: Row) => -row.id }, "ascending");
    expect(ids(sorted)).toEqual([4, 3, 2, 1]);
    expect(input).toEqual(rows);
    expect(sorted).not.toBe(input);
  });
});

describe("nextSort", () => {
  it("cycles ascending, descending, unsorted, and starts ascending on another column", () => {
    expect(nextSort(null, "price")).toEqual({ columnId: "price", direction: "ascending" });
    expect(nextSort({ columnId: "price", direction: "ascending" }, "price")).toEqual({
      columnId: "price",
      direction: "descending",
    });
    expect(nextSort({ columnId: "price", direction: "descending" }, "price")).toBeNull();
    expect(nextSort({ columnId: "price", direction: "descending" }, "name")).toEqual({
      columnId: "name",
      direction: "ascending",
    });
  });
});

const columns: TableColumn<Row>[] = [
  { id: "name", header: "Room", accessor: "name", sortable: true, rowHeader: true },
  { id: "price", header: "Price", accessor: "price", sortable: true, align: "end" },
  { id: "date", header: "Date", accessor: "date" },
];

const bodyNames = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.querySelector("th, td")?.textContent);

describe("Table", () => {
  it("sorts from the header button and reports the sort on the header cell", () => {
    render(<Table caption="Rooms" columns={columns} rows={rows} />);
    const header = screen.getByRole("columnheader", { name: /Price/ });
    expect(header.getAttribute("aria-sort")).toBe("none");
    expect(screen.getByRole("columnheader", { name: "Date" }).hasAttribute("aria-sort")).toBe(false);

    const button = within(header).getByRole("button", { name: "Price" });
    fireEvent.click(button);
    expect(header.getAttribute("aria-sort")).toBe("ascending");
    expect(bodyNames()).toEqual(["객실 2", "나무 방", "객실 10", "가든 룸"]);
    fireEvent.click(button);
    expect(header.getAttribute("aria-sort")).toBe("descending");
    expect(bodyNames()[0]).toBe("객실 10");
    fireEvent.click(button);
    expect(header.getAttribute("aria-sort")).toBe("none");
    expect(bodyNames()).toEqual(rows.map((row) => row.name));
  });

  it("when controlled shows the given sort and only asks for changes", () => {
    const onSortChange = vi.fn();
    render(
      <Table
        caption="Rooms"
        columns={columns}
        rows={rows}
        sort={{ columnId: "price", direction: "descending" }}
        onSortChange={onSortChange}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Room" }));
    expect(onSortChange).toHaveBeenCalledWith({ columnId: "name", direction: "ascending" });
    expect(screen.getByRole("columnheader", { name: /Price/ }).getAttribute("aria-sort")).toBe("descending");
    expect(bodyNames()[0]).toBe("객실 10");
  });

  it("with manualSort leaves the order to the server", () => {
    render(
      <Table
        caption="Rooms"
        columns={columns}
        rows={rows}
        manualSort
        defaultSort={{ columnId: "price", direction: "ascending" }}
      />,
    );
    expect(bodyNames()).toEqual(rows.map((row) => row.name));
  });

  it("shows the empty message in one full-width row", () => {
    const { rerender } = render(<Table caption="Rooms" columns={columns} rows={[]} />);
    const cell = screen.getByRole("cell", { name: "No data" });
    expect(cell.getAttribute("colspan")).toBe("3");
    rerender(<Table caption="Rooms" columns={columns} rows={[]} emptyMessage="No reservations yet" />);
    expect(screen.getByRole("cell", { name: "No reservations yet" })).toBeTruthy();
  });

  it("while loading is busy, shows skeleton rows instead of data and says so", () => {
    render(<Table caption="Rooms" columns={columns} rows={rows} loading loadingRows={4} />);
    expect(screen.getByRole("table", { hidden: true }).getAttribute("aria-busy")).toBe("true");
    expect(document.querySelectorAll('[data-slot="table-skeleton-row"]')).toHaveLength(4);
    expect(screen.queryByText("객실 2")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Loading…");
  });

  it("clicks a row with the pointer or Enter, but not when a control inside the row is used", () => {
    const onRowClick = vi.fn();
    const withAction: TableColumn<Row>[] = [
      ...columns,
      { id: "action", header: "Action", cell: () => <button type="button">Cancel</button> },
    ];
    render(<Table caption="Rooms" columns={withAction} rows={rows} onRowClick={onRowClick} />);
    const row = screen.getAllByRole("row")[1]!;
    fireEvent.click(within(row).getByRole("rowheader"));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0], 0);
    fireEvent.keyDown(row, { key: "Enter" });
    expect(onRowClick).toHaveBeenCalledTimes(2);
    fireEvent.click(within(row).getByRole("button", { name: "Cancel" }));
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it("names its scroll region by the caption, also when the caption is hidden", () => {
    render(<Table caption="Rooms" captionHidden columns={columns} rows={rows} />);
    const region = screen.getByRole("region", { name: "Rooms" });
    expect(region.getAttribute("tabindex")).toBe("0");
    expect(screen.getByText("Rooms").className).toContain("sr-only");
  });

  it("formats numbers and dates for the locale by default", () => {
    render(
      <Table
        caption="Totals"
        columns={[
          { id: "n", header: "N", accessor: "n" },
          { id: "d", header: "D", accessor: "d" },
        ]}
        rows={[{ n: 1234567, d: new Date("2026-05-15T12:00:00Z") }]}
      />,
    );
    expect(screen.getByRole("cell", { name: "1,234,567" })).toBeTruthy();
    expect(screen.getByRole("cell", { name: "May 15, 2026" })).toBeTruthy();
  });
});
