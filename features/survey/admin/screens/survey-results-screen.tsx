import { LoadError } from "@blocks/feature-kit";
import { surveyCsvFileName } from "@contracts/survey";
import { Button, EmptyState, Skeleton, StatusBadge, toast } from "@ds";
import { formatDateTime, formatNumber } from "@lib/format/format";
import { ClipboardList, Download, Pencil, UserPlus } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { fetchResultsCsv, saveFile } from "../api/export-results";
import { useSurveyResults } from "../api/get-results";
import { useAdminSurvey } from "../api/get-survey";
import { useAdminSurveys } from "../api/list-surveys";
import { EditSurveyDialog } from "../components/edit-survey-dialog";
import { InviteGuestsDialog } from "../components/invite-guests-dialog";
import { QuestionResultCard } from "../components/question-result";
import { SurveyOverviewTable } from "../components/survey-overview-table";
import { SurveyPicker } from "../components/survey-picker";
import { windowText } from "../components/survey-window";
import { useAdminText } from "../components/use-admin-text";
import { failureText } from "../model/failure";
import { AREA_LABEL_KEYS, KIND_LABEL_KEYS, STATE_LABEL_KEYS, STATE_TONES } from "../model/labels";
import { scalesOf } from "../model/scales";
import { AREA_PARAM, KIND_PARAM, type SurveyChoice, chosenSurvey, orderSurveys } from "../model/selection";

/**
 * `/rok-us/survey/list` (issue 9, operators): every survey of the tour with its state and counts, and one survey's
 * results per question in the page's language (which one lives in the address, `?area=&kind=`), with its CSV
 * export, the editor of its window and definition, and the invitations of its course.
 */
export function SurveyResultsScreen() {
  const { t, lang } = useAdminText();
  const headingId = useId();
  const overviewId = useId();
  const [params, setParams] = useSearchParams();
  const surveys = useAdminSurveys(lang);
  const ordered = useMemo(() => (surveys.data ? orderSurveys(surveys.data) : undefined), [surveys.data]);
  // a list that failed still lets the page show a survey: the default one
  const choice = chosenSurvey(params, surveys.error && !ordered ? [] : ordered);
  const results = useSurveyResults(choice, lang);
  const definition = useAdminSurvey(choice);
  const scales = useMemo(() => scalesOf(definition.data?.pages), [definition.data]);
  const summary = choice && ordered?.find((s) => s.kind === choice.kind && s.area === choice.area);
  const [editing, setEditing] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [exporting, setExporting] = useState(false);

  const choose = (next: SurveyChoice) => setParams({ [AREA_PARAM]: next.area, [KIND_PARAM]: next.kind });

  const exportCsv = async (current: SurveyChoice) => {
    setExporting(true);
    try {
      saveFile(await fetchResultsCsv(current.kind, current.area, lang), surveyCsvFileName(current.kind, current.area));
    } catch (error) {
      toast.error(t("export.failed", { reason: failureText(error, t) }));
    } finally {
      setExporting(false);
    }
  };

  const name = choice
    ? t("shared.surveyName", { area: t(AREA_LABEL_KEYS[choice.area]), kind: t(KIND_LABEL_KEYS[choice.kind]) })
    : t("results.heading");
  const head = results.data ?? summary;

  let body;
  if (results.error && !results.data) {
    body = (
      <LoadError
        t={t}
        describe={failureText}
        title={t("results.loadError")}
        error={results.error}
        onRetry={() => void results.mutate()}
      />
    );
  } else if (!results.data) {
    body = (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton srLabel={t("results.loading")} shape="block" shapeClassName="h-32" />
        <Skeleton shape="block" shapeClassName="h-32" />
      </div>
    );
  } else if (results.data.submitted === 0) {
    const state = results.data.state;
    body = (
      <EmptyState
        icon={<ClipboardList aria-hidden="true" />}
        title={t("results.empty.title")}
        description={t(`results.empty.${state}`, {
          opens: formatDateTime(results.data.opens_at, lang),
          closes: formatDateTime(results.data.closes_at, lang),
        })}
        titleAs="h3"
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        {results.data.questions.map((question) => (
          <QuestionResultCard key={question.id} result={question} scale={scales.get(question.id) ?? null} />
        ))}
      </div>
    );
  }

  return (
    <main id="main" className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-foreground">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">
          {t("intro")} {t("shared.koreaTime")}
        </p>
      </div>

      <section aria-labelledby={overviewId} className="flex flex-col gap-3">
        <h2 id={overviewId} className="text-lg font-semibold text-foreground">
          {t("overview.heading")}
        </h2>
        {surveys.error && !surveys.data ? (
          <LoadError
            t={t}
            describe={failureText}
            title={t("overview.loadError")}
            error={surveys.error}
            onRetry={() => void surveys.mutate()}
          />
        ) : (
          <SurveyOverviewTable surveys={ordered ?? []} loading={!ordered} chosen={choice} />
        )}
      </section>

      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <SurveyPicker choice={choice} onChange={choose} />
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id={headingId} className="text-xl font-semibold break-words text-foreground">
              {name}
            </h2>
            {head && (
              <>
                <p className="text-sm break-words text-muted-foreground">{head.title}</p>
                <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <StatusBadge size="sm" tone={STATE_TONES[head.state]} label={t(STATE_LABEL_KEYS[head.state])} />
                  <span>{windowText(head, t, lang)}</span>
                </p>
                <p className="text-sm text-foreground">
                  {t("results.counts", {
                    submitted: formatNumber(head.submitted, lang),
                    inProgress: formatNumber(head.in_progress, lang),
                  })}
                </p>
              </>
            )}
          </div>
          {choice && (
            <div className="flex flex-wrap gap-2">
              <Button intent="outline" loading={exporting} onClick={() => void exportCsv(choice)}>
                <Download aria-hidden="true" />
                {t("export.button")}
              </Button>
              <Button intent="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                {t("edit.button")}
              </Button>
              <Button intent="outline" onClick={() => setInviting(true)}>
                <UserPlus aria-hidden="true" />
                {t("invite.button")}
              </Button>
            </div>
          )}
        </div>
        {body}
      </section>

      {choice && (
        <>
          <EditSurveyDialog choice={choice} open={editing} onOpenChange={setEditing} />
          <InviteGuestsDialog area={choice.area} open={inviting} onOpenChange={setInviting} />
        </>
      )}
    </main>
  );
}
