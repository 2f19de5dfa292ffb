import { LoadError, SignedOut, TitledSection } from "@blocks/feature-kit";
import { Skeleton } from "@ds";
import { formatNumber } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSummary } from "../api/get-summary";
import { OPERATOR_AREA } from "../api/paths";
import { AdminPage } from "../components/admin-page";
import type { EduAdminPaths } from "../components/paths";
import { ApplicationStatusBadge, ReportBadge } from "../components/status-badges";
import { useAdminText } from "../components/use-admin-text";
import { failureText } from "../model/failure";
import { listSearch } from "../model/list-query";
import { EDU_STATUSES } from "../model/statuses";

export type AdminHomeScreenProps = {
  paths: EduAdminPaths;
  /** Beside the heading: what the site adds (who is signed in, the way to the applicants' site). */
  aside?: ReactNode;
};

const tileClass =
  "flex flex-col gap-2 rounded-md border border-border px-3 py-3 no-underline transition-colors duration-fast hover:bg-muted focus-visible:outline-2 focus-visible:outline-focus";

/**
 * `/seouleduadmin`: the programme office's day at a glance: how many applications are in each status and how many
 * reports are due or overdue, each a link into the list filtered so; the seats left per programme.
 */
export function AdminHomeScreen({ paths, aside }: AdminHomeScreenProps) {
  const { t, lang } = useAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const summary = useSummary(lang);

  let body;
  if (!loggedIn) body = <SignedOut t={t} />;
  else if (summary.error && !summary.data)
    body = (
      <LoadError
        t={t}
        describe={failureText}
        title={t("home.loadError")}
        error={summary.error}
        onRetry={() => void summary.mutate()}
      />
    );
  else if (!summary.data)
    body = (
      <div className="grid gap-3 sm:grid-cols-3">
        <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-24" />
        <Skeleton shape="block" shapeClassName="h-24" />
        <Skeleton shape="block" shapeClassName="h-24" />
      </div>
    );
  else {
    const { by_status: byStatus, reports, programmes } = summary.data;
    const total = EDU_STATUSES.reduce((sum, status) => sum + (byStatus[status] ?? 0), 0);
    body = (
      <>
        <TitledSection
          title={t("home.statuses.title")}
          aside={<p className="text-sm text-muted-foreground">{t("home.statuses.total", { count: total })}</p>}
          className="flex flex-col gap-3"
        >
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
            {EDU_STATUSES.map((status) => (
              <li key={status}>
                <Link to={`${paths.applications}${listSearch({ status })}`} className={tileClass}>
                  <ApplicationStatusBadge size="sm" status={status} />
                  <span className="text-2xl font-semibold text-foreground tabular-nums">
                    {formatNumber(byStatus[status] ?? 0, lang)}{" "}
                    <span className="sr-only">{t("home.statuses.unit", { count: byStatus[status] ?? 0 })}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </TitledSection>
        <TitledSection title={t("home.reports.title")} className="flex flex-col gap-3">
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            {(["due", "overdue", "submitted"] as const).map((state) => (
              <li key={state}>
                <Link to={`${paths.reports}${listSearch({ report: state })}`} className={tileClass}>
                  <ReportBadge size="sm" state={state} />
                  <span className="text-2xl font-semibold text-foreground tabular-nums">
                    {formatNumber(reports[state], lang)}{" "}
                    <span className="sr-only">{t("home.reports.unit", { count: reports[state] })}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </TitledSection>
        <TitledSection title={t("home.programmes.title")} className="flex flex-col gap-3">
          <ul className="flex flex-col gap-2">
            {programmes.map((programme) => (
              <li
                key={programme.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-2"
              >
                <Link
                  to={`${paths.applications}${listSearch({ programme: programme.id })}`}
                  className="font-medium text-primary underline-offset-2 hover:underline"
                >
                  {programme.title}
                </Link>
                <span className="text-sm text-muted-foreground tabular-nums">
                  {t("home.programmes.seats", { left: programme.seats_left, capacity: programme.capacity })}
                </span>
              </li>
            ))}
          </ul>
        </TitledSection>
      </>
    );
  }

  return (
    <AdminPage title={t("home.title")} intro={t("home.intro")} aside={aside}>
      {body}
    </AdminPage>
  );
}
