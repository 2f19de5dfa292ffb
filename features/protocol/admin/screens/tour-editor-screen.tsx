import { FeaturePage, ListSkeleton, SignedOut, TabbedPage, TextLink, chosenTab, withTab } from "@blocks/feature-kit";
import { useIsLoggedIn } from "@lib/session/use-session";
import { CalendarDays, Car, Link2, MapPin, Users } from "lucide-react";
import { useNavigate, useSearchParams } from "react-router";
import { OPERATOR_AREA } from "../api/keys";
import { useAdminTour } from "../api/tours";
import { DelegatesSection } from "../components/delegates-section";
import { OperatorFailure } from "../components/operator-failure";
import type { ProtocolAdminPaths } from "../components/paths";
import { ShareLinksSection } from "../components/share-links-section";
import { StopsForm } from "../components/stops-form";
import { TourDetailsForm } from "../components/tour-details-form";
import { useAdminText } from "../components/use-admin-text";
import { VehiclesSection } from "../components/vehicles-section";

export type TourEditorScreenProps = {
  /** The tour to edit; null for a new one. */
  tourId: number | null;
  paths: ProtocolAdminPaths;
};

const TABS = ["details", "stops", "vehicles", "delegates", "links"] as const;
type Tab = (typeof TABS)[number];

/**
 * A protocol tour's editor for operators (`/protocol/admin/tours/new` and `/{id}`): a new tour starts with its
 * details and programme; a saved one has its parts in tabs (`?tab=`): details and programme with the route, stops,
 * vehicles and drivers, the delegation's people, and the share links of the live map.
 */
export function TourEditorScreen({ tourId, paths }: TourEditorScreenProps) {
  const { t, lang } = useAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const tour = useAdminTour(tourId);
  const back = <TextLink to={paths.list}>{t("editor.back")}</TextLink>;

  if (!loggedIn)
    return (
      <FeaturePage title={t(tourId === null ? "editor.createTitle" : "editor.editTitle")} aside={back}>
        <SignedOut t={t} />
      </FeaturePage>
    );
  if (tourId === null)
    return (
      <FeaturePage title={t("editor.createTitle")} aside={back}>
        <TourDetailsForm saved={null} onSaved={(made) => void navigate(paths.tour(made.id))} />
      </FeaturePage>
    );
  if (!tour.data)
    return (
      <FeaturePage title={t("editor.editTitle")} aside={back}>
        {tour.error ? (
          <OperatorFailure error={tour.error} title={t("editor.loadError")} onRetry={() => void tour.mutate()} />
        ) : (
          <ListSkeleton label={t("shared.loading")} rows={["h-10", "h-24", "h-24", "h-40"]} />
        )}
      </FeaturePage>
    );

  const saved = tour.data;
  const tab = chosenTab(query.get("tab"), TABS) ?? "details";
  return (
    <TabbedPage<Tab>
      title={lang === "ko" ? saved.name_ko : saved.name_en}
      aside={
        <span className="flex flex-wrap gap-4">
          {back}
          <TextLink to={paths.arrivals(saved.id)}>{t("editor.toArrivals")}</TextLink>
          <TextLink to={paths.vehicle(saved.id)}>{t("editor.toVehicle")}</TextLink>
        </span>
      }
      tabsLabel={t("editor.tabsLabel")}
      value={tab}
      onValueChange={(next) => setQuery(withTab(query, next, "details"), { replace: true })}
      tabs={[
        {
          value: "details",
          label: t("editor.tabs.details"),
          icon: <CalendarDays aria-hidden="true" />,
          // the form keeps what was typed while the tour is read again after a save
          render: () => <TourDetailsForm key={saved.id} saved={saved} onSaved={() => undefined} />,
        },
        {
          value: "stops",
          label: t("editor.tabs.stops"),
          icon: <MapPin aria-hidden="true" />,
          render: () => <StopsForm key={saved.updated_at} tour={saved} />,
        },
        {
          value: "vehicles",
          label: t("editor.tabs.vehicles"),
          icon: <Car aria-hidden="true" />,
          render: () => <VehiclesSection key={saved.updated_at} tour={saved} />,
        },
        {
          value: "delegates",
          label: t("editor.tabs.delegates"),
          icon: <Users aria-hidden="true" />,
          render: () => <DelegatesSection tour={saved} />,
        },
        {
          value: "links",
          label: t("editor.tabs.links"),
          icon: <Link2 aria-hidden="true" />,
          render: () => <ShareLinksSection tourId={saved.id} />,
        },
      ]}
    />
  );
}
