import { FeaturePage, FormAlert, LoadError, SignedOut, TextLink } from "@blocks/feature-kit";
import type { EduApplication, EduApplicationSummary, EduProgramme } from "@contracts/applications";
import { Button, RadioGroup, RadioGroupItem, Skeleton, Stepper, buttonLinkVariants } from "@ds";
import { formatDate, formatDateTime, formatPeriod } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { CalendarClock, CircleCheck, FileCheck, Lock, MessageSquareWarning, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useCreateDraft } from "../api/create-draft";
import { useApplication } from "../api/get-application";
import { useMyApplications } from "../api/list-my-applications";
import { useProgrammes } from "../api/list-programmes";
import { AREA } from "../api/paths";
import { DraftForm } from "../components/draft-form";
import { NoticePanel } from "../components/notice-panel";
import { useApplicationsText } from "../components/use-applications-text";
import { APPLICATION_STEPS } from "../model/form-values";
import { failureText } from "../model/messages";
import type { ApplicantPaths } from "./paths";

export type RegistrationScreenProps = {
  /** The application to continue (from its page or the list); without it, the member's open draft or a new one. */
  applicationId?: number | null;
  paths: Pick<ApplicantPaths, "detail" | "myApplications" | "info">;
};

const EDITABLE = new Set(["draft", "info_requested"]);

/**
 * `/seouledutravel/application/registration`: the application for the open programme, step by step: the
 * programme, personal and passport details with the identity document, the trip, the bank account, the motivation
 * and the consents. The draft is saved as the member goes and resumed on any device at the first step with
 * something left to give. Outside the window the page says when it opens or that it closed.
 */
export function RegistrationScreen({ applicationId = null, paths }: RegistrationScreenProps) {
  const { t } = useApplicationsText();
  const loggedIn = useIsLoggedIn(AREA);
  return (
    <FeaturePage title={t("form.heading")}>
      {loggedIn ? <Registration applicationId={applicationId} paths={paths} /> : <SignedOut t={t} />}
    </FeaturePage>
  );
}

function Loading() {
  const { t } = useApplicationsText();
  return (
    <div className="flex flex-col gap-3">
      <Skeleton shape="line" srLabel={t("shared.loading")} shapeClassName="h-8" />
      <Skeleton shape="block" shapeClassName="h-72" />
    </div>
  );
}

function Registration({ applicationId, paths }: Required<RegistrationScreenProps>) {
  const { t, lang } = useApplicationsText();
  const mine = useMyApplications(lang);
  const programmes = useProgrammes(lang);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState<EduApplication | null>(null);
  const resumed = mine.data?.find((row) => EDITABLE.has(row.status));
  const targetId = applicationId ?? createdId ?? resumed?.id ?? null;

  // the lists move on after the submit (no draft left): the thanks stay until the member leaves
  if (submitted) {
    return (
      <NoticePanel
        icon={CircleCheck}
        tone="success"
        title={t("form.submitted.title")}
        action={
          <>
            <Link to={paths.detail(submitted.id)} className={buttonLinkVariants({ size: "lg" })}>
              {t("form.submitted.view")}
            </Link>
            <Link to={paths.myApplications} className={buttonLinkVariants({ size: "lg", intent: "outline" })}>
              {t("form.submitted.list")}
            </Link>
          </>
        }
      >
        <p>
          {t("form.submitted.body", {
            programme: submitted.programme.title,
            date: submitted.submitted_at ? formatDateTime(submitted.submitted_at, lang) : "",
          })}
        </p>
      </NoticePanel>
    );
  }
  const failed = mine.error ?? programmes.error;
  if (failed && (!mine.data || !programmes.data)) {
    return (
      <LoadError
        t={t}
        describe={failureText}
        title={t("form.loadError")}
        error={failed}
        onRetry={() => {
          void mine.mutate();
          void programmes.mutate();
        }}
      />
    );
  }
  if (!mine.data || !programmes.data) return <Loading />;
  if (targetId !== null) return <Continue key={targetId} id={targetId} paths={paths} onSubmitted={setSubmitted} />;
  return (
    <ProgrammeChoice
      programmes={programmes.data}
      mine={mine.data}
      paths={paths}
      onCreated={(application) => setCreatedId(application.id)}
    />
  );
}

function useStepLabels() {
  const { t } = useApplicationsText();
  return [t("form.steps.programme"), ...APPLICATION_STEPS.map((step) => t(`form.steps.${step.id}`))];
}

