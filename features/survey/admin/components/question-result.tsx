import type { QuestionResult } from "@contracts/survey";
import { formatNumber } from "@lib/format/format";
import type { Lang } from "@lib/i18n/locale";
import { useId } from "react";
import { QUESTION_TYPE_LABEL_KEYS } from "../model/labels";
import { formatAverage, percentOf, scaleShare } from "../model/percent";
import type { Translate } from "@lib/i18n/feature-text";
import { ShareBar } from "./share-bar";
import { useAdminText } from "./use-admin-text";

/** A rating scale's ends, from the survey's definition (a matrix result does not carry its scale). */
export type Scale = { min: number; max: number };

type Row = { id: string; label: string; figure: string; percent: number | null };

/** Labelled rows with their figure in words and a bar that repeats it. */
function BarList({ rows, label }: { rows: readonly Row[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-col gap-1">
          <span className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 break-words text-foreground">{row.label}</span>
            <span className="shrink-0 text-muted-foreground tabular-nums">{row.figure}</span>
          </span>
          {row.percent !== null && <ShareBar percent={row.percent} />}
        </li>
      ))}
    </ul>
  );
}

function share(count: number, answered: number, t: Translate, lang: Lang) {
  return t("results.share", { count: formatNumber(count, lang), percent: percentOf(count, answered) });
}

function ResultBody({ result, scale }: { result: QuestionResult; scale: Scale | null }) {
  const { t, lang } = useAdminText();
  if (result.answered === 0) return <p className="text-sm text-muted-foreground">{t("results.noAnswers")}</p>;
  switch (result.type) {
    case "single":
    case "multiple":
      return (
        <BarList
          label={t("results.optionsLabel", { title: result.title })}
          rows={result.options.map((option) => ({
            id: option.id,
            label: option.label,
            figure: share(option.count, result.answered, t, lang),
            percent: percentOf(option.count, result.answered),
          }))}
        />
      );
    case "rating": {
      const max = result.distribution.at(-1)?.value ?? scale?.max ?? 0;
      return (
        <div className="flex flex-col gap-3">
          {result.average !== null && (
            <p className="text-sm text-muted-foreground">
              {t("results.average")}{" "}
              <span className="text-2xl font-semibold text-foreground tabular-nums">
                {t("results.outOf", { value: formatAverage(result.average, lang), max })}
              </span>
            </p>
          )}
          <BarList
            label={t("results.distributionLabel", { title: result.title })}
            rows={[...result.distribution].reverse().map((step) => ({
              id: String(step.value),
              label: t("results.scaleValue", { value: step.value }),
              figure: share(step.count, result.answered, t, lang),
              percent: percentOf(step.count, result.answered),
            }))}
          />
        </div>
      );
    }
    case "matrix":
      return (
        <BarList
          label={t("results.rowsLabel", { title: result.title })}
          rows={result.rows.map((row) => ({
            id: row.id,
            label: row.label,
            figure:
              row.average === null
                ? t("results.noRatings")
                : t("results.rowAverage", {
                    average: scale
                      ? t("results.outOf", { value: formatAverage(row.average, lang), max: scale.max })
                      : formatAverage(row.average, lang),
                    count: row.answered,
                  }),
            percent: scale && row.average !== null ? scaleShare(row.average, scale.max) : null,
          }))}
        />
      );
    case "short_text":
    case "long_text":
      return (
        <div className="flex flex-col gap-2">
          <ul aria-label={t("results.textsLabel", { title: result.title })} className="flex flex-col gap-2">
            {result.texts.map((text, index) => (
              <li
                // answers are not unique and have no id; their order is the server's (newest first)
                key={index}
                className="rounded-md border border-border bg-surface px-3 py-2 text-sm break-words whitespace-pre-line text-foreground"
              >
                {text}
              </li>
            ))}
          </ul>
          {result.answered > result.texts.length && (
            <p className="text-xs text-muted-foreground">{t("results.textsCut", { shown: result.texts.length })}</p>
          )}
        </div>
      );
  }
}

/** One question's results: its title, its kind and how many answered, then the numbers. */
export function QuestionResultCard({ result, scale }: { result: QuestionResult; scale: Scale | null }) {
  const { t, lang } = useAdminText();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-question={result.id}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <div className="flex flex-col gap-0.5">
        <h3 id={headingId} className="text-base font-semibold break-words text-foreground">
          {result.title}
        </h3>
        <p className="text-xs text-muted-foreground">
          {t(QUESTION_TYPE_LABEL_KEYS[result.type])} ·{" "}
          {t("results.answered", { count: result.answered, formatted: formatNumber(result.answered, lang) })}
        </p>
      </div>
      <ResultBody result={result} scale={scale} />
    </section>
  );
}
