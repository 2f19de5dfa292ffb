export { TimeSlotPicker, timeSlotVariants } from "./time-slot-picker";
export type { TimeSlot, TimeSlotPickerProps, TimeSlotSize, TimeSlotVariants } from "./time-slot-picker";
