export { Calendar, calendarDayVariants, initialFocusDate, nextRange } from "./calendar";
export type {
  CalendarDaySelection,
  CalendarDayVariants,
  CalendarMode,
  CalendarProps,
  CalendarRangeProps,
  CalendarSingleProps,
} from "./calendar";
export * from "./calendar-model";
