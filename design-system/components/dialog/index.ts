export {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogTitle,
  DialogTrigger,
  dialogContentVariants,
} from "./dialog";
export type { DialogContentProps, DialogContentVariants, DialogOverlayProps, DialogSize } from "./dialog";
