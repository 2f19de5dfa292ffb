import type { DashboardDay } from "@contracts/shop-dashboard";
import { formatPrice } from "@ds";
import { formatDate, formatNumber } from "@lib/format/format";
import type { Lang } from "@lib/i18n/locale";
import { useId } from "react";
import { type ChartMetric, niceMax, peakOf, valueOf } from "../model/chart";
import { useShopDashboardText } from "./use-shop-dashboard-text";

const WIDTH = 640;
const HEIGHT = 220;
const LEFT = 64;
const BOTTOM = 28;
const TOP = 12;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;
const GRID_STEPS = [0, 0.5, 1] as const;

export function metricText(value: number, metric: ChartMetric, lang: Lang): string {
  if (metric === "bookings") return formatNumber(value, lang);
  return formatPrice(value, metric === "usd" ? "USD" : "KRW", lang);
}

export type BarChartProps = {
  series: readonly DashboardDay[];
  metric: ChartMetric;
};

/**
 * The last days as bars, drawn here (no chart library): an image whose name says what it shows and whose
 * description names the busiest day; beside it, for screen readers, the same figures as a table, every day with
 * its bookings and revenue in both currencies.
 */
export function BarChart({ series, metric }: BarChartProps) {
  const { t, lang } = useShopDashboardText();
  const titleId = useId();
  const descId = useId();
  const max = niceMax(series.map((day) => valueOf(day, metric)));
  const slot = (WIDTH - LEFT) / Math.max(1, series.length);
  const barWidth = Math.max(4, slot * 0.6);
  const peak = peakOf(series, metric);
  const name = t(`chart.name.${metric}`, { count: series.length });
  const description = peak
    ? t("chart.peak", { date: formatDate(peak.date, lang), value: metricText(valueOf(peak, metric), metric, lang) })
    : t("chart.none");

  return (
    <div className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="h-auto w-full text-muted-foreground"
        data-metric={metric}
      >
        <title id={titleId}>{name}</title>
        <desc id={descId}>{description}</desc>
        {GRID_STEPS.map((step) => {
          const y = TOP + PLOT_HEIGHT * (1 - step);
          return (
            <g key={step}>
              <line x1={LEFT} x2={WIDTH} y1={y} y2={y} stroke="currentColor" strokeOpacity={0.25} />
              <text x={LEFT - 6} y={y + 4} textAnchor="end" fontSize={11} fill="currentColor">
                {metricText(max * step, metric, lang)}
              </text>
            </g>
          );
        })}
        {series.map((day, index) => {
          const value = valueOf(day, metric);
          const height = (value / max) * PLOT_HEIGHT;
          const x = LEFT + index * slot + (slot - barWidth) / 2;
          const today = index === series.length - 1;
          return (
            <g key={day.date} data-date={day.date}>
              <rect
                x={x}
                y={TOP + PLOT_HEIGHT - height}
                width={barWidth}
                height={Math.max(0, height)}
                rx={2}
                className={today ? "fill-primary" : "fill-primary/55"}
              />
              {index % 2 === (series.length - 1) % 2 && (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  fontSize={11}
                  fill="currentColor"
                  fontWeight={today ? 700 : 400}
                >
                  {formatDate(day.date, lang, "short")}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{t("chart.tableCaption", { count: series.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("chart.table.date")}</th>
            <th scope="col">{t("chart.table.bookings")}</th>
            <th scope="col">{t("chart.table.usd")}</th>
            <th scope="col">{t("chart.table.krw")}</th>
          </tr>
        </thead>
        <tbody>
          {series.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDate(day.date, lang)}</th>
              <td>{formatNumber(day.bookings, lang)}</td>
              <td>{formatPrice(day.revenue.total_usd, "USD", lang)}</td>
              <td>{formatPrice(day.revenue.total_krw, "KRW", lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
