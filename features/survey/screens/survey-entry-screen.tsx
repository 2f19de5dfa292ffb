import { ListSkeleton, LoadError } from "@blocks/feature-kit";
import { failureText } from "../model/server-messages";
import { SURVEY_AREAS, type SurveyArea, type SurveyKind, type SurveySummary } from "@contracts/survey";
import { Badge, EmptyState, buttonLinkVariants } from "@ds";
import { CalendarClock, Check, ClipboardList, Lock } from "lucide-react";
import { Link } from "react-router";
import { useSurveyList } from "../api/list-surveys";
import { LinkRequestForm } from "../components/link-request-form";
import { SurveyPage } from "../components/survey-page";
import { useSurveyText } from "../components/use-survey-text";
import { surveyProblem } from "../model/server-messages";
import { type EntryStatus, entryLinks, entryStatus, entryStatusText, windowText } from "../model/status";
import { useSurveyKey } from "../model/use-survey-key";

export type SurveyEntryPaths = {
  /** The answering page of one survey (`/rok-us/survey/{kind}/{area}`). */
  answer: (kind: SurveyKind, area: SurveyArea) => string;
};

export type SurveyEntryScreenProps = { paths: SurveyEntryPaths };

/**
 * `/rok-us/survey` (spec point 2): the surveys open now for everyone; for a guest who came with their personal link,
 * "Welcome, Alex" and the surveys of their tour courses, each with where they stand (Start, Continue, Answered,
 * Opens on…, Closed). Without a link, the page says how to get one and offers to send it again.
 */
export function SurveyEntryScreen({ paths }: SurveyEntryScreenProps) {
  const { t, lang } = useSurveyText();
  const access = useSurveyKey();
  const list = useSurveyList(lang, access.key, (error) => {
    if (access.key && surveyProblem(error) === "key_invalid") access.markInvalid(access.key);
  });
  const respondent = list.data?.respondent ?? null;

  let body;
  if (list.error && !(access.key && surveyProblem(list.error) === "key_invalid")) {
    body = (
      <LoadError
        t={t}
        describe={failureText}
        retrySize="lg"
        title={t("entry.loadError")}
        error={list.error}
        onRetry={() => void list.mutate()}
      />
    );
  } else if (!list.data) {
    body = <ListSkeleton label={t("shared.loading")} rows={["h-20", "h-20", "h-20"]} />;
  } else if (list.data.surveys.length === 0) {
    body = (
      <EmptyState
        icon={<ClipboardList aria-hidden="true" />}
        titleAs="h2"
        title={t(respondent ? "entry.emptyMine.title" : "entry.empty.title")}
        description={t(respondent ? "entry.emptyMine.body" : "entry.empty.body")}
      />
    );
  } else {
    body = <SurveyGroups surveys={list.data.surveys} paths={paths} />;
  }

  return (
    <SurveyPage
      title={respondent ? t("entry.welcome", { name: respondent.name }) : t("entry.heading")}
      intro={respondent ? t("entry.introMine") : t("entry.intro")}
    >
      {access.invalid && (
        <p role="alert" className="rounded-md border border-danger bg-surface p-3 text-sm font-medium text-danger">
          {t("messages.keyInvalid")}
        </p>
      )}
      {body}
      {!respondent && list.data && (
        <>
          <section aria-labelledby="survey-entry-link-heading" className="flex flex-col gap-2">
            <h2 id="survey-entry-link-heading" className="text-lg font-semibold text-foreground">
              {t("entry.howTo.heading")}
            </h2>
            <p className="text-sm text-muted-foreground">{t("entry.howTo.body")}</p>
          </section>
          <LinkRequestForm headingLevel="h3" />
        </>
      )}
    </SurveyPage>
  );
}

/** The surveys per tour course, in the site's order of courses. */
function SurveyGroups({ surveys, paths }: { surveys: readonly SurveySummary[]; paths: SurveyEntryPaths }) {
  const { t } = useSurveyText();
  const groups = SURVEY_AREAS.map((area) => ({ area, items: surveys.filter((s) => s.area === area) })).filter(
    (group) => group.items.length > 0,
  );
  return (
    <div className="flex flex-col gap-6">
      {groups.map(({ area, items }) => (
        <section key={area} aria-labelledby={`survey-area-${area}`} className="flex flex-col gap-3">
          <h2 id={`survey-area-${area}`} className="text-lg font-semibold text-foreground">
            {t("entry.course", { course: t(`areas.${area}`) })}
          </h2>
          <ul className="flex flex-col gap-3">
            {items.map((survey) => (
              <SurveyItem key={`${survey.kind}-${survey.area}`} survey={survey} paths={paths} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const STATUS_ICONS: Partial<Record<EntryStatus["kind"], typeof Check>> = {
  answered: Check,
  opens: CalendarClock,
  closed: Lock,
};

function SurveyItem({ survey, paths }: { survey: SurveySummary; paths: SurveyEntryPaths }) {
  const { t, lang } = useSurveyText();
  const status = entryStatus(survey);
  const Icon = STATUS_ICONS[status.kind];
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface p-4">
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="font-semibold break-words text-foreground">{survey.title}</h3>
        <p className="text-sm text-muted-foreground">{windowText(survey, t, lang)}</p>
      </div>
      {entryLinks(status) ? (
        <Link
          to={paths.answer(survey.kind, survey.area)}
          // "Start" alone, many times over, would not say which survey in a screen reader's list of links
          aria-label={`${entryStatusText(status, t, lang)}: ${survey.title}`}
          className={buttonLinkVariants({ intent: status.kind === "open" ? "outline" : "primary", size: "lg" })}
        >
          {entryStatusText(status, t, lang)}
        </Link>
      ) : (
        <Badge variant={status.kind === "answered" ? "success" : "neutral"} size="md">
          {Icon && <Icon aria-hidden="true" />}
          {entryStatusText(status, t, lang)}
        </Badge>
      )}
    </li>
  );
}
