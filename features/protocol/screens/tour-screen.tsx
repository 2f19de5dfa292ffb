import { FeaturePage, ListSkeleton } from "@blocks/feature-kit";
import type { Contact, Tour } from "@contracts/protocol";
import { ButtonLink } from "@ds";
import { formatDate, formatDateTime } from "@lib/format/format";
import { Mail, MapPinned, Phone, PlaneLanding } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTour } from "../api/tours";
import type { ProtocolPaths } from "../components/paths";
import { TourFailure } from "../components/tour-failure";
import { TourGate, WindowBadge } from "../components/tour-gate";
import { useProtocolText } from "../components/use-protocol-text";
import { koreaClock } from "../model/korea-time";

export type TourScreenProps = { paths: ProtocolPaths };

/**
 * A delegation's programme (`/protocol/tour`): the tour's name, delegation and dates in Korea's time, the summary,
 * the itinerary day by day, the dress code, the numbered stops and whom to call; the ways on to the arrival details
 * and the live map. A member on several tours chooses one first (`?tour=`).
 */
export function TourScreen({ paths }: TourScreenProps) {
  return (
    <TourGate page="tour" pathFor={paths.tour}>
      {(tourId) => <TourProgramme tourId={tourId} paths={paths} />}
    </TourGate>
  );
}

function TourProgramme({ tourId, paths }: { tourId: number; paths: ProtocolPaths }) {
  const { t, lang } = useProtocolText();
  const tour = useTour(tourId, lang);
  if (!tour.data)
    return (
      <FeaturePage title={t("tour.title")}>
        {tour.error ? (
          <TourFailure error={tour.error} title={t("tour.loadError")} onRetry={() => void tour.mutate()} />
        ) : (
          <ListSkeleton label={t("shared.loading")} rows={["h-16", "h-10", "h-40", "h-24"]} />
        )}
      </FeaturePage>
    );
  return <Programme tour={tour.data} paths={paths} />;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Programme({ tour, paths }: { tour: Tour; paths: ProtocolPaths }) {
  const { t, lang } = useProtocolText();
  const { content } = tour;
  return (
    <FeaturePage title={tour.name} titleClassName="break-words" aside={<WindowBadge state={tour.window.state} />}>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg border border-border p-4">
          <dt className="text-sm text-muted-foreground">{t("tour.delegation")}</dt>
          <dd className="mt-1 font-semibold">{tour.delegation || t("tour.noDelegation")}</dd>
        </div>
        <div className="rounded-lg border border-border p-4">
          <dt className="text-sm text-muted-foreground">{t("tour.dates")}</dt>
          <dd className="mt-1 font-semibold">
            {t("shared.period", { from: formatDateTime(tour.starts_at, lang), to: formatDateTime(tour.ends_at, lang) })}
          </dd>
          <dd className="text-xs text-muted-foreground">{t("shared.koreaTime")}</dd>
        </div>
      </dl>
      {content.summary && <p className="whitespace-pre-line">{content.summary}</p>}
      <nav aria-label={t("tour.moreLabel")} className="flex flex-wrap gap-3">
        <ButtonLink asChild intent="outline">
          <Link to={paths.immigration(tour.id)}>
            <PlaneLanding aria-hidden="true" />
            {t("tour.toImmigration")}
          </Link>
        </ButtonLink>
        <ButtonLink asChild intent="outline">
          <Link to={paths.vehicle(tour.id)}>
            <MapPinned aria-hidden="true" />
            {t("tour.toVehicle")}
          </Link>
        </ButtonLink>
      </nav>
      <Section id="protocol-itinerary" title={t("tour.itinerary")}>
        {content.days.length === 0 ? (
          <p className="text-muted-foreground">{t("tour.noItinerary")}</p>
        ) : (
          <ol className="flex flex-col gap-5">
            {content.days.map((day) => (
              <li key={day.date} className="flex flex-col gap-2">
                <h3 className="font-semibold">
                  {formatDate(day.date, lang, "weekday")}
                  {day.title && <span className="font-normal text-muted-foreground">{` · ${day.title}`}</span>}
                </h3>
                <ol className="flex flex-col divide-y divide-border rounded-lg border border-border">
                  {day.items.map((item, index) => (
                    <li key={index} className="grid gap-1 p-3 sm:grid-cols-[5rem_1fr]">
                      <span className="font-mono font-semibold">{item.time}</span>
                      <span className="flex flex-col">
                        <span className="font-medium">{item.title}</span>
                        {item.place && <span className="text-sm text-muted-foreground">{item.place}</span>}
                        {item.note && <span className="text-sm whitespace-pre-line">{item.note}</span>}
                      </span>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        )}
      </Section>
      {content.dress_code && (
        <Section id="protocol-dress" title={t("tour.dressCode")}>
          <p className="whitespace-pre-line">{content.dress_code}</p>
        </Section>
      )}
      {tour.stops.length > 0 && (
        <Section id="protocol-stops" title={t("tour.stops")}>
          <ol className="flex flex-col gap-2">
            {tour.stops.map((stop) => (
              <li key={stop.number} className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                >
                  {stop.number}
                </span>
                <span className="flex flex-col">
                  <span className="font-medium">
                    <span className="sr-only">{t("tour.stopNumber", { number: stop.number })} </span>
                    {stop.name}
                  </span>
                  {stop.planned_at && (
                    <span className="text-sm text-muted-foreground">
                      {t("tour.plannedAt", { time: koreaClock(stop.planned_at, lang) })}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ol>
        </Section>
      )}
      <Section id="protocol-contacts" title={t("tour.contacts")}>
        {content.contacts.length === 0 ? (
          <p className="text-muted-foreground">{t("tour.noContacts")}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {content.contacts.map((contact, index) => (
              <ContactCard key={index} contact={contact} />
            ))}
          </ul>
        )}
      </Section>
    </FeaturePage>
  );
}

function ContactCard({ contact }: { contact: Contact }) {
  const { t } = useProtocolText();
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-border p-4">
      <span className="font-semibold">{contact.name}</span>
      {contact.role && <span className="text-sm text-muted-foreground">{contact.role}</span>}
      <a
        href={`tel:${contact.phone}`}
        className="flex items-center gap-1 text-primary underline"
        aria-label={t("tour.call", { name: contact.name, phone: contact.phone })}
      >
        <Phone aria-hidden="true" className="size-4" />
        {contact.phone}
      </a>
      {contact.email && (
        <a href={`mailto:${contact.email}`} className="flex items-center gap-1 text-primary underline">
          <Mail aria-hidden="true" className="size-4" />
          {contact.email}
        </a>
      )}
    </li>
  );
}
