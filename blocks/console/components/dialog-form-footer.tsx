import { Button, DialogClose, DialogFooter } from "@ds";
import type { ReactNode } from "react";

export type DialogFormFooterProps = {
  /** The way back: closes the dialog, sends nothing. */
  cancel: ReactNode;
  /** The submit button's label. */
  submit: ReactNode;
  /** While the form is being sent: the submit button is busy. */
  busy: boolean;
};

/** The foot of an operator's form in a dialog: a way back, and the form's submit, busy while it sends. */
export function DialogFormFooter({ cancel, submit, busy }: DialogFormFooterProps) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" intent="ghost">
          {cancel}
        </Button>
      </DialogClose>
      <Button type="submit" loading={busy}>
        {submit}
      </Button>
    </DialogFooter>
  );
}
