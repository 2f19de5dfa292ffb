/** A value a column sorts by. `null`/`undefined` (and invalid dates, NaN) always sort last, in either direction. */
export type SortValue = string | number | bigint | boolean | Date | null | undefined;

export type SortDirection = "ascending" | "descending";

/** The sort a table shows: a column and a direction, or `null` for the rows' own order. */
export type SortState = { columnId: string; direction: SortDirection } | null;

/** What `sortRows` needs from a column: how to read the value a row sorts by. */
export type SortAccessor<T> = { accessor?: keyof T | ((row: T) => SortValue) };

/** Reads a row's sort value through a key or a function. */
export function readValue<T>(row: T, accessor: SortAccessor<T>["accessor"]): SortValue {
  if (accessor === undefined) return undefined;
  if (typeof accessor === "function") return accessor(row);
  return row[accessor] as SortValue;
}

type Kind = 0 | 1 | 2 | 3;
const BOOLEAN: Kind = 0;
const NUMBER: Kind = 1;
const STRING: Kind = 2;
const MISSING: Kind = 3;

/** Normalises a value to something comparable; dates become their time, so they order like numbers. */
function normalise(value: SortValue): [Kind, number | string | bigint | boolean] {
  if (value === null || value === undefined) return [MISSING, 0];
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? [MISSING, 0] : [NUMBER, time];
  }
  if (typeof value === "number") return Number.isNaN(value) ? [MISSING, 0] : [NUMBER, value];
  if (typeof value === "bigint") return [NUMBER, value];
  if (typeof value === "boolean") return [BOOLEAN, value];
  return [STRING, value];
}

/**
 * Returns a new array sorted by the column's value; the input is not touched. The sort is stable in both
 * directions (rows with equal values keep their order, also when descending), strings compare with the locale's
 * collation (Korean 가나다 order, "Room 2" before "Room 10"), numbers and dates by value, missing values last.
 */
export function sortRows<T>(rows: readonly T[], column: SortAccessor<T>, direction: SortDirection, locale = "en"): T[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: "base" });
  const sign = direction === "ascending" ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, key: normalise(readValue(row, column.accessor)) }));
  keyed.sort((a, b) => {
    const [kindA, valueA] = a.key;
    const [kindB, valueB] = b.key;
    // missing values stay at the end whatever the direction
    if (kindA === MISSING || kindB === MISSING) {
      if (kindA !== kindB) return kindA === MISSING ? 1 : -1;
      return a.index - b.index;
    }
    let order: number;
    if (kindA !== kindB) order = kindA - kindB;
    else if (kindA === STRING) order = collator.compare(valueA as string, valueB as string);
    else order = valueA < valueB ? -1 : valueA > valueB ? 1 : 0;
    return order === 0 ? a.index - b.index : order * sign;
  });
  return keyed.map(({ row }) => row);
}

/** The next sort when a header is pressed: ascending, then descending, then back to the rows' own order. */
export function nextSort(current: SortState, columnId: string): SortState {
  if (current?.columnId !== columnId) return { columnId, direction: "ascending" };
  if (current.direction === "ascending") return { columnId, direction: "descending" };
  return null;
}
