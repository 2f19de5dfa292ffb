import { LoadError, useAutosave } from "@blocks/feature-kit";
import {
  type AnswerValue,
  type Answers,
  type LocalQuestion,
  type SurveyArea,
  type SurveyDetail,
  type SurveyKind,
  type SurveyResponse,
  cleanAnswers,
} from "@contracts/survey";
import { Button, Skeleton, buttonLinkVariants } from "@ds";
import { formatDate, formatDateTime } from "@lib/format/format";
import { ArrowLeft, ArrowRight, CalendarClock, CircleCheck, KeyRound, Lock, SearchX, UserX } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useMyResponse } from "../api/get-my-response";
import { useSurvey } from "../api/get-survey";
import { useSaveResponse } from "../api/save-response";
import { useSubmitResponse } from "../api/submit-response";
import { LinkRequestForm } from "../components/link-request-form";
import { focusQuestion } from "../components/question-frame";
import { SaveStatus } from "../components/save-status";
import { FocusHeading, StatePanel } from "../components/state-panel";
import { SurveyPage } from "../components/survey-page";
import { SurveyProgress } from "../components/survey-progress";
import { SurveyQuestion } from "../components/survey-question";
import { useSurveyText } from "../components/use-survey-text";
import { pagePosition, startPageId, withAnswer } from "../model/answering";
import {
  type IssueMap,
  firstPageWithIssue,
  issueMap,
  issuesFromError,
  pageIssues,
  recheck,
  submitCheck,
} from "../model/issues";
import { type SurveyProblem, failureText, surveyProblem } from "../model/server-messages";
import { koreaDay } from "../model/status";
import { useSurveyKey } from "../model/use-survey-key";

export type SurveyAnswerPaths = {
  /** The survey list (`/rok-us/survey`): the way back from every state of the page. */
  entry: string;
};

export type SurveyAnswerScreenProps = {
  kind: SurveyKind;
  area: SurveyArea;
  paths: SurveyAnswerPaths;
};

/** Refusals of the response call that the page answers with its own state (any other is a failed load). */
const HAS_OWN_STATE = new Set<SurveyProblem | null>(["key_invalid", "other_area"]);

/** Refusals that end answering on this page: each has its own state instead of the questions. */
const ENDS_ANSWERING = new Set<SurveyProblem>(["key_invalid", "other_area", "not_open", "closed", "already_submitted"]);

/**
 * `/rok-us/survey/{kind}/{area}` (spec point 2): one survey answered page by page with a progress bar, Back and
 * Next, the answers saved as the guest goes (a reload, or the same link on another device, resumes on the saved
 * page with the saved answers), and submitted once. Around it, every state a guest can meet: loading, not found,
 * no link (or a link no longer valid) with the form to get it again, another course's link, not open yet, closed,
 * already answered, and the thanks after Submit.
 */
