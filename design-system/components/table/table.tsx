import { cva, type VariantProps } from "class-variance-authority";
import { ArrowDown, ArrowUp, ChevronsUpDown } from "lucide-react";
import {
  type ComponentProps,
  type KeyboardEvent,
  type Key,
  type MouseEvent,
  type ReactNode,
  useId,
  useMemo,
  useState,
} from "react";
import { cn } from "../../lib/cn";
import { fmt, useDsLocale } from "../../i18n";
import { Skeleton } from "../skeleton";
import { type SortState, type SortValue, nextSort, readValue, sortRows } from "./sort-rows";

export type TableAlign = "start" | "center" | "end";

export type TableColumn<T> = {
  /** Stable id: the key of the sort state and of the cells. */
  id: string;
  /** Header content. A string also names the column in the sort announcement (or set `label`). */
  header: ReactNode;
  /** Plain-text name of the column when `header` is not a string (used in the sort announcement). */
  label?: string;
  /** The value the column shows by default and sorts by: a key of the row or a function of it. */
  accessor?: keyof T | ((row: T) => SortValue);
  /** Custom cell content; without it the accessor's value is shown (numbers and dates formatted for the locale). */
  cell?: (row: T, index: number) => ReactNode;
  /** Lets a person sort by this column from its header (needs `accessor`). */
  sortable?: boolean;
  /** Text alignment of header and cells: numbers and prices read best at `end`. */
  align?: TableAlign;
  /** CSS width of the column, e.g. `"8rem"` or `"20%"`. */
  width?: string;
  /** The cells of this column name their row (`<th scope="row">`), e.g. a reservation number. */
  rowHeader?: boolean;
  /** Lets long text wrap; by default cells stay on one line and a narrow screen scrolls the table instead. */
  wrap?: boolean;
};

export const tableVariants = cva(
  [
    // layout
    "w-full caption-top border-collapse text-sm",
    // rows
    "[&_tbody_tr]:border-t [&_tbody_tr]:border-border",
  ],
  {
    variants: {
      density: {
        comfortable: "[&_td]:px-4 [&_td]:py-3 [&_th]:px-4 [&_th]:py-3",
        compact: "[&_td]:px-3 [&_td]:py-1.5 [&_th]:px-3 [&_th]:py-1.5",
      },
      striped: {
        true: "[&_tbody_tr:nth-child(even)]:bg-muted/50",
        false: "",
      },
    },
    defaultVariants: {
      density: "comfortable",
      striped: false,
    },
  },
);

export type TableVariants = VariantProps<typeof tableVariants>;
export type TableDensity = NonNullable<TableVariants["density"]>;

export type TableProps<T> = Omit<ComponentProps<"table">, "children"> &
  TableVariants & {
    columns: readonly TableColumn<T>[];
    rows: readonly T[];
    /** Names the table (and its scroll region). Required: a table without a name is a puzzle for screen readers. */
    caption: ReactNode;
    /** Keeps the caption for screen readers only, when a visible heading already names the table. */
    captionHidden?: boolean;
    /** A stable key per row (an id); defaults to the row's position. */
    rowKey?: (row: T, index: number) => Key;
    /** Controlled sort (`null` = unsorted); pair with `onSortChange`. */
    sort?: SortState;
    /** Initial sort when uncontrolled. */
    defaultSort?: SortState;
    onSortChange?: (sort: SortState) => void;
    /** The rows arrive sorted (by the server): headers still show and change the sort, rows are not reordered. */
    manualSort?: boolean;
    /** Shown in a single row when there are no rows; defaults to the localized "No data". */
    emptyMessage?: ReactNode;
    /** Shows skeleton rows and marks the table busy. */
    loading?: boolean;
    /** How many skeleton rows to show while loading. */
    loadingRows?: number;
    /**
     * Makes rows clickable (pointer, and Enter on a focused row). For navigation prefer a link in the row header
     * cell: a link is announced as one, a clickable row is not.
     */
    onRowClick?: (row: T, index: number) => void;
    /** Classes for the scroll container (border, radius, max height). */
    containerClassName?: string;
  };

const alignClass: Record<TableAlign, string> = {
  start: "text-start",
  center: "text-center",
  end: "text-end",
};

const INTERACTIVE = "a, button, input, select, textarea, summary, [role='button'], [tabindex]:not(tr)";

/**
 * A data table: typed columns, a caption, sortable headers (buttons, `aria-sort` on the header cell, cycling
 * ascending, descending, unsorted), empty and loading states, optional row clicks. It scrolls sideways inside a
 * focusable region on narrow screens, so keyboard users can scroll it too.
 */
