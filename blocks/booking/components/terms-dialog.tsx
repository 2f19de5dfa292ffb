import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogClose,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@ds";
import { useBookingText } from "./use-booking-text";

/** The terms a booking asks the customer to agree to; each has its text in `booking.terms.<kind>`. */
export type TermsKind = "cancellationPolicy" | "domesticTerms";

/** How many paragraphs each text has in the locales (the same in both languages; the parity test keeps the keys). */
const PARAGRAPHS: Record<TermsKind, number> = { cancellationPolicy: 4, domesticTerms: 4 };

/**
 * "Read the terms" beside a terms checkbox: the whole text in a dialog, so nobody agrees to words they cannot see.
 * Closing it leaves the checkbox as it was. The reservation and the quotation acceptance show the same texts.
 */
export function TermsDialog({ kind }: { kind: TermsKind }) {
  const { t } = useBookingText();
  const paragraphs = Array.from({ length: PARAGRAPHS[kind] }, (_, index) => t(`terms.${kind}.body.${index}`));
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" intent="link" size="sm" data-slot="terms-link">
          {t(`terms.${kind}.open`)}
        </Button>
      </DialogTrigger>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{t(`terms.${kind}.title`)}</DialogTitle>
          <DialogDescription>{t("terms.summary")}</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-3 text-sm leading-6 text-foreground">
          {paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button">{t("terms.close")}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
