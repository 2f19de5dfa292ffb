export {
  Sheet,
  SheetBody,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  sheetContentVariants,
} from "./sheet";
export type { SheetContentProps, SheetContentVariants, SheetSide } from "./sheet";