/** The first step: the programmes open (or about to open) that the member has not applied to. */
function ProgrammeChoice({
  programmes,
  mine,
  paths,
  onCreated,
}: {
  programmes: readonly EduProgramme[];
  mine: readonly EduApplicationSummary[];
  paths: RegistrationScreenProps["paths"];
  onCreated: (application: EduApplication) => void;
}) {
  const { t, lang } = useApplicationsText();
  const labels = useStepLabels();
  const applied = new Map(mine.map((row) => [row.programme.id, row]));
  const candidates = programmes.filter((programme) => programme.window !== "closed" && !applied.has(programme.id));
  const [chosen, setChosen] = useState<string>(() =>
    String((candidates.find((programme) => programme.window === "open") ?? candidates[0])?.id ?? ""),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateDraft(lang);

  if (candidates.length === 0) {
    const open = programmes.find((programme) => programme.window !== "closed");
    const existing = open ? applied.get(open.id) : undefined;
    if (existing) {
      return (
        <NoticePanel
          icon={FileCheck}
          title={t("form.alreadyApplied.title")}
          action={
            <Link to={paths.detail(existing.id)} className={buttonLinkVariants({ size: "lg" })}>
              {t("form.alreadyApplied.action")}
            </Link>
          }
        >
          <p>{t("form.alreadyApplied.body", { programme: existing.programme.title })}</p>
        </NoticePanel>
      );
    }
    const latest = [...programmes].sort((a, b) => b.closes_at.localeCompare(a.closes_at))[0];
    return (
      <NoticePanel
        icon={Lock}
        title={t("form.closed.title")}
        action={<TextLink to={paths.info}>{t("form.closed.info")}</TextLink>}
      >
        <p>
          {latest
            ? t("form.closed.body", { programme: latest.title, date: formatDateTime(latest.closes_at, lang) })
            : t("form.closed.none")}
        </p>
      </NoticePanel>
    );
  }

  const start = async () => {
    setProblem(null);
    try {
      onCreated(await create.trigger({ programme_id: Number(chosen) }));
    } catch (error) {
      setProblem(failureText(error, t));
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <Stepper steps={labels.map((label) => ({ label }))} current={0} label={t("form.steps.label")} />
      <section aria-labelledby="edu-programme-heading" className="flex flex-col gap-4">
        <h2 id="edu-programme-heading" className="text-xl font-semibold text-foreground">
          {labels[0]}
        </h2>
        {problem && <FormAlert>{problem}</FormAlert>}
        <RadioGroup value={chosen} onValueChange={setChosen} aria-labelledby="edu-programme-heading">
          {candidates.map((programme) => (
            <RadioGroupItem
              key={programme.id}
              value={String(programme.id)}
              label={programme.title}
              description={`${formatPeriod(programme.trip_start, programme.trip_end, lang)} · ${
                programme.window === "open"
                  ? t("form.programme.openUntil", { date: formatDateTime(programme.closes_at, lang) })
                  : t("form.programme.opensOn", { date: formatDateTime(programme.opens_at, lang) })
              } · ${t("form.programme.seats", { count: programme.seats_left })}`}
            />
          ))}
        </RadioGroup>
        {candidates.some((programme) => String(programme.id) === chosen && programme.window === "upcoming") && (
          <p className="text-sm text-muted-foreground">{t("form.programme.upcomingNote")}</p>
        )}
        <div>
          <Button size="lg" loading={create.isMutating} onClick={() => void start()}>
            {t("form.programme.start")}
          </Button>
        </div>
      </section>
    </div>
  );
}

/** A saved application: the form at the step to resume, or what stands in its way. */
function Continue({
  id,
  paths,
  onSubmitted,
}: {
  id: number;
  paths: RegistrationScreenProps["paths"];
  onSubmitted: (application: EduApplication) => void;
}) {
  const { t, lang } = useApplicationsText();
  const detail = useApplication(id, lang);
  const labels = useStepLabels();
  const [generation, setGeneration] = useState(0);
  const [conflict, setConflict] = useState(false);
  if (detail.error && !detail.data) {
    return (
      <LoadError
        t={t}
        describe={failureText}
        title={t("form.loadError")}
        error={detail.error}
        onRetry={() => void detail.mutate()}
      />
    );
  }
  const application = detail.data;
  if (!application) return <Loading />;
  if (!application.can.edit) {
    return (
      <NoticePanel
        icon={FileCheck}
        title={t("form.notEditable.title")}
        action={
          <Link to={paths.detail(application.id)} className={buttonLinkVariants({ size: "lg" })}>
            {t("form.alreadyApplied.action")}
          </Link>
        }
      >
        <p>{t("form.notEditable.body", { status: t(`status.${application.status}`) })}</p>
      </NoticePanel>
    );
  }

  const { programme } = application;
  const onConflict = async () => {
    await detail.mutate();
    setConflict(true);
    setGeneration((value) => value + 1);
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-base text-foreground">
        <span className="font-semibold">{programme.title}</span>
        <span className="text-muted-foreground">
          {" · "}
          {formatPeriod(programme.trip_start, programme.trip_end, lang)}
        </span>
      </p>
      {conflict && (
        <NoticePanel icon={RefreshCw} tone="warning" title={t("form.conflict.title")}>
          <p>{t("messages.edu.versionConflict")}</p>
        </NoticePanel>
      )}
      {application.status === "info_requested" && (
        <NoticePanel icon={MessageSquareWarning} tone="warning" title={t("detail.infoRequested.title")}>
          <p className="whitespace-pre-line">{application.latest_message}</p>
        </NoticePanel>
      )}
      {application.status === "draft" && programme.window === "upcoming" && (
        <NoticePanel icon={CalendarClock} title={t("form.upcoming.title")}>
          <p>{t("form.upcoming.body", { date: formatDateTime(programme.opens_at, lang) })}</p>
        </NoticePanel>
      )}
      {application.status === "draft" && programme.window === "closed" && (
        <NoticePanel icon={Lock} tone="danger" title={t("form.closed.title")}>
          <p>{t("form.closed.draftBody", { date: formatDateTime(programme.closes_at, lang) })}</p>
        </NoticePanel>
      )}
      <DraftForm
        key={generation}
        application={application}
        stepLabels={labels}
        onConflict={() => void onConflict()}
        onSubmitted={onSubmitted}
      />
      <p className="text-sm text-muted-foreground">
        {t("form.deadline", { date: formatDate(programme.closes_at.slice(0, 10), lang) })}
      </p>
    </div>
  );
}
