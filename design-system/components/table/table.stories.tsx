import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import type { SortState } from "./sort-rows";
import { Table, type TableColumn, type TableProps } from "./table";
import { announceStoryRendered, forcedStatesCatalog } from "../../stories/catalog";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

type Reservation = {
  number: string;
  product: string;
  date: Date;
  travellers: number;
  amount: number;
};

const reservations: Reservation[] = [
  {
    number: "R-0142",
    product: "Airport pick-up",
    date: new Date("2026-05-20T12:00:00+09:00"),
    travellers: 2,
    amount: 85,
  },
  {
    number: "R-0138",
    product: "DMZ day tour",
    date: new Date("2026-05-18T12:00:00+09:00"),
    travellers: 4,
    amount: 316,
  },
  { number: "R-0151", product: "Nanta show", date: new Date("2026-06-02T12:00:00+09:00"), travellers: 1, amount: 55 },
  {
    number: "R-0129",
    product: "Bukchon walking tour",
    date: new Date("2026-05-16T12:00:00+09:00"),
    travellers: 3,
    amount: 120,
  },
];

const usd = new Intl.NumberFormat("en", { style: "currency", currency: "USD" });

const columns: TableColumn<Reservation>[] = [
  { id: "number", header: "Reservation", accessor: "number", sortable: true, rowHeader: true, width: "8rem" },
  { id: "product", header: "Product", accessor: "product", sortable: true },
  { id: "date", header: "Date", accessor: "date", sortable: true },
  { id: "travellers", header: "Travellers", accessor: "travellers", align: "end" },
  {
    id: "amount",
    header: "Amount",
    accessor: "amount",
    sortable: true,
    align: "end",
    cell: (row) => usd.format(row.amount),
  },
];

/** The generic Table bound to one row type, so the controls panel and the args are typed. */
function ReservationTable(props: TableProps<Reservation>) {
  return <Table {...props} />;
}

const firstColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);

const meta = {
  title: "Design System/Data/Table",
  component: ReservationTable,
  tags: ["autodocs"],
  parameters: componentDocs(
    "A typed data table: `columns` (header, `accessor`, `cell`, `sortable`, `align`, `width`, `rowHeader`) " +
      "over `rows`. Sortable headers are buttons; the header cell carries `aria-sort` and a press cycles " +
      "ascending → descending → unsorted (`sortRows`: stable, locale collation for Korean, numbers, dates). " +
      "Sort is uncontrolled (`defaultSort`) or controlled (`sort` + `onSortChange`; `manualSort` for server " +
      "order). Empty (`emptyMessage`, default “No data”) and `loading` states; optional `onRowClick`. On a " +
      "narrow screen the table scrolls sideways in a focusable region named by the caption.",
  ),
  argTypes: argControls({
    radio: { density: ["comfortable", "compact"] },
    boolean: ["striped", "loading", "captionHidden"],
    text: ["caption", "emptyMessage"],
    none: ["columns", "rows"],
  }),
  args: {
    caption: "Your reservations",
    columns,
    rows: reservations,
    rowKey: (row) => row.number,
    density: "comfortable",
    striped: false,
    loading: false,
    captionHidden: false,
  },
} satisfies Meta<typeof ReservationTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press a header to sort: ascending, descending, then back to the original order. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Your reservations" });
    const amount = canvas.getByRole("columnheader", { name: "Amount" });
    await expect(amount).toHaveAttribute("aria-sort", "none");
    await expect(canvas.getByRole("columnheader", { name: "Travellers" })).not.toHaveAttribute("aria-sort");

    await userEvent.click(within(amount).getByRole("button", { name: "Amount" }));
    await expect(amount).toHaveAttribute("aria-sort", "ascending");
    await expect(firstColumn(table)).toEqual(["R-0151", "R-0142", "R-0129", "R-0138"]);
    await expect(canvas.getByText("Sorted by Amount, ascending")).toBeInTheDocument();

    await userEvent.click(within(amount).getByRole("button", { name: "Amount" }));
    await expect(amount).toHaveAttribute("aria-sort", "descending");
    await expect(firstColumn(table)).toEqual(["R-0138", "R-0129", "R-0142", "R-0151"]);

    await userEvent.click(within(amount).getByRole("button", { name: "Amount" }));
    await expect(amount).toHaveAttribute("aria-sort", "none");
    await expect(firstColumn(table)).toEqual(reservations.map((row) => row.number));
  },
};

