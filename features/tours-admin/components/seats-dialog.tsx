import { DialogFrame, FormAlert, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import { type AdminDeparture, DeparturePatchBodySchema } from "@contracts/tours-admin";
import { Button, DialogBody, DialogClose, DialogFooter, Form, FormField, Input, toast } from "@ds";
import { formatDate } from "@lib/format/format";
import { useState } from "react";
import { useDepartureWrites } from "../api/departure-writes";
import { issueText, serverFailure } from "../model/messages";
import { useConsoleText } from "./use-console-text";

type SeatsValues = { seats: string };

export type SeatsDialogProps = {
  /** The departure whose seats change; closed when null. */
  departure: AdminDeparture | null;
  onClose: () => void;
};

/**
 * "Change seats": never fewer than the seats booked. The form knows the booked count it was shown; the server holds
 * the rule against a booking taken a moment before, and its refusal shows at the field.
 */
export function SeatsDialog({ departure, onClose }: SeatsDialogProps) {
  const { t, lang } = useConsoleText();
  return (
    <DialogFrame
      open={departure !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("departures.seats.title")}
      description={
        departure
          ? t("departures.seats.description", {
              day: formatDate(departure.date, lang, "weekday"),
              time: departure.time,
              booked: departure.booked,
            })
          : ""
      }
    >
      {departure && <SeatsForm key={departure.id} departure={departure} onDone={onClose} />}
    </DialogFrame>
  );
}

function SeatsForm({ departure, onDone }: { departure: AdminDeparture; onDone: () => void }) {
  const { t } = useConsoleText();
  const writes = useDepartureWrites();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useContractForm<SeatsValues>({
    defaultValues: { seats: String(departure.seats) },
    check: ({ seats }) => {
      const parsed = DeparturePatchBodySchema.safeParse({ seats: seats.trim() === "" ? undefined : Number(seats) });
      if (!parsed.success)
        return parsed.error.issues.slice(0, 1).map((issue) => ({ field: "seats", message: issueText(issue, t) }));
      return [];
    },
  });

  const submit = async ({ seats }: SeatsValues) => {
    setAlert(null);
    try {
      const saved = await writes.change(departure.id, { seats: Number(seats) });
      toast.success(t("departures.seats.saved", { seats: saved.seats }));
      onDone();
    } catch (error) {
      const failure = serverFailure(error, ["seats"] as const, t);
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
          name="seats"
          label={t("departures.seats.label")}
          hint={t("departures.seats.hint", { booked: departure.booked })}
          required
        >
          {(registered) => <Input inputMode="numeric" autoComplete="off" {...registered} />}
        </FormField>
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" intent="ghost">
            {t("shared.cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t("departures.seats.save")}
        </Button>
      </DialogFooter>
    </Form>
  );
}
