import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useDsLocale } from "../../i18n";
import { Button } from "../button";

/**
 * The X in the top right corner of a dialog or a sheet. Rendered last in the panel: last in the DOM, first on
 * screen, so the first Tab stop stays the content, not the X.
 */
export function CornerClose({ slot }: { slot: string }) {
  const { messages } = useDsLocale();
  return (
    <DialogPrimitive.Close asChild>
      <Button
        data-slot={slot}
        intent="ghost"
        size="icon"
        aria-label={messages.feedback.dialog.close}
        className="absolute top-3 right-3 size-8"
      >
        <X aria-hidden="true" />
      </Button>
    </DialogPrimitive.Close>
  );
}
