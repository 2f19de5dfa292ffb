import { FeaturePage, ListSkeleton, SignedOut } from "@blocks/feature-kit";
import type { TourSummary } from "@contracts/protocol";
import { Badge } from "@ds";
import { formatDateTime } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { ChevronRight, Mail, Phone, Plane } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { MEMBER_AREA } from "../api/keys";
import { useMyTours } from "../api/tours";
import { TourFailure } from "./tour-failure";
import { useProtocolText } from "./use-protocol-text";

/** The delegation's pages a gate stands before (its words: `gate.<page>.*`). */
export type GatePage = "tour" | "immigration" | "vehicle";

export type TourGateProps = {
  page: GatePage;
  /** The page's address for a tour (`?tour=`). */
  pathFor: (tourId: number) => string;
  /** The page itself, for the chosen tour. */
  children: (tourId: number) => ReactNode;
};

/** The tour named in the address (`?tour=12`), if it is a whole number. */
export function tourOfQuery(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * Which tour a delegation's page is about: the one in the address (`?tour=`), the member's only tour, or, on
 * several, a chooser; a member on no delegation's tour is told so, with the operators' contact.
 */
export function TourGate({ page, pathFor, children }: TourGateProps) {
  const { t, lang } = useProtocolText();
  const [params] = useSearchParams();
  const chosen = tourOfQuery(params.get("tour"));
  const loggedIn = useIsLoggedIn(MEMBER_AREA);
  const tours = useMyTours(lang);
  if (chosen !== null) return children(chosen);
  const title = t(`gate.${page}.title`);
  let body: ReactNode;
  if (!loggedIn) body = <SignedOut t={t} />;
  else if (tours.error && !tours.data)
    body = <TourFailure error={tours.error} title={t("gate.loadError")} onRetry={() => void tours.mutate()} />;
  else if (!tours.data) body = <ListSkeleton label={t("shared.loading")} rows={["h-20", "h-20"]} />;
  else if (tours.data.length === 1 && tours.data[0]) return children(tours.data[0].id);
  else if (tours.data.length === 0) body = <NoTour />;
  else body = <TourChooser tours={tours.data} page={page} pathFor={pathFor} />;
  return <FeaturePage title={title}>{body}</FeaturePage>;
}

function TourChooser({
  tours,
  page,
  pathFor,
}: {
  tours: readonly TourSummary[];
  page: GatePage;
  pathFor: (id: number) => string;
}) {
  const { t, lang } = useProtocolText();
  return (
    <section aria-labelledby="protocol-chooser" className="flex flex-col gap-3">
      <h2 id="protocol-chooser" className="text-lg font-semibold">
        {t(`gate.${page}.choose`)}
      </h2>
      <ul className="flex flex-col gap-3">
        {tours.map((tour) => (
          <li key={tour.id}>
            <Link
              to={pathFor(tour.id)}
              className="flex items-center justify-between gap-3 rounded-lg border border-border p-4 hover:bg-hover"
            >
              <span className="flex flex-col gap-1">
                <span className="font-semibold text-primary">{tour.name}</span>
                {tour.delegation && <span className="text-sm">{tour.delegation}</span>}
                <span className="text-sm text-muted-foreground">
                  {t("shared.period", {
                    from: formatDateTime(tour.starts_at, lang),
                    to: formatDateTime(tour.ends_at, lang),
                  })}
                </span>
              </span>
              <span className="flex items-center gap-2">
                <WindowBadge state={tour.window.state} />
                <ChevronRight aria-hidden="true" className="size-4" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Where a tour stands: before it, under way, or over. */
export function WindowBadge({ state }: { state: TourSummary["window"]["state"] }) {
  const { t } = useProtocolText();
  const variant = state === "open" ? "success" : state === "before" ? "info" : "neutral";
  return (
    <Badge size="sm" variant={variant}>
      {t(`shared.window.${state}`)}
    </Badge>
  );
}

/** A member whose account is on no delegation's tour: said plainly, with whom to ask. */
export function NoTour() {
  const { t } = useProtocolText();
  const phone = t("gate.none.phone");
  const email = t("gate.none.email");
  return (
    <section
      aria-labelledby="protocol-no-tour"
      className="flex flex-col gap-3 rounded-lg border border-border p-6 text-center"
    >
      <Plane aria-hidden="true" className="mx-auto size-8 text-muted-foreground" />
      <h2 id="protocol-no-tour" className="text-lg font-semibold">
        {t("gate.none.title")}
      </h2>
      <p className="text-muted-foreground">{t("gate.none.body")}</p>
      <p className="flex flex-wrap justify-center gap-4">
        <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="flex items-center gap-1 text-primary underline">
          <Phone aria-hidden="true" className="size-4" />
          {phone}
        </a>
        <a href={`mailto:${email}`} className="flex items-center gap-1 text-primary underline">
          <Mail aria-hidden="true" className="size-4" />
          {email}
        </a>
      </p>
    </section>
  );
}
