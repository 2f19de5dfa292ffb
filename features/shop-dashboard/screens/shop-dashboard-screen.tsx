import { useConsoleAccess } from "@blocks/console";
import { OperatorPage, PageFailure, SignedOut, TitledSection } from "@blocks/feature-kit";
import type { DashboardPeriod } from "@contracts/shop-dashboard";
import { Badge, cn, formatPrice, Skeleton } from "@ds";
import { formatDateTime, formatNumber } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { useState } from "react";
import { Link } from "react-router";
import { OPERATOR_AREA, useShopDashboard } from "../api/dashboard";
import { BarChart } from "../components/bar-chart";
import type { ShopDashboardPaths } from "../components/paths";
import { useShopDashboardText } from "../components/use-shop-dashboard-text";
import { CHART_METRICS, type ChartMetric } from "../model/chart";

export type ShopDashboardScreenProps = { paths: ShopDashboardPaths };

const tileClass = "flex flex-col gap-1 rounded-md border border-border px-4 py-3";
const linkTileClass = cn(
  tileClass,
  "no-underline transition-colors duration-fast hover:bg-muted focus-visible:outline-2 focus-visible:outline-focus",
);
const figureClass = "text-2xl font-semibold text-foreground tabular-nums";

/** Today's or this week's bookings and revenue: the converted totals first, then each currency's own orders. */
function PeriodTile({ period, which }: { period: DashboardPeriod; which: "today" | "week" }) {
  const { t, lang } = useShopDashboardText();
  const { revenue } = period;
  return (
    <li className={tileClass}>
      <h3 className="text-sm font-medium text-muted-foreground">{t(`sales.${which}`)}</h3>
      <p className={figureClass}>{t("sales.bookings", { count: period.bookings })}</p>
      {period.bookings === 0 ? (
        <p className="text-sm text-muted-foreground">{t(`sales.none.${which}`)}</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-muted-foreground">{t("sales.revenueUsd")}</dt>
          <dd className="font-medium text-foreground tabular-nums">{formatPrice(revenue.total_usd, "USD", lang)}</dd>
          <dt className="text-muted-foreground">{t("sales.revenueKrw")}</dt>
          <dd className="font-medium text-foreground tabular-nums">{formatPrice(revenue.total_krw, "KRW", lang)}</dd>
          <dt className="text-muted-foreground">{t("sales.byCurrency")}</dt>
          <dd className="text-muted-foreground tabular-nums">
            {t("sales.split", {
              usd: formatPrice(revenue.usd, "USD", lang),
              krw: formatPrice(revenue.krw, "KRW", lang),
            })}
          </dd>
        </dl>
      )}
    </li>
  );
}

/** A count of what waits, opening the list filtered to it. */
function WaitingTile({ to, label, count, unit, urgent = false }: WaitingTileProps) {
  const { lang } = useShopDashboardText();
  return (
    <li>
      <Link to={to} className={linkTileClass}>
        <span className="text-sm font-medium text-muted-foreground">{label}</span>
        <span className={cn(figureClass, urgent && count > 0 && "text-danger")}>
          {formatNumber(count, lang)} <span className="sr-only">{unit}</span>
        </span>
      </Link>
    </li>
  );
}
type WaitingTileProps = { to: string; label: string; count: number; unit: string; urgent?: boolean };

function Loading() {
  const { t } = useShopDashboardText();
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <div className="grid gap-3 sm:grid-cols-2">
        <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-32" />
        <Skeleton shape="block" shapeClassName="h-32" />
      </div>
      <div className="grid gap-3 sm:grid-cols-4">
        <Skeleton shape="block" shapeClassName="h-20" />
        <Skeleton shape="block" shapeClassName="h-20" />
        <Skeleton shape="block" shapeClassName="h-20" />
        <Skeleton shape="block" shapeClassName="h-20" />
      </div>
      <Skeleton shape="block" shapeClassName="h-56" />
    </div>
  );
}

/**
 * `/admin`: the shop's day at a glance for its operators (every console role reads it): today's and this week's
 * bookings and revenue (Korea time, weeks from Monday), what waits (deposits, overdue ones, cancellation requests,
 * unanswered questions; each opens its list), and the last 14 days as a chart with a table for screen readers.
 */
export function ShopDashboardScreen({ paths }: ShopDashboardScreenProps) {
  const { t, lang } = useShopDashboardText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const dashboard = useShopDashboard();
  const { role } = useConsoleAccess();
  const [metric, setMetric] = useState<ChartMetric>("bookings");

  let body;
  if (!loggedIn) body = <SignedOut t={t} />;
  else if (dashboard.error && !dashboard.data)
    body = <PageFailure t={t} title={t("loadError")} error={dashboard.error} onRetry={() => void dashboard.mutate()} />;
  else if (!dashboard.data) body = <Loading />;
  else {
    const data = dashboard.data;
    const waiting = `${paths.reservations}?status=waiting`;
    body = (
      <>
        <TitledSection
          title={t("sales.title")}
          aside={
            <p className="text-sm text-muted-foreground">{t("asOf", { time: formatDateTime(data.as_of, lang) })}</p>
          }
          className="flex flex-col gap-3"
        >
          <ul className="grid gap-3 sm:grid-cols-2">
            <PeriodTile period={data.today} which="today" />
            <PeriodTile period={data.week} which="week" />
          </ul>
        </TitledSection>
        <TitledSection title={t("waiting.title")} className="flex flex-col gap-3">
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <WaitingTile
              to={waiting}
              label={t("waiting.deposits")}
              count={data.deposits.waiting}
              unit={t("waiting.unit.reservations", { count: data.deposits.waiting })}
            />
            <WaitingTile
              to={waiting}
              label={t("waiting.overdue")}
              count={data.deposits.overdue}
              unit={t("waiting.unit.reservations", { count: data.deposits.overdue })}
              urgent
            />
            <WaitingTile
              to={`${paths.reservations}?status=cancel_requested`}
              label={t("waiting.cancelRequests")}
              count={data.cancel_requests}
              unit={t("waiting.unit.reservations", { count: data.cancel_requests })}
            />
            <WaitingTile
              to={paths.inquiries}
              label={t("waiting.inquiries")}
              count={data.unanswered_inquiries}
              unit={t("waiting.unit.questions", { count: data.unanswered_inquiries })}
            />
          </ul>
        </TitledSection>
        <TitledSection
          title={t("chart.title", { count: data.series.length })}
          align="center"
          aside={
            <div
              role="group"
              aria-label={t("chart.show")}
              className="inline-flex rounded-md border border-border p-0.5"
            >
              {CHART_METRICS.map((choice) => (
                <button
                  key={choice}
                  type="button"
                  aria-pressed={metric === choice}
                  onClick={() => setMetric(choice)}
                  className="rounded px-3 py-1.5 text-sm font-medium text-muted-foreground outline-hidden hover:text-foreground focus-visible:ring-2 focus-visible:ring-focus aria-pressed:bg-primary aria-pressed:text-primary-foreground"
                >
                  {t(`chart.metrics.${choice}`)}
                </button>
              ))}
            </div>
          }
          className="flex flex-col gap-3"
        >
          <BarChart series={data.series} metric={metric} />
        </TitledSection>
      </>
    );
  }

  return (
    <OperatorPage
      title={t("title")}
      intro={t("intro")}
      width="wide"
      aside={role === "viewer" ? <Badge variant="neutral">{t("readOnly")}</Badge> : undefined}
    >
      {body}
    </OperatorPage>
  );
}