export function SurveyAnswerScreen({ kind, area, paths }: SurveyAnswerScreenProps) {
  const { t, lang } = useSurveyText();
  const access = useSurveyKey();
  const detail = useSurvey(kind, area, lang, access.key);
  const response = useMyResponse(kind, area, access.key, (error) => {
    if (access.key && surveyProblem(error) === "key_invalid") access.markInvalid(access.key);
  });
  const [blocked, setBlocked] = useState<SurveyProblem | null>(null);
  const [justSubmitted, setJustSubmitted] = useState(false);

  const onProblem = (problem: SurveyProblem) => {
    if (problem === "key_invalid" && access.key) access.markInvalid(access.key);
    // the response now reads "submitted" (another device sent it): its thanks replace the questions
    if (problem === "already_submitted") void response.mutate();
    // the window moved while the guest was answering: the survey's state says which way
    if (problem === "closed" || problem === "not_open") void detail.mutate();
    setBlocked(problem);
  };

  const back = (
    <Link to={paths.entry} className={buttonLinkVariants({ intent: "outline", size: "lg" })}>
      {t("answer.backToList")}
    </Link>
  );
  const loading = (
    <div className="flex flex-col gap-3">
      <Skeleton shape="line" srLabel={t("shared.loading")} shapeClassName="h-2.5" />
      <Skeleton shape="block" shapeClassName="h-40" />
      <Skeleton shape="block" shapeClassName="h-40" />
    </div>
  );
  /** A part that could not be read (the survey or the saved answers), with a retry. */
  const loadError = (failed: { error: unknown; mutate: () => unknown }) => (
    <LoadError
      t={t}
      describe={failureText}
      retrySize="lg"
      title={t("answer.loadError")}
      error={failed.error}
      onRetry={() => void failed.mutate()}
    />
  );

  const survey = detail.data;
  const saved = response.data;
  const responseProblem = blocked ?? surveyProblem(response.error);
  let content: ReactNode;
  if (surveyProblem(detail.error) === "not_found") {
    content = (
      <StatePanel icon={SearchX} title={t("notFound.title")} action={<div>{back}</div>}>
        <p>{t("notFound.body")}</p>
      </StatePanel>
    );
  } else if (detail.error) {
    content = loadError(detail);
  } else if (!survey) {
    content = loading;
  } else if (!access.key && survey.state === "open") {
    content = (
      <StatePanel
        icon={KeyRound}
        title={t(access.invalid ? "noKey.invalidTitle" : "noKey.title")}
        tone={access.invalid ? "danger" : "neutral"}
        action={<LinkRequestForm headingLevel="h3" />}
      >
        <p>{t(access.invalid ? "messages.keyInvalid" : "noKey.body")}</p>
      </StatePanel>
    );
  } else if (access.key && responseProblem === "other_area") {
    content = (
      <StatePanel icon={UserX} title={t("otherArea.title")} action={<div>{back}</div>}>
        <p>{t("otherArea.body")}</p>
      </StatePanel>
    );
  } else if (access.key && response.error && !HAS_OWN_STATE.has(surveyProblem(response.error))) {
    content = loadError(response);
  } else if (access.key && (saved === undefined || responseProblem === "key_invalid")) {
    content = loading;
  } else if (saved?.status === "submitted" && saved.submitted_at) {
    content = (
      <StatePanel
        icon={CircleCheck}
        tone="success"
        title={t(justSubmitted ? "thanks.title" : "thanks.alreadyTitle")}
        focusOnMount={justSubmitted}
        action={<div>{back}</div>}
      >
        <p>{t("thanks.body", { date: formatDateTime(saved.submitted_at, lang) })}</p>
      </StatePanel>
    );
  } else if (responseProblem === "already_submitted") {
    content = loading;
  } else if (survey.state === "closed" || responseProblem === "closed") {
    content = (
      <StatePanel icon={Lock} title={t("closed.title")} action={<div>{back}</div>}>
        <p>{t("closed.body", { date: formatDate(koreaDay(survey.closes_at), lang) })}</p>
      </StatePanel>
    );
  } else if (survey.state === "upcoming" || responseProblem === "not_open") {
    content = (
      <StatePanel icon={CalendarClock} title={t("upcoming.title")} action={<div>{back}</div>}>
        <p>{t("upcoming.body", { date: formatDate(koreaDay(survey.opens_at), lang) })}</p>
      </StatePanel>
    );
  } else if (access.key) {
    content = (
      <Answering
        key={`${kind}/${area}`}
        survey={survey}
        saved={saved ?? null}
        accessKey={access.key}
        onProblem={onProblem}
        onSubmitted={() => setJustSubmitted(true)}
      />
    );
  } else {
    content = loading;
  }

  return <SurveyPage title={survey?.title ?? t(`kinds.${kind}`, { course: t(`areas.${area}`) })}>{content}</SurveyPage>;
}

type Snapshot = { answers: Answers; pageId: string | null };
type FocusRequest = { target: "page" } | { target: "question"; id: string };