export function Table<T>({
  columns,
  rows,
  caption,
  captionHidden = false,
  rowKey,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  manualSort = false,
  emptyMessage,
  loading = false,
  loadingRows = 3,
  onRowClick,
  density,
  striped,
  className,
  containerClassName,
  ...props
}: TableProps<T>) {
  const { locale, messages } = useDsLocale();
  const text = messages.data.table;
  const captionId = useId();
  const [innerSort, setInnerSort] = useState<SortState>(defaultSort);
  const [announcement, setAnnouncement] = useState("");
  const sort = sortProp !== undefined ? sortProp : innerSort;

  const sortColumn = sort ? columns.find((column) => column.id === sort.columnId) : undefined;
  const shownRows = useMemo(
    () => (sort && sortColumn && !manualSort ? sortRows(rows, sortColumn, sort.direction, locale) : rows),
    [rows, sort, sortColumn, manualSort, locale],
  );

  const changeSort = (column: TableColumn<T>) => {
    const next = nextSort(sort, column.id);
    if (sortProp === undefined) setInnerSort(next);
    onSortChange?.(next);
    const name = column.label ?? (typeof column.header === "string" ? column.header : column.id);
    setAnnouncement(
      next === null
        ? fmt(text.unsorted, { column: name })
        : fmt(next.direction === "ascending" ? text.sortedAscending : text.sortedDescending, { column: name }),
    );
  };

  const activateRow = (row: T, index: number, event: MouseEvent | KeyboardEvent) => {
    // a button or link inside the row does its own thing
    const control = (event.target as HTMLElement).closest(INTERACTIVE);
    if (control && control !== event.currentTarget && event.currentTarget.contains(control)) return;
    onRowClick?.(row, index);
  };

  return (
    <div
      data-slot="table-container"
      role="region"
      aria-labelledby={captionId}
      // focusable so a keyboard can scroll a table wider than the screen
      tabIndex={0}
      className={cn(
        // layout
        "relative w-full overflow-x-auto",
        // shape
        "rounded-lg border border-border",
        // focus
        "outline-hidden focus-visible:shadow-focus",
        containerClassName,
      )}
    >
      <table
        data-slot="table"
        aria-busy={loading || undefined}
        className={cn(tableVariants({ density, striped }), className)}
        {...props}
      >
        <caption
          id={captionId}
          className={cn(captionHidden ? "sr-only" : "px-4 py-3 text-start font-semibold text-foreground")}
        >
          {caption}
        </caption>
        <thead className="bg-muted">
          <tr>
            {columns.map((column) => {
              const active = sort?.columnId === column.id ? sort.direction : undefined;
              const sortable = column.sortable === true && column.accessor !== undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={sortable ? (active ?? "none") : undefined}
                  style={column.width ? { width: column.width } : undefined}
                  className={cn(
                    "font-medium whitespace-nowrap text-muted-foreground",
                    alignClass[column.align ?? "start"],
                  )}
                >
                  {sortable ? (
                    <button
                      type="button"
                      data-slot="table-sort"
                      onClick={() => changeSort(column)}
                      className={cn(
                        // layout: the whole header text is the target; a little bleed for the ring
                        "-mx-1.5 inline-flex items-center gap-1 rounded-sm px-1.5 font-medium",
                        // state
                        "hover:text-foreground",
                        active && "text-foreground",
                        // focus
                        "outline-hidden focus-visible:shadow-focus",
                        // icons
                        "[&_svg]:size-3.5 [&_svg]:shrink-0",
                      )}
                    >
                      {column.header}
                      {active === "ascending" ? (
                        <ArrowUp aria-hidden="true" />
                      ) : active === "descending" ? (
                        <ArrowDown aria-hidden="true" />
                      ) : (
                        <ChevronsUpDown aria-hidden="true" className="opacity-60" />
                      )}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            Array.from({ length: loadingRows }, (_, rowIndex) => (
              <tr key={`loading-${rowIndex}`} data-slot="table-skeleton-row" aria-hidden="true">
                {columns.map((column) => (
                  <td key={column.id}>
                    <Skeleton
                      className={cn(
                        "w-3/4 max-w-32",
                        column.align === "end" && "ml-auto",
                        column.align === "center" && "mx-auto",
                      )}
                    />
                  </td>
                ))}
              </tr>
            ))
          ) : shownRows.length === 0 ? (
            <tr data-slot="table-empty">
              <td colSpan={columns.length} className="py-10! text-center text-muted-foreground">
                {emptyMessage ?? text.empty}
              </td>
            </tr>
          ) : (
            shownRows.map((row, index) => (
              <tr
                key={rowKey ? rowKey(row, index) : index}
                data-slot="table-row"
                {...(onRowClick && {
                  tabIndex: 0,
                  onClick: (event: MouseEvent) => activateRow(row, index, event),
                  onKeyDown: (event: KeyboardEvent) => {
                    if (event.key === "Enter") activateRow(row, index, event);
                  },
                  className: cn(
                    "cursor-pointer transition-colors duration-fast hover:bg-muted",
                    // focus: inset, so the scroll container does not cut it off
                    "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus",
                  ),
                })}
              >
                {columns.map((column) => {
                  const Cell = column.rowHeader ? "th" : "td";
                  return (
                    <Cell
                      key={column.id}
                      scope={column.rowHeader ? "row" : undefined}
                      className={cn(
                        alignClass[column.align ?? "start"],
                        column.rowHeader && "font-medium",
                        !column.wrap && "whitespace-nowrap",
                      )}
                    >
                      {column.cell ? column.cell(row, index) : formatValue(readValue(row, column.accessor), locale)}
                    </Cell>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {loading && (
        <p role="status" className="sr-only">
          {text.loading}
        </p>
      )}
      <p aria-live="polite" className="sr-only" data-slot="table-announcement">
        {announcement}
      </p>
    </div>
  );
}

/** The default cell text: numbers and dates in the reader's locale, missing values as nothing. */
function formatValue(value: SortValue, locale: string): ReactNode {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    return Number.isNaN(value.getTime())
      ? null
      : new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(value);
  }
  if (typeof value === "number" || typeof value === "bigint") return new Intl.NumberFormat(locale).format(value);
  return String(value);
}
