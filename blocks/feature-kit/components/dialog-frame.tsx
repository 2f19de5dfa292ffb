import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogSize,
} from "@ds";
import type { ComponentProps, ReactNode } from "react";

export type DialogFrameProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The page's button that opens the dialog, when it has one. */
  trigger?: ReactNode;
  size?: DialogSize;
  title: ReactNode;
  description: ReactNode;
  /** When given, the header, body and footer sit inside this form (the footer's submit button sends it). */
  form?: ComponentProps<"form">;
  /** The body and the footer. */
  children: ReactNode;
};

/** A dialog with its title and description on top: the shape every feature's dialogs share. */
export function DialogFrame({
  open,
  onOpenChange,
  trigger,
  size,
  title,
  description,
  form,
  children,
}: DialogFrameProps) {
  const header = (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent size={size}>
        {form ? (
          <form {...form}>
            {header}
            {children}
          </form>
        ) : (
          <>
            {header}
            {children}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