/** Every prop on the controls panel; the same picture as Default. */
export const Playground: Story = { tags: ["no-visual"] };

/** Headers are buttons: Tab reaches them (after the scroll region), Enter and Space sort. */
export const KeyboardSort: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table");
    await userEvent.tab();
    await expect(canvas.getByRole("region", { name: "Your reservations" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const product = canvas.getByRole("button", { name: "Product" });
    await expect(product).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("columnheader", { name: "Product" })).toHaveAttribute("aria-sort", "ascending");
    await expect(firstColumn(table)).toEqual(["R-0142", "R-0129", "R-0138", "R-0151"]);
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("columnheader", { name: "Product" })).toHaveAttribute("aria-sort", "descending");
    await expect(firstColumn(table)).toEqual(["R-0151", "R-0138", "R-0129", "R-0142"]);
  },
};

/** Starts sorted by date, soonest first (`defaultSort`). */
export const SortedByDate: Story = {
  args: { defaultSort: { columnId: "date", direction: "ascending" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("columnheader", { name: "Date" })).toHaveAttribute("aria-sort", "ascending");
    await expect(firstColumn(canvas.getByRole("table"))).toEqual(["R-0129", "R-0138", "R-0142", "R-0151"]);
  },
};

const onSortChange = fn();

/** The page owns the sort (e.g. in the URL, or sent to the server); the table only asks for changes. */
export const Controlled: Story = {
  args: { onSortChange },
  render: function Render(args) {
    const [sort, setSort] = useState<SortState>({ columnId: "amount", direction: "descending" });
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">sort: {sort ? `${sort.columnId} ${sort.direction}` : "none"}</p>
        <ReservationTable
          {...args}
          sort={sort}
          onSortChange={(next) => {
            args.onSortChange?.(next);
            setSort(next);
          }}
        />
      </div>
    );
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("columnheader", { name: "Amount" })).toHaveAttribute("aria-sort", "descending");
    await userEvent.click(canvas.getByRole("button", { name: "Date" }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: "date", direction: "ascending" });
    await expect(canvas.getByText("sort: date ascending")).toBeVisible();
    await expect(canvas.getByRole("columnheader", { name: "Amount" })).toHaveAttribute("aria-sort", "none");
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("cell", { name: "No data" })).toHaveAttribute("colspan", String(columns.length));
  },
};

/** The caller's words for an empty list (the spec's “no reservation” messages come from the feature). */
export const EmptyWithMessage: Story = {
  args: { rows: [], emptyMessage: "You have no reservations yet." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("cell", { name: "You have no reservations yet." })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole("table");
    await expect(table).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading…");
    await expect(canvasElement.querySelectorAll('[data-slot="table-skeleton-row"]')).toHaveLength(3);
    await expect(canvas.queryByText("R-0142")).toBeNull();
  },
};

const onRowClick = fn();

/** Rows open the reservation: a click, or Enter on a focused row. */
export const ClickableRows: Story = {
  args: { onRowClick },
  play: async ({ canvas, args }) => {
    const rows = canvas.getAllByRole("row").slice(1);
    await userEvent.click(within(rows[1]!).getByText("DMZ day tour"));
    await expect(args.onRowClick).toHaveBeenLastCalledWith(reservations[1], 1);
    rows[2]!.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRowClick).toHaveBeenLastCalledWith(reservations[2], 2);
    await expect(args.onRowClick).toHaveBeenCalledTimes(2);
  },
};

export const CompactStriped: Story = {
  args: { density: "compact", striped: true },
  play: async ({ canvas }) => {
    const cell = canvas.getByRole("rowheader", { name: "R-0142" });
    await expect(getComputedStyle(cell).paddingTop).toBe("6px");
  },
};

