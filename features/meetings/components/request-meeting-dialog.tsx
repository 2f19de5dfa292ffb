import { DialogFrame, ListSkeleton, LoadError, SignedOut, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import { failureText } from "../model/server-messages";
import { type Meeting, MEETING_ATTENDEES_MAX, MEETING_MESSAGE_MAX } from "@contracts/meetings";
import type { MartRole } from "@contracts/mart";
import {
  Button,
  DialogBody,
  DialogFooter,
  Form,
  FormField,
  FormMessage,
  Input,
  NumberInput,
  RadioGroup,
  RadioGroupItem,
  Textarea,
  toast,
} from "@ds";
import { formatDate } from "@lib/format/format";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { Link } from "react-router";
import { useMyBusiness } from "../api/my-business";
import { type OpenSlot, useOpenSlots } from "../api/open-slots";
import { useRequestMeeting } from "../api/request-meeting";
import {
  REQUEST_FIELDS,
  type RequestFormValues,
  emptyRequest,
  initialBooth,
  requestIssues,
  toRequestValues,
} from "../model/request-form";
import { defaultDay, groupSlotsByDay, hasStarted } from "../model/schedule";
import { isConflict, participationProblem, serverFailure } from "../model/server-messages";
import { canRequestMeeting, pairNote, slotNote } from "../model/slot-reasons";
import { koreaPeriodText, showsOwnClock, zonePeriodText } from "../model/zone-time";
import { ParticipationNotice } from "./participation-notice";
import { useMeetingsText } from "./use-meetings-text";

/** The company a request goes to, as the business list and detail show it. */
export type MeetingCounterpart = { id: number; name: string; role: MartRole; booth_no: string | null };

export type RequestMeetingDialogProps = {
  counterpart: MeetingCounterpart;
  /** The element that opens the dialog (a Button); focus returns to it on close. */
  trigger?: ReactNode;
  /** Called with the new request once the server has it (the dialog has closed and said so). */
  onRequested?: (meeting: Meeting) => void;
  /** Controls the dialog; leave unset to let the trigger open it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where the "apply first" notice leads when the company may not meet yet (no link without it). */
  applicationPath?: string;
  /** My meetings, where a waiting request is answered or withdrawn (no link without it). */
  meetingsPath?: string;
  area?: Area;
};

/**
 * A meeting schedule request (spec point 3): a day, then a time that is still open with this company (closed ones
 * stay visible, disabled, saying why), attendees, the booth (the seller's by default) and a message. The server has
 * the last word: a refusal that names a field shows under it; a conflict (the other company just became busy) is
 * said in the dialog and the times are read again.
 */
export function RequestMeetingDialog({
  counterpart,
  trigger,
  onRequested,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  applicationPath,
  meetingsPath,
  area = "accreditation",
}: RequestMeetingDialogProps) {
  const { t } = useMeetingsText();
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = openProp ?? uncontrolled;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      size="lg"
      title={t("request.title", { name: counterpart.name })}
      description={t("request.description")}
    >
      {open && (
        <RequestBody
          counterpart={counterpart}
          area={area}
          applicationPath={applicationPath}
          meetingsPath={meetingsPath}
          onDone={(meeting) => {
            setOpen(false);
            toast.success(t("request.sent", { name: counterpart.name }));
            onRequested?.(meeting);
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </DialogFrame>
  );
}

function RequestBody({
  counterpart,
  area,
  applicationPath,
  meetingsPath,
  onDone,
  onCancel,
}: {
  counterpart: MeetingCounterpart;
  area: Area;
  applicationPath: string | undefined;
  meetingsPath: string | undefined;
  onDone: (meeting: Meeting) => void;
  onCancel: () => void;
}) {
  const { t } = useMeetingsText();
  const loggedIn = useIsLoggedIn(area);
  const slots = useOpenSlots(area, counterpart.id);
  const problem = participationProblem(slots.error);

  let body: ReactNode;
  if (!loggedIn) body = <SignedOut t={t} />;
  else if (problem) body = <ParticipationNotice problem={problem} applicationPath={applicationPath} />;
  else if (slots.error)
    body = (
      <LoadError
        t={t}
        describe={failureText}
        title={t("request.loadError")}
        error={slots.error}
        onRetry={() => void slots.mutate()}
      />
    );
  else if (!slots.data) {
    body = <ListSkeleton label={t("shared.loading")} rows={["h-10", "h-32"]} />;
  }
  if (body) {
    return (
      <DialogNotice leave={t("request.cancel")} onLeave={onCancel}>
        {body}
      </DialogNotice>
    );
  }
  return (
    <RequestForm
      counterpart={counterpart}
      area={area}
      slots={slots.data ?? []}
      meetingsPath={meetingsPath}
      reloadSlots={() => slots.mutate()}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}

function RequestForm({
  counterpart,
  area,
  slots,
  meetingsPath,
  reloadSlots,
  onDone,
  onCancel,
}: {
  counterpart: MeetingCounterpart;
  area: Area;
  slots: OpenSlot[];
  meetingsPath: string | undefined;
  reloadSlots: () => Promise<unknown>;
  onDone: (meeting: Meeting) => void;
  onCancel: () => void;
}) {
  const { t, lang } = useMeetingsText();
  // a slot that has started cannot be asked for: its day is left out once all of its slots have
  const [now] = useState(() => new Date());
  const days = useMemo(
    () => groupSlotsByDay(slots).filter((day) => day.slots.some((slot) => !hasStarted(slot, now))),
    [slots, now],
  );
  const me = useMyBusiness(area);
  const myZone = me.data?.profile?.time_zone ?? null;
  const firstDay = defaultDay(
    days.map((day) => day.day),
    now,
  );
  const form = useContractForm<RequestFormValues>({
    defaultValues: emptyRequest(initialBooth(counterpart, null), firstDay ?? ""),
    check: (values) => requestIssues(values, counterpart.id, t),
  });
  const create = useRequestMeeting(area, lang);
  const [message, setMessage] = useState<string | null>(null);
  const day = useWatch({ control: form.control, name: "day" });
  const daySlots = days.find((d) => d.day === day)?.slots ?? [];

  // the seller's booth: a seller asking a buyer starts from its own, once its profile is in
  const myBooth = me.data?.profile?.booth_no;
  useEffect(() => {
    // only into an empty field: never over what the person typed
    if (counterpart.role !== "buyer" || !myBooth || form.getValues("booth_no") !== "") return;
    form.setValue("booth_no", myBooth);
  }, [counterpart.role, myBooth, form]);

  const submit = async (values: RequestFormValues) => {
    setMessage(null);
    try {
      onDone(await create.trigger(toRequestValues(values, counterpart.id)));
    } catch (error) {
      if (isConflict(error)) {
        // the times changed under the person: read them again, and let go of one that closed
        const fresh = (await reloadSlots().catch(() => undefined)) as OpenSlot[] | undefined;
        const chosen = fresh?.find((slot) => String(slot.id) === form.getValues("slot_id"));
        if (chosen && !chosen.open) form.setValue("slot_id", "");
      }
      // every field the server may name is the form's: only its other words are left for the alert
      const failure = serverFailure(error, REQUEST_FIELDS, t);
      showFieldIssues(form, failure.fields);
      setMessage(failure.message || null);
    }
  };

  // a reason true of every time with this company (we meet already, a request waits): said once, nothing to pick
  const pair = pairNote(slots.filter((slot) => !hasStarted(slot, now)));
  if (pair) {
    return (
      <DialogNotice className="flex flex-col gap-3" leave={t("request.close")} onLeave={onCancel}>
        <FormMessage tone="info">{t(`request.pair.${pair}`, { name: counterpart.name })}</FormMessage>
        {meetingsPath && (
          <Link
            to={meetingsPath}
            className="self-start rounded-sm text-sm text-primary underline underline-offset-4 hover:no-underline focus-visible:shadow-focus focus-visible:outline-none"
          >
            {t("request.myMeetings")}
          </Link>
        )}
      </DialogNotice>
    );
  }

  if (days.length === 0) {
    return (
      <DialogNotice leave={t("request.cancel")} onLeave={onCancel}>
        <FormMessage tone="info">{t("request.noSlots")}</FormMessage>
      </DialogNotice>
    );
  }

  return (
    <Form form={form} onSubmit={submit} className="flex min-h-0 flex-col gap-0">
      <DialogBody className="flex flex-col gap-5 py-3">
        <FormMessage>{message}</FormMessage>
        <FormField<RequestFormValues, "day">
          name="day"
          label={t("request.fields.day")}
          required
          render={({ field }) => (
            <RadioGroup
              ref={field.ref}
              name={field.name}
              value={field.value}
              onValueChange={(next) => {
                field.onChange(next);
                form.setValue("slot_id", "");
              }}
              orientation="horizontal"
            >
              {days.map((d) => (
                <RadioGroupItem key={d.day} value={d.day} label={formatDate(d.day, lang, "weekday")} />
              ))}
            </RadioGroup>
          )}
        />
        <FormField<RequestFormValues, "slot_id">
          name="slot_id"
          label={t("request.fields.slot")}
          required
          render={({ field }) => (
            <RadioGroup
              ref={field.ref}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              className="grid grid-cols-1 gap-3 sm:grid-cols-2"
            >
              {daySlots.map((slot) => {
                const note = slotNote(slot, now);
                const local = showsOwnClock(myZone) ? zonePeriodText(slot, myZone, t) : null;
                return (
                  <RadioGroupItem
                    key={slot.id}
                    value={String(slot.id)}
                    disabled={note !== null}
                    label={koreaPeriodText(slot, t)}
                    description={note ? t(`request.reasons.${note}`) : (local ?? undefined)}
                  />
                );
              })}
            </RadioGroup>
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            name="attendees"
            label={t("request.fields.attendees")}
            hint={t("request.fields.attendeesHint", { max: MEETING_ATTENDEES_MAX })}
            required
          >
            {(registered) => <NumberInput allowDecimal={false} allowNegative={false} maxLength={1} {...registered} />}
          </FormField>
          <FormField name="booth_no" label={t("request.fields.booth")} hint={t("request.fields.boothHint")}>
            {(registered) => <Input maxLength={20} autoComplete="off" {...registered} />}
          </FormField>
        </div>
        <FormField name="message" label={t("request.fields.message")}>
          {(registered) => <Textarea rows={4} maxLength={MEETING_MESSAGE_MAX} showCount {...registered} />}
        </FormField>
      </DialogBody>
      <DialogFooter>
        <Button intent="outline" disabled={create.isMutating} onClick={onCancel}>
          {t("request.cancel")}
        </Button>
        <Button type="submit" loading={create.isMutating}>
          {t("request.submit")}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** What the dialog says instead of the form, with one way out. */
function DialogNotice({
  className,
  leave,
  onLeave,
  children,
}: {
  className?: string;
  leave: string;
  onLeave: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <DialogBody className={className}>{children}</DialogBody>
      <DialogFooter>
        <Button intent="outline" onClick={onLeave}>
          {leave}
        </Button>
      </DialogFooter>
    </>
  );
}

export type MeetingRequestButtonProps = Omit<RequestMeetingDialogProps, "trigger" | "open" | "defaultOpen"> & {
  /** Replaces the button's words ("Request a meeting"). */
  label?: string;
  size?: "sm" | "md" | "lg";
};

/**
 * The business detail's "Request a meeting" button with its dialog (the site fills the slot with it). Offered only
 * between a buyer and a seller: not on my own company's page, not on a page of my own side, and not until my
 * company is known.
 */
export function MeetingRequestButton({ label, size = "md", ...props }: MeetingRequestButtonProps) {
  const { t } = useMeetingsText();
  const me = useMyBusiness(props.area ?? "accreditation");
  const known = me.data && { id: me.data.profile?.id ?? null, role: me.data.role };
  if (!canRequestMeeting(known, props.counterpart)) return null;
  return <RequestMeetingDialog {...props} trigger={<Button size={size}>{label ?? t("request.open")}</Button>} />;
}
