import { ListSkeleton } from "@blocks/feature-kit";
import type { FairEdition } from "@contracts/mice";
import { StatusBadge, buttonLinkVariants } from "@ds";
import { formatNumber } from "@lib/format/format";
import { ArrowRight, CalendarDays, Clock, MapPin } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { useEdition } from "../api/get-edition";
import { fairDayText, fairDaysText } from "../model/fair-dates";
import { FairBackdrop } from "./fair-backdrop";
import { FairLoadError } from "./fair-load-error";
import { useFairText } from "./use-fair-text";

/** Where the hero's calls to action lead: the site's addresses. */
export type FairLinks = {
  /** The visitor's registration form. */
  register: string;
  /** The conference programme. */
  conference: string;
  /** The exhibitor list. */
  exhibitors: string;
};

export type FairEditionHeroProps = {
  paths: FairLinks;
  /** 1 where the hero opens the page (the home page), 2 under the page's own heading. */
  headingLevel?: 1 | 2;
};

/**
 * The current edition at a glance, from the edition API: its name, days in the page's language, opening hours,
 * venue and city, whether registration is open and until when (with the way to register only while it is), the
 * ways to the conference and the exhibitors, and the edition's figures.
 */
export function FairEditionHero({ paths, headingLevel = 2 }: FairEditionHeroProps) {
  const { t, lang } = useFairText();
  const edition = useEdition(lang);
  if (edition.error && !edition.data) {
    return (
      <FairLoadError
        title={t("hero.error")}
        error={edition.error}
        onRetry={() => void edition.mutate()}
        retrySize="lg"
      />
    );
  }
  if (!edition.data) return <ListSkeleton label={t("shared.loading")} rows={["h-48", "h-32"]} gap="gap-4" />;
  return <EditionHero edition={edition.data} paths={paths} headingLevel={headingLevel} />;
}

function EditionHero({ edition, paths, headingLevel }: { edition: FairEdition } & Required<FairEditionHeroProps>) {
  const { t, lang } = useFairText();
  const headingId = useId();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const days = fairDaysText(edition.days, lang, t);
  return (
    <section
      aria-labelledby={headingId}
      data-slot="fair-edition-hero"
      className="@container flex flex-col overflow-hidden rounded-xl border border-border bg-surface"
    >
      <div className="relative isolate flex flex-col gap-3 px-5 py-8 text-primary-foreground @2xl:px-10 @2xl:py-12">
        <FairBackdrop />
        <p className="text-sm font-semibold tracking-wide">{days}</p>
        <Heading id={headingId} className="max-w-xl text-3xl font-bold text-balance @2xl:text-4xl">
          {edition.name}
        </Heading>
        <p className="text-base">{t("hero.where", { venue: edition.venue, city: edition.city })}</p>
      </div>
      <div className="grid gap-6 p-5 @2xl:grid-cols-[minmax(0,1fr)_auto] @2xl:p-8">
        <dl className="flex flex-col gap-3">
          <Fact icon={<CalendarDays aria-hidden="true" />} label={t("hero.dates")} value={days} />
          <Fact
            icon={<Clock aria-hidden="true" />}
            label={t("hero.hours")}
            value={t("hero.hoursValue", { opens: edition.opens, closes: edition.closes })}
          />
          <Fact
            icon={<MapPin aria-hidden="true" />}
            label={t("hero.venue")}
            value={t("hero.where", { venue: edition.venue, city: edition.city })}
          />
        </dl>
        <dl className="grid grid-cols-2 gap-3 @2xl:w-72">
          <Figure label={t("hero.figures.exhibitors")} value={formatNumber(edition.exhibitors, lang)} />
          <Figure label={t("hero.figures.sessions")} value={formatNumber(edition.sessions, lang)} />
        </dl>
      </div>
      <div className="flex flex-col gap-4 border-t border-border p-5 @2xl:px-8">
        <div className="flex flex-wrap items-center gap-2" data-slot="fair-registration-state">
          <StatusBadge
            tone={edition.registration_open ? "success" : "neutral"}
            label={t(edition.registration_open ? "hero.registration.open" : "hero.registration.closed")}
          />
          <p className="text-sm text-foreground">
            {t(edition.registration_open ? "hero.registration.until" : "hero.registration.closedOn", {
              date: fairDayText(edition.registration_closes_on, lang, t),
            })}
          </p>
        </div>
        <div className="flex flex-col gap-3 @md:flex-row @md:flex-wrap">
          {edition.registration_open && (
            <Link to={paths.register} className={buttonLinkVariants({ size: "lg" })}>
              {t("hero.actions.register")}
              <ArrowRight aria-hidden="true" />
            </Link>
          )}
          <Link
            to={paths.conference}
            className={buttonLinkVariants({ size: "lg", intent: edition.registration_open ? "outline" : "primary" })}
          >
            {t("hero.actions.conference")}
          </Link>
          <Link to={paths.exhibitors} className={buttonLinkVariants({ size: "lg", intent: "outline" })}>
            {t("hero.actions.exhibitors")}
          </Link>
        </div>
      </div>
    </section>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground [&_svg]:size-4">
        {icon}
        {label}
      </dt>
      <dd className="pl-6 font-medium text-foreground">{value}</dd>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col-reverse justify-end gap-1 rounded-lg bg-muted p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-3xl font-bold text-foreground tabular-nums">{value}</dd>
    </div>
  );
}
