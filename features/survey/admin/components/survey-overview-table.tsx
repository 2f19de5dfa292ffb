import type { SurveyAdminSummary } from "@contracts/survey";
import { StatusBadge, Table, type TableColumn, cn } from "@ds";
import { formatNumber } from "@lib/format/format";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { AREA_LABEL_KEYS, KIND_LABEL_KEYS, STATE_LABEL_KEYS, STATE_TONES } from "../model/labels";
import { type SurveyChoice, choiceSearch } from "../model/selection";
import { windowText } from "./survey-window";
import { useAdminText } from "./use-admin-text";

const isChoice = (survey: SurveyChoice, choice: SurveyChoice | null) =>
  choice !== null && survey.kind === choice.kind && survey.area === choice.area;

/**
 * Every survey at a glance, one row each: its state and window, and how many guests submitted, are answering and
 * were invited. A survey's name links to its results (the choice lives in the address).
 */
export function SurveyOverviewTable({
  surveys,
  loading,
  chosen,
}: {
  surveys: readonly SurveyAdminSummary[];
  loading: boolean;
  chosen: SurveyChoice | null;
}) {
  const { t, lang } = useAdminText();
  const count = (value: number) => formatNumber(value, lang);
  const columns: TableColumn<SurveyAdminSummary>[] = [
    {
      id: "survey",
      header: t("overview.table.survey"),
      rowHeader: true,
      cell: (survey) => {
        const current = isChoice(survey, chosen);
        return (
          <Link
            to={{ search: choiceSearch(survey) }}
            aria-current={current ? "true" : undefined}
            className={cn(
              "inline-flex items-center gap-1 rounded-sm text-primary underline-offset-4 outline-hidden hover:underline focus-visible:shadow-focus",
              current && "font-semibold text-foreground no-underline",
            )}
          >
            {current && <ChevronRight aria-hidden="true" className="size-4" />}
            {t("shared.surveyName", { area: t(AREA_LABEL_KEYS[survey.area]), kind: t(KIND_LABEL_KEYS[survey.kind]) })}
          </Link>
        );
      },
    },
    {
      id: "state",
      header: t("overview.table.state"),
      wrap: true,
      cell: (survey) => (
        <span className="flex flex-col items-start gap-1">
          <StatusBadge size="sm" tone={STATE_TONES[survey.state]} label={t(STATE_LABEL_KEYS[survey.state])} />
          <span className="text-xs text-muted-foreground">{windowText(survey, t, lang)}</span>
        </span>
      ),
    },
    { id: "submitted", header: t("overview.table.submitted"), align: "end", cell: (s) => count(s.submitted) },
    { id: "inProgress", header: t("overview.table.inProgress"), align: "end", cell: (s) => count(s.in_progress) },
    { id: "invited", header: t("overview.table.invited"), align: "end", cell: (s) => count(s.invited) },
  ];
  return (
    <Table
      caption={t("overview.caption")}
      captionHidden
      density="compact"
      columns={columns}
      rows={surveys}
      rowKey={(survey) => `${survey.kind}-${survey.area}`}
      loading={loading}
      loadingRows={4}
    />
  );
}
