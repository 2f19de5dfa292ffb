import { DialogFormFooter } from "@blocks/console";
import { DialogFrame, FormAlert, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import { type AdminDeparture, DeparturePatchBodySchema } from "@contracts/tours-admin";
import { DialogBody, Form, FormField, Input, toast } from "@ds";
import { formatDate } from "@lib/format/format";
import { useState } from "react";
import { useDepartureWrites } from "../api/departure-writes";
import { issueText, serverFailure } from "../model/messages";
import { useConsoleText } from "./use-console-text";

type DepartureValues = { seats: string; price: string };
const FIELDS = ["seats", "price"] as const;

export type DepartureDialogProps = {
  /** The departure whose price and seats change; closed when null. */
  departure: AdminDeparture | null;
  onClose: () => void;
};

/**
 * "Price and seats": the price per traveller in the departure's own currency, for bookings from now on (those made
 * keep theirs), and the seats, never fewer than those booked. The form knows the booked count it was shown; the
 * server holds the rule against a booking taken a moment before, and its refusal shows at the field.
 */
export function DepartureDialog({ departure, onClose }: DepartureDialogProps) {
  const { t, lang } = useConsoleText();
  return (
    <DialogFrame
      open={departure !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("departures.edit.title")}
      description={
        departure
          ? t("departures.edit.description", {
              day: formatDate(departure.date, lang, "weekday"),
              time: departure.time,
              booked: departure.booked,
            })
          : ""
      }
    >
      {departure && <DepartureForm key={departure.id} departure={departure} onDone={onClose} />}
    </DialogFrame>
  );
}

const numberOf = (text: string): number | undefined => (text.trim() === "" ? undefined : Number(text.trim()));

function DepartureForm({ departure, onDone }: { departure: AdminDeparture; onDone: () => void }) {
  const { t } = useConsoleText();
  const writes = useDepartureWrites();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useContractForm<DepartureValues>({
    defaultValues: { seats: String(departure.seats), price: String(departure.price) },
    check: (values) => {
      // both are sent each time: a blank one is missing, not "unchanged"
      const issues = FIELDS.flatMap((field) => {
        const value = numberOf(values[field]);
        const parsed = DeparturePatchBodySchema.safeParse({ [field]: value ?? null });
        if (parsed.success) return [];
        const issue = parsed.error.issues[0];
        if (!issue) return [];
        return [{ field, message: value === undefined ? t("messages.required") : issueText(issue, t) }];
      });
      return issues;
    },
  });

  const submit = async (values: DepartureValues) => {
    setAlert(null);
    try {
      const saved = await writes.change(departure.id, {
        seats: Number(values.seats.trim()),
        price: Number(values.price.trim()),
      });
      toast.success(t("departures.edit.saved", { seats: saved.seats }));
      onDone();
    } catch (error) {
      const failure = serverFailure(error, FIELDS, t);
      showFieldIssues(form, failure.fields);
      setAlert(failure.message);
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="contents">
      <DialogBody className="flex flex-col gap-4">
        {alert && <FormAlert>{alert}</FormAlert>}
        <FormField
          control={form.control}
          name="price"
          label={t("departures.edit.price", { currency: departure.currency })}
          hint={t("departures.edit.priceHint")}
          required
        >
          {(registered) => <Input inputMode="decimal" autoComplete="off" {...registered} />}
        </FormField>
        <FormField
          control={form.control}
          name="seats"
          label={t("departures.edit.seats")}
          hint={t("departures.edit.seatsHint", { booked: departure.booked })}
          required
        >
          {(registered) => <Input inputMode="numeric" autoComplete="off" {...registered} />}
        </FormField>
      </DialogBody>
      <DialogFormFooter
        cancel={t("shared.cancel")}
        submit={t("departures.edit.save")}
        busy={form.formState.isSubmitting}
      />
    </Form>
  );
}
