import { cn } from "@ds";
import { ExternalLink } from "lucide-react";
import { openStreetMapUrl } from "../model/projection";
import type { MapPlace } from "./place-map-types";
import { useMapText } from "./use-map-text";

export type MapAppLinkProps = {
  place: Pick<MapPlace, "name" | "lat" | "lng">;
  className?: string;
};

/**
 * "Open in a map app": the place on OpenStreetMap, a plain link (no script, no key) that a phone opens in its browser
 * or hands to a map app. Its name for screen readers says which place, as a page may list several.
 */
export function MapAppLink({ place, className }: MapAppLinkProps) {
  const { t } = useMapText();
  return (
    <a
      href={openStreetMapUrl(place)}
      rel="external noreferrer"
      aria-label={t("openPlaceInMapApp", { name: place.name })}
      className={cn(
        "inline-flex items-center gap-1 rounded-sm text-sm text-primary underline underline-offset-4 hover:no-underline focus-visible:shadow-focus focus-visible:outline-none",
        className,
      )}
    >
      {t("openInMapApp")}
      <ExternalLink aria-hidden="true" className="size-3.5" />
    </a>
  );
}
