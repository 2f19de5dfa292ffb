import { DialogFrame, showServerErrors, useContractForm } from "@blocks/feature-kit";
import { MAX_TRAVELERS, MIN_TRAVELERS } from "@contracts/reservations";
import type { TourDeparture } from "@contracts/tours";
import { JoinWaitlistBodySchema, type WaitlistEntry } from "@contracts/tours-waitlist";
import { Button, DialogBody, DialogFooter, FormField, FormMessage, Input, RadioGroup, RadioGroupItem } from "@ds";
import { HttpError } from "@lib/http/client";
import { formatDate } from "@lib/format/format";
import type { Lang } from "@lib/i18n/locale";
import { useState } from "react";
import { useJoinWaitlist } from "../api/join-waitlist";
import { waitlistMessage } from "../model/waitlist-text";
import { useWaitlistText } from "./use-waitlist-text";

type WaitlistValues = { name: string; email: string; travelers: string; lang: Lang };

export type WaitlistDialogProps = {
  /** The full departure the guest would wait for. */
  departure: Pick<TourDeparture, "id" | "date" | "time">;
  /** The course's minimum of travellers (a party smaller could not book). */
  minTravelers?: number;
};

/**
 * "Join the waitlist" of a full departure: name, e-mail, travellers and the mails' language, checked by the
 * contract before it is sent; the answer (joined, or this e-mail already waiting) replaces the form.
 */
export function WaitlistDialog({ departure, minTravelers = MIN_TRAVELERS }: WaitlistDialogProps) {
  const { t, lang } = useWaitlistText();
  const [open, setOpen] = useState(false);
  const [entry, setEntry] = useState<WaitlistEntry | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const join = useJoinWaitlist();
  const form = useContractForm<WaitlistValues>({
    defaultValues: { name: "", email: "", travelers: String(minTravelers), lang },
    check: (values) => {
      const travelers = Number(values.travelers);
      const issues: { field: string; message: string }[] = [];
      if (!values.name.trim()) issues.push({ field: "name", message: t("messages.nameRequired") });
      if (!JoinWaitlistBodySchema.shape.email.safeParse(values.email.trim()).success)
        issues.push({ field: "email", message: t("messages.emailInvalid") });
      if (!values.travelers.trim() || !Number.isInteger(travelers))
        issues.push({ field: "travelers", message: t("messages.travelersRequired") });
      else if (travelers < minTravelers)
        issues.push({ field: "travelers", message: t("messages.minTravelers", { min: minTravelers }) });
      else if (travelers > MAX_TRAVELERS)
        issues.push({ field: "travelers", message: t("messages.maxTravelers", { max: MAX_TRAVELERS }) });
      return issues;
    },
  });

  const change = (next: boolean) => {
    if (join.isMutating) return;
    if (!next) {
      form.reset();
      setEntry(null);
      setMessage(null);
    }
    setOpen(next);
  };

  const submit = async (values: WaitlistValues) => {
    setMessage(null);
    try {
      setEntry(
        await join.trigger({
          departure_id: departure.id,
          name: values.name.trim(),
          email: values.email.trim(),
          travelers: Number(values.travelers),
          lang: values.lang,
        }),
      );
    } catch (error) {
      const rest = showServerErrors(form, error, (failure) =>
        failure instanceof HttpError ? waitlistMessage(failure.message, t) : t("messages.generic"),
      );
      setMessage(rest ? `${t("join.failed")} ${waitlistMessage(rest, t)}` : t("join.failed"));
    }
  };

  const date = formatDate(departure.date, lang, "weekday");
  return (
    <DialogFrame
      open={open}
      onOpenChange={change}
      trigger={
        <Button intent="secondary" size="sm" aria-label={`${t("join.open")}: ${date}`}>
          {t("join.open")}
        </Button>
      }
      title={entry ? t("joined.title") : t("join.title")}
      description={t("join.description", { date, time: departure.time })}
      form={
        entry
          ? undefined
          : {
              onSubmit: (event) => void form.handleSubmit(submit)(event),
              noValidate: true,
              className: "flex min-h-0 flex-col",
            }
      }
    >
      {entry ? (
        <>
          <DialogBody>
            <p role="status" className="text-foreground">
              {entry.already
                ? entry.status === "offered"
                  ? t("joined.alreadyOffered")
                  : t("joined.already", { position: entry.position ?? 1 })
                : t("joined.body", { position: entry.position ?? 1, count: entry.travelers })}
            </p>
          </DialogBody>
          <DialogFooter>
            <Button onClick={() => change(false)}>{t("joined.close")}</Button>
          </DialogFooter>
        </>
      ) : (
        <>
          <DialogBody className="flex flex-col gap-4">
            <FormMessage>{message}</FormMessage>
            <FormField control={form.control} name="name" label={t("join.name")} required>
              {(registered) => <Input autoComplete="name" maxLength={100} {...registered} />}
            </FormField>
            <FormField control={form.control} name="email" label={t("join.email")} hint={t("join.emailHint")} required>
              {(registered) => <Input type="email" autoComplete="email" {...registered} />}
            </FormField>
            <FormField
              control={form.control}
              name="travelers"
              label={t("join.travelers")}
              hint={t("join.travelersHint", { min: minTravelers, max: MAX_TRAVELERS })}
              required
            >
              {(registered) => <Input type="number" inputMode="numeric" {...registered} />}
            </FormField>
            <FormField
              control={form.control}
              name="lang"
              label={t("join.lang")}
              render={({ field }) => (
                <RadioGroup
                  value={field.value}
                  onValueChange={field.onChange}
                  orientation="horizontal"
                  aria-label={t("join.lang")}
                >
                  <RadioGroupItem value="en" label="English" />
                  <RadioGroupItem value="ko" label="한국어" />
                </RadioGroup>
              )}
            />
          </DialogBody>
          <DialogFooter>
            <Button intent="outline" disabled={join.isMutating} onClick={() => change(false)}>
              {t("join.cancel")}
            </Button>
            <Button type="submit" loading={join.isMutating}>
              {t("join.submit")}
            </Button>
          </DialogFooter>
        </>
      )}
    </DialogFrame>
  );
}