/** A visible heading already names the table, so the caption is for screen readers only. */
export const HiddenCaption: Story = {
  args: { captionHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table", { name: "Your reservations" })).toBeInTheDocument();
    await expect(canvas.getByText("Your reservations")).toHaveClass("sr-only");
  },
};

/** On a narrow screen the table scrolls sideways; the region is focusable so the keyboard can scroll it. */
export const NarrowScreen: Story = {
  render: (args) => (
    <div className="w-72">
      <ReservationTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Your reservations" });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

type Tour = { name: string; region: string; price: number };

const koreanTours: Tour[] = [
  { name: "한강 유람선 야경", region: "서울", price: 39000 },
  { name: "경복궁 한복 체험", region: "서울", price: 25000 },
  { name: "성산일출봉 일출 투어", region: "제주", price: 45000 },
  { name: "감천문화마을 산책", region: "부산", price: 18000 },
];

const krw = new Intl.NumberFormat("ko", { style: "currency", currency: "KRW" });

/** Korean headers and data: names sort in 가나다 order; the empty text and announcements are Korean too. */
export const Korean: Story = {
  globals: { locale: "ko" },
  render: () => (
    <div className="flex flex-col gap-6">
      <Table<Tour>
        caption="투어 상품"
        rowKey={(row) => row.name}
        columns={[
          { id: "name", header: "상품명", accessor: "name", sortable: true, rowHeader: true },
          { id: "region", header: "지역", accessor: "region", sortable: true },
          {
            id: "price",
            header: "가격",
            accessor: "price",
            sortable: true,
            align: "end",
            cell: (row) => krw.format(row.price),
          },
        ]}
        rows={koreanTours}
      />
      <Table<Tour> caption="예약 내역" columns={[{ id: "name", header: "상품명", accessor: "name" }]} rows={[]} />
    </div>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "투어 상품" });
    await userEvent.click(within(table).getByRole("button", { name: "상품명" }));
    await expect(firstColumn(table)).toEqual([
      "감천문화마을 산책",
      "경복궁 한복 체험",
      "성산일출봉 일출 투어",
      "한강 유람선 야경",
    ]);
    await expect(canvas.getByText("상품명 기준 오름차순으로 정렬됨")).toBeInTheDocument();
    await expect(canvas.getByRole("cell", { name: "데이터가 없습니다" })).toBeVisible();
  },
};

const small = reservations.slice(0, 2);
const smallColumns = columns.filter((column) => ["number", "product", "amount"].includes(column.id));

/** Both densities with a hovered and a focused sort header, a sorted column, a focused row, empty and loading. */
export const Catalog: Story = {
  ...forcedStatesCatalog(
    {
      hover: ["#catalog-comfortable th:nth-child(2) button", "#catalog-compact tbody tr:first-child"],
      focusVisible: ["#catalog-comfortable th:nth-child(3) button", "#catalog-compact tbody tr:last-child"],
    },
    { fullscreen: true },
  ),
  render: () => (
    <div className="grid grid-cols-2 gap-4 p-4">
      <Table
        id="catalog-comfortable"
        caption="comfortable · hover Product · focus Amount"
        columns={smallColumns}
        rows={small}
        defaultSort={{ columnId: "number", direction: "ascending" }}
      />
      <Table
        id="catalog-compact"
        caption="compact · striped · row hover and focus"
        density="compact"
        striped
        columns={smallColumns}
        rows={reservations}
        onRowClick={() => {}}
        defaultSort={{ columnId: "amount", direction: "descending" }}
      />
      <Table caption="empty" columns={smallColumns} rows={[]} />
      <Table caption="loading" columns={smallColumns} rows={small} loading loadingRows={2} />
    </div>
  ),
  play: async ({ canvas }) => {
    announceStoryRendered();
    await expect(canvas.getAllByRole("table", { hidden: true })).toHaveLength(4);
  },
};
