import { ListSkeleton, LoadError, SignedOut, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import { failureText } from "../model/server-messages";
import {
  CONTRACT_BANDS,
  IMPORTANCE,
  LEVELS,
  MEETING_MESSAGES,
  MEETING_TYPES,
  type Meeting,
  VISITOR_SCALES,
} from "@contracts/meetings";
import {
  Button,
  EmptyState,
  Form,
  FormErrorSummary,
  FormField,
  FormMessage,
  RadioGroup,
  RadioGroupItem,
  Skeleton,
  Textarea,
  buttonLinkVariants,
  toast,
} from "@ds";
import { formatDate } from "@lib/format/format";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { isNotFound } from "@lib/http/failure-text";
import { SearchX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { useMeeting } from "../api/get-meeting";
import { useRecord } from "../api/get-record";
import { useSaveRecord } from "../api/save-record";
import { MeetingStatusBadge } from "../components/meeting-status-badge";
import { MeetingsPage } from "../components/meetings-page";
import { ParticipationNotice } from "../components/participation-notice";
import { useMeetingsText } from "../components/use-meetings-text";
import {
  RECORD_FIELDS,
  type RecordFormValues,
  SATISFACTION_SCORES,
  fromRecord,
  recordIssues,
  toRecordValues,
} from "../model/record-form";
import { counterpartOf, myParty, recordState } from "../model/schedule";
import {
  isConflict,
  isUnauthorized,
  localMessage,
  participationProblem,
  serverFailure,
} from "../model/server-messages";
import { timeLine } from "../model/zone-time";

export type MeetingRecordScreenProps = {
  /** From `/sitmmt/ppipsa/mypage/meetings/{id}/record`. */
  meetingId: number | string | undefined;
  paths: { schedule: string; application: string };
  area?: Area;
};

function parseId(value: MeetingRecordScreenProps["meetingId"]): number | null {
  const id = typeof value === "number" ? value : Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * `/sitmmt/ppipsa/mypage/meetings/{id}/record` (spec point 3, the on-site meeting performance record): who and when
 * at the top, then my company's record — new or to correct. Before the meeting starts, or for a meeting that was
 * never booked, the page says so instead of offering a form the server would refuse.
 */
export function MeetingRecordScreen({ meetingId, paths, area = "accreditation" }: MeetingRecordScreenProps) {
  const { t, lang } = useMeetingsText();
  const loggedIn = useIsLoggedIn(area);
  const id = parseId(meetingId);
  const meeting = useMeeting(area, id, lang);
  const problem = participationProblem(meeting.error);
  const back = (
    <Link to={paths.schedule} className={buttonLinkVariants({ intent: "outline" })}>
      {t("record.back")}
    </Link>
  );

  let content: ReactNode;
  if (!loggedIn || isUnauthorized(meeting.error)) content = <SignedOut t={t} />;
  else if (problem) content = <ParticipationNotice problem={problem} applicationPath={paths.application} />;
  else if (id === null || isNotFound(meeting.error)) {
    content = (
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        titleAs="h2"
        title={t("record.notFound.title")}
        description={t("record.notFound.body")}
        action={back}
      />
    );
  } else if (meeting.error) {
    content = (
      <LoadError
        t={t}
        describe={failureText}
        title={t("record.loadError")}
        error={meeting.error}
        onRetry={() => void meeting.mutate()}
      />
    );
  } else if (!meeting.data) {
    content = <ListSkeleton label={t("shared.loading")} rows={["h-24", "h-64"]} />;
  } else {
    content = <RecordPage meeting={meeting.data} area={area} paths={paths} back={back} />;
  }
  return <MeetingsPage title={t("record.heading")}>{content}</MeetingsPage>;
}

function RecordPage({
  meeting,
  area,
  paths,
  back,
}: {
  meeting: Meeting;
  area: Area;
  paths: MeetingRecordScreenProps["paths"];
  back: ReactNode;
}) {
  const { t } = useMeetingsText();
  const [now] = useState(() => new Date());
  const state = recordState(meeting, now);
  const open = state === "open" || state === "filed";
  const record = useRecord(area, open ? meeting.id : null);
  // the server's refusal of a save (the meeting was cancelled meanwhile, say) replaces the form, as a notice would
  const [blocked, setBlocked] = useState<string | null>(null);

  let body: ReactNode;
  if (!open || blocked) {
    const text =
      blocked ??
      localMessage(state === "too_early" ? MEETING_MESSAGES.recordTooEarly : MEETING_MESSAGES.recordNotBooked, t);
    body = (
      <div className="flex flex-col items-start gap-4">
        <FormMessage tone="info">{text}</FormMessage>
        {back}
      </div>
    );
  } else if (record.error) {
    body = (
      <LoadError
        t={t}
        describe={failureText}
        title={t("record.recordLoadError")}
        error={record.error}
        onRetry={() => void record.mutate()}
      />
    );
  } else if (record.data === undefined) {
    body = <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-64" />;
  } else {
    body = (
      <RecordForm
        meeting={meeting}
        initial={fromRecord(record.data)}
        area={area}
        paths={paths}
        onBlocked={setBlocked}
      />
    );
  }
  return (
    <>
      <MeetingSummary meeting={meeting} />
      {body}
    </>
  );
}

function MeetingSummary({ meeting }: { meeting: Meeting }) {
  const { t, lang } = useMeetingsText();
  const other = counterpartOf(meeting);
  const mine = myParty(meeting);
  const name = other?.name ?? t("item.unknownCompany");
  return (
    <section
      aria-labelledby="record-meeting-heading"
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="record-meeting-heading" className="text-lg font-semibold text-foreground">
          {t("record.with", { name })}
        </h2>
        <MeetingStatusBadge meeting={meeting} />
      </div>
      <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-6 gap-y-1.5 text-sm">
        <dt className="text-muted-foreground">{t("record.when")}</dt>
        <dd className="text-foreground">
          {formatDate(meeting.slot.day, lang, "weekday")} ·{" "}
          {timeLine(meeting.slot.starts_at, [mine?.time_zone, other?.time_zone], t)}
        </dd>
        <dt className="text-muted-foreground">{t("item.booth")}</dt>
        <dd className="text-foreground">{meeting.booth_no ?? t("item.boothUnknown")}</dd>
        <dt className="text-muted-foreground">{t("item.attendees")}</dt>
        <dd className="text-foreground">{meeting.attendees}</dd>
      </dl>
    </section>
  );
}

function RecordForm({
  meeting,
  initial,
  area,
  paths,
  onBlocked,
}: {
  meeting: Meeting;
  initial: RecordFormValues;
  area: Area;
  paths: MeetingRecordScreenProps["paths"];
  onBlocked: (message: string) => void;
}) {
  const { t } = useMeetingsText();
  const navigate = useNavigate();
  const form = useContractForm<RecordFormValues>({
    defaultValues: initial,
    check: (values) => recordIssues(values, t),
  });
  const save = useSaveRecord(area, meeting.id);
  const [message, setMessage] = useState<string | null>(null);
  const tookPlace = useWatch({ control: form.control, name: "took_place" });

  const submit = async (values: RecordFormValues) => {
    setMessage(null);
    try {
      await save.trigger(toRecordValues(values));
      toast.success(t("record.saved"));
      void navigate(paths.schedule);
    } catch (error) {
      const failure = serverFailure(error, RECORD_FIELDS, t);
      if (isConflict(error)) {
        onBlocked(failure.message ?? t("shared.errors.generic"));
        return;
      }
      // every field the server may name is the form's: only its other words are left for the alert
      showFieldIssues(form, failure.fields);
      setMessage(failure.message || null);
    }
  };

  const choice = <T extends string>(
    name: keyof RecordFormValues,
    label: string,
    values: readonly T[],
    labelOf: (value: T) => string,
    layout: "horizontal" | "vertical" | "grid" = "horizontal",
  ) => (
    <FormField
      name={name}
      label={label}
      required
      render={({ field }) => (
        <RadioGroup
          ref={field.ref}
          name={field.name}
          value={String(field.value ?? "")}
          onValueChange={field.onChange}
          orientation={layout === "vertical" ? "vertical" : "horizontal"}
          className={layout === "grid" ? "grid grid-cols-1 gap-2.5 sm:grid-cols-2" : undefined}
        >
          {values.map((value) => (
            <RadioGroupItem key={value} value={value} label={labelOf(value)} />
          ))}
        </RadioGroup>
      )}
    />
  );

  return (
    <Form form={form} onSubmit={submit} aria-labelledby="record-form-heading">
      <h2 id="record-form-heading" className="text-lg font-semibold text-foreground">
        {t("record.formHeading")}
      </h2>
      <FormErrorSummary />
      <FormMessage>{message}</FormMessage>
      {choice("took_place", t("record.fields.tookPlace"), ["yes", "no"] as const, (v) => t(`record.tookPlace.${v}`))}
      {tookPlace === "no" && (
        <FormField name="not_held_reason" label={t("record.fields.notHeldReason")} required>
          {(registered) => <Textarea rows={3} maxLength={500} showCount {...registered} />}
        </FormField>
      )}
      {tookPlace === "yes" && (
        <>
          {choice("meeting_type", t("record.fields.meetingType"), MEETING_TYPES, (v) => t(`record.meetingType.${v}`))}
          <FormField name="main_content" label={t("record.fields.mainContent")} required>
            {(registered) => <Textarea rows={5} maxLength={2000} showCount {...registered} />}
          </FormField>
          {choice("contract_possibility", t("record.fields.contractPossibility"), LEVELS, (v) =>
            t(`record.level.${v}`),
          )}
          {choice("client_importance", t("record.fields.clientImportance"), IMPORTANCE, (v) => t(`record.level.${v}`))}
          {choice("visitor_scale", t("record.fields.visitorScale"), VISITOR_SCALES, (v) =>
            t(`record.visitorScale.${v}`),
          )}
          {choice(
            "contract_amount",
            t("record.fields.contractAmount"),
            CONTRACT_BANDS,
            (v) => t(`record.contractAmount.${v}`),
            "grid",
          )}
          {choice("satisfaction", t("record.fields.satisfaction"), SATISFACTION_SCORES, (v) =>
            t(`record.satisfaction.${v}`),
          )}
          <FormField name="comment" label={t("record.fields.comment")}>
            {(registered) => <Textarea rows={3} maxLength={1000} showCount {...registered} />}
          </FormField>
        </>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" loading={save.isMutating}>
          {t("record.save")}
        </Button>
        <Link to={paths.schedule} className={buttonLinkVariants({ intent: "ghost", size: "lg" })}>
          {t("record.back")}
        </Link>
      </div>
    </Form>
  );
}
