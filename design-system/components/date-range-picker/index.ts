export { DateRangePicker, formatRangeLength } from "./date-range-picker";
export type { DateRangePickerProps, RangeCountUnit } from "./date-range-picker";
