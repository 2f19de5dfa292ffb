import type { FairEdition, VisitorRegistration } from "@contracts/mice";
import { QrCode } from "@ds";
import { formatDateTime } from "@lib/format/format";
import { countryName } from "@lib/format/country-name";
import { CircleCheck } from "lucide-react";
import { fairDaysText } from "../model/fair-dates";
import { useFairText } from "./use-fair-text";

export type VisitorBadgeProps = {
  registration: VisitorRegistration;
  /** The edition, for its name, days and venue on the badge; the badge stands without them. */
  edition?: FairEdition | null;
};

/**
 * Printed, only the badge is on the paper: every other part of the page is left out (the badge's own rule, on the
 * page while a badge is shown), so a site's header and footer need to know nothing of it.
 */
const PRINT_RULE = `@media print {
  body *:not([data-slot="fair-visitor-badge"], [data-slot="fair-visitor-badge"] *, :has([data-slot="fair-visitor-badge"])) {
    display: none !important;
  }
  [data-slot="fair-visitor-badge"] { break-inside: avoid; margin: 0 auto; }
}`;

/**
 * The visitor's personal entry badge: the fair, the person (name, organisation, title, country), the QR code the
 * entrance scans (it carries the badge's code) and the badge's number for the desk, and when it was first scanned.
 */
export function VisitorBadge({ registration, edition }: VisitorBadgeProps) {
  const { t, lang } = useFairText();
  const { badge } = registration;
  return (
    <article
      aria-label={t("badge.label", { name: registration.name })}
      data-slot="fair-visitor-badge"
      className="flex w-full max-w-sm flex-col overflow-hidden rounded-xl border-2 border-foreground bg-surface text-foreground"
    >
      <style href="fair-visitor-badge-print" precedence="default">
        {PRINT_RULE}
      </style>
      <div className="flex flex-col gap-0.5 bg-primary px-5 py-4 text-primary-foreground">
        <p className="text-base font-bold">{edition?.name ?? t("badge.fair")}</p>
        {edition && (
          <p className="text-sm">
            {fairDaysText(edition.days, lang, t)}
            <span aria-hidden="true"> · </span>
            {t("hero.where", { venue: edition.venue, city: edition.city })}
          </p>
        )}
      </div>
      <div className="flex flex-col items-center gap-4 px-5 py-6 text-center">
        <p className="rounded-full bg-muted px-3 py-1 text-xs font-bold tracking-[0.2em] uppercase">
          {t("badge.kind")}
        </p>
        <div className="flex flex-col gap-1">
          <p className="text-2xl font-bold break-words" data-slot="fair-badge-name">
            {registration.name}
          </p>
          <p className="text-base font-medium break-words">{registration.organisation}</p>
          {registration.job_title && (
            <p className="text-sm break-words text-muted-foreground">{registration.job_title}</p>
          )}
          <p className="text-sm text-muted-foreground">{countryName(registration.nationality, lang)}</p>
        </div>
        <QrCode value={badge.code} label={t("badge.qr", { number: badge.number })} size="lg" />
        <p className="flex flex-col gap-0.5">
          <span className="text-xs text-muted-foreground">{t("badge.number")}</span>
          <span className="font-mono text-lg font-semibold tracking-wider">{badge.number}</span>
        </p>
        {registration.checked_in_at && (
          <p className="flex items-center gap-1.5 text-sm font-medium">
            <CircleCheck aria-hidden="true" className="size-4 text-toast-success" />
            {t("badge.checkedIn", { time: formatDateTime(registration.checked_in_at, lang) })}
          </p>
        )}
      </div>
    </article>
  );
}