/** The questions, page by page, with the saving rule and the checks of Next and Submit. */
function Answering({
  survey,
  saved,
  accessKey,
  onProblem,
  onSubmitted,
}: {
  survey: SurveyDetail;
  saved: SurveyResponse | null;
  accessKey: string;
  onProblem: (problem: SurveyProblem) => void;
  onSubmitted: () => void;
}) {
  const { t } = useSurveyText();
  const { kind, area, pages } = survey;
  const [answers, setAnswers] = useState<Answers>(() => saved?.answers ?? {});
  const [pageId, setPageId] = useState(() => startPageId(pages, saved?.answers ?? {}, saved?.page_id ?? null));
  const [issues, setIssues] = useState<IssueMap>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const save = useSaveResponse(kind, area, accessKey);
  const submit = useSubmitResponse(kind, area, accessKey);

  const { autosave, status } = useAutosave<Snapshot>(
    (snapshot) => save.trigger({ answers: cleanAnswers(pages, snapshot.answers, "draft"), page_id: snapshot.pageId }),
    (error, saver) => {
      const problem = surveyProblem(error);
      if (problem && ENDS_ANSWERING.has(problem)) {
        saver.dispose();
        onProblem(problem);
        return;
      }
      // a refused draft (the survey changed under the guest): the questions at fault say so
      const found = issuesFromError(error, pages, answers);
      if (found.length > 0) setIssues((current) => ({ ...issueMap(found), ...current }));
    },
  );

  useEffect(() => {
    if (!focus) return;
    if (focus.target === "question" && focusQuestion(focus.id)) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: "start" });
  }, [focus]);

  const position = pagePosition(pages, answers, pageId);
  const page = position.page;
  if (!page) return null;

  const change = (question: LocalQuestion, value: AnswerValue | undefined) => {
    const next = withAnswer(answers, question.id, value);
    setAnswers(next);
    setIssues((current) => recheck(current, pages, question.id, next));
    autosave.change({ answers: next, pageId: page.id });
  };

  const goTo = (target: string | null) => {
    if (!target) return;
    setPageId(target);
    setIssues({});
    setNotice(null);
    // Back and Next save at once, with the page, so a reload comes back here
    autosave.change({ answers, pageId: target });
    void autosave.flush();
    setFocus({ target: "page" });
  };

  /** Shows issues and takes the guest to the first shown page with one, on its first question at fault. */
  const showIssues = (found: ReturnType<typeof pageIssues>, targetPage: string | null) => {
    const map = issueMap(found);
    setIssues(map);
    if (!targetPage) {
      setNotice(t("answer.invalidElsewhere"));
      setFocus({ target: "page" });
      return;
    }
    setPageId(targetPage);
    const first = pages.find((p) => p.id === targetPage)?.questions.find((q) => map[q.id]);
    setFocus(first ? { target: "question", id: first.id } : { target: "page" });
  };

  const next = () => {
    const found = pageIssues(pages, answers, page.id);
    if (found.length > 0) {
      showIssues(found, page.id);
      return;
    }
    goTo(position.nextId);
  };

  const send = async () => {
    setNotice(null);
    const check = submitCheck(pages, answers);
    if (check.issues.length > 0) {
      showIssues(check.issues, check.firstPageId);
      return;
    }
    setSubmitting(true);
    // no save may land after the submit (it would be refused): the one in flight ends first, none starts
    await autosave.hold();
    try {
      await submit.trigger({ answers: check.cleaned });
      autosave.dispose();
      onSubmitted();
    } catch (error) {
      autosave.release();
      const problem = surveyProblem(error);
      if (problem && ENDS_ANSWERING.has(problem)) {
        autosave.dispose();
        onProblem(problem);
        return;
      }
      const found = issuesFromError(error, pages, check.cleaned);
      if (found.length > 0) showIssues(found, firstPageWithIssue(pages, answers, found));
      else setNotice(failureText(error, t));
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (position.isLast) void send();
    else next();
  };

  return (
    <div className="flex flex-col gap-6">
      <SurveyProgress page={position.number} pages={position.total} />
      {position.isFirst && survey.intro && <p className="text-base text-foreground">{survey.intro}</p>}
      <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <FocusHeading ref={headingRef} id={headingId}>
            {page.title}
          </FocusHeading>
          <p className="text-sm text-muted-foreground">{t("answer.requiredLegend")}</p>
        </div>
        {notice && (
          <p role="alert" className="rounded-md border border-danger bg-surface p-3 text-sm font-medium text-danger">
            {notice}
          </p>
        )}
        {page.questions.map((question) => (
          <SurveyQuestion
            key={question.id}
            question={question}
            value={answers[question.id]}
            issue={issues[question.id] ?? null}
            onChange={(value) => change(question, value)}
          />
        ))}
        <div className="flex flex-wrap items-center gap-3">
          {!position.isFirst && (
            <Button intent="outline" size="lg" onClick={() => goTo(position.previousId)}>
              <ArrowLeft aria-hidden="true" />
              {t("answer.back")}
            </Button>
          )}
          <Button type="submit" size="lg" loading={submitting}>
            {position.isLast ? t("answer.submit") : t("answer.next")}
            {!position.isLast && <ArrowRight aria-hidden="true" />}
          </Button>
        </div>
        <SaveStatus status={status} onRetry={() => void autosave.flush()} />
      </form>
    </div>
  );
}
