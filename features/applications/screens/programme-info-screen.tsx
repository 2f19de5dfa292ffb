import { LoadError, TitledSection } from "@blocks/feature-kit";
import type { EduProgramme } from "@contracts/applications";
import { Skeleton, StatusBadge, buttonLinkVariants } from "@ds";
import { formatDate, formatDateTime, formatPeriod } from "@lib/format/format";
import { Link } from "react-router";
import { useProgrammes } from "../api/list-programmes";
import { useApplicationsText } from "../components/use-applications-text";
import { failureText } from "../model/messages";
import { EduPage } from "./edu-page";
import type { ApplicantPaths } from "./paths";

export type ProgrammeInfoScreenProps = { paths: Pick<ApplicantPaths, "registration" | "guide"> };

/** The years the programme ran before this site (spec point 9): their words are in the locale files. */
export const PAST_YEARS = [2019, 2020, 2021, 2022, 2023, 2024, 2025] as const;

/**
 * `/seouledutravel/info` (public, rendered on the server): this year's programmes from the programmes API (trip,
 * window, seats, deadlines) and the programme's past years, 2019 to 2025.
 */
export function ProgrammeInfoScreen({ paths }: ProgrammeInfoScreenProps) {
  const { t, lang } = useApplicationsText();
  const programmes = useProgrammes(lang);
  return (
    <EduPage title={t("info.heading")} lead={t("info.lead")}>
      <TitledSection title={t("info.current.heading")} className="flex flex-col gap-3">
        {programmes.error && !programmes.data ? (
          <LoadError
            t={t}
            describe={failureText}
            title={t("info.current.error")}
            error={programmes.error}
            onRetry={() => void programmes.mutate()}
          />
        ) : !programmes.data ? (
          <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-40" />
        ) : (
          <ul className="flex flex-col gap-3">
            {programmes.data.map((programme) => (
              <li key={programme.id}>
                <ProgrammeCard programme={programme} />
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-3">
          <Link to={paths.registration()} className={buttonLinkVariants({ size: "lg" })}>
            {t("info.apply")}
          </Link>
          <Link to={paths.guide} className={buttonLinkVariants({ size: "lg", intent: "outline" })}>
            {t("info.guide")}
          </Link>
        </div>
      </TitledSection>
      <TitledSection title={t("info.past.heading")} className="flex flex-col gap-3">
        <ol className="flex flex-col gap-3">
          {[...PAST_YEARS].reverse().map((year) => (
            <li key={year} className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
              <span className="w-14 shrink-0 font-semibold text-foreground tabular-nums">{year}</span>
              <p className="text-sm text-foreground">{t(`info.past.years.${year}`)}</p>
            </li>
          ))}
        </ol>
      </TitledSection>
    </EduPage>
  );
}

function ProgrammeCard({ programme }: { programme: EduProgramme }) {
  const { t, lang } = useApplicationsText();
  const headingId = `edu-programme-${programme.id}`;
  const tone = programme.window === "open" ? "success" : programme.window === "upcoming" ? "info" : "neutral";
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-foreground">
          {programme.title}
        </h3>
        <StatusBadge tone={tone} label={t(`window.${programme.window}`)} size="sm" />
      </div>
      <p className="text-sm text-foreground">{programme.summary}</p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t("info.current.trip")}</dt>
        <dd>
          {formatPeriod(programme.trip_start, programme.trip_end, lang)} · {programme.destination}
        </dd>
        <dt className="text-muted-foreground">{t("info.current.window")}</dt>
        <dd>
          {formatDateTime(programme.opens_at, lang)} ~ {formatDateTime(programme.closes_at, lang)}
        </dd>
        <dt className="text-muted-foreground">{t("info.current.seats")}</dt>
        <dd>{t("info.current.seatsValue", { left: programme.seats_left, capacity: programme.capacity })}</dd>
        <dt className="text-muted-foreground">{t("info.current.reportDue")}</dt>
        <dd>{formatDate(programme.report_due, lang)}</dd>
      </dl>
    </article>
  );
}
