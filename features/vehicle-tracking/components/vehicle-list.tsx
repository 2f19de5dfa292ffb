import { cn } from "@ds";
import type { TrackState, TrackVehicle } from "@contracts/tracking";
import { etaToNextStop } from "@contracts/tracking-eta";
import { Car } from "lucide-react";
import { lastPosition } from "../model/live-track";
import { etaText, updatedText } from "../model/texts";
import { useTrackingText } from "./use-tracking-text";

export type VehicleListProps = {
  vehicles: readonly TrackVehicle[];
  state: Pick<TrackState, "route" | "stops">;
  /** The server's time now (ms), ticking. */
  nowMs: number;
  selectedId: number | null;
  onSelect: (id: number) => void;
};

/**
 * Beside the map: each vehicle's label, plate and trip, when it was last heard from (ticking) and its way to the
 * next stop. Pressing one shows it on the map.
 */
export function VehicleList({ vehicles, state, nowMs, selectedId, onSelect }: VehicleListProps) {
  const { t } = useTrackingText();
  return (
    <ul className="flex flex-col gap-2" aria-label={t("viewer.vehiclesTitle")}>
      {vehicles.map((vehicle) => {
        const last = lastPosition(vehicle);
        const eta = last
          ? etaToNextStop({ route: state.route, stops: state.stops, positions: vehicle.recent, now: new Date(nowMs) })
          : null;
        const selected = vehicle.id === selectedId;
        return (
          <li key={vehicle.id}>
            <button
              type="button"
              aria-pressed={selected}
              data-vehicle={vehicle.id}
              onClick={() => onSelect(vehicle.id)}
              className={cn(
                "flex w-full flex-col gap-1 rounded-lg border bg-surface p-3 text-left outline-hidden focus-visible:shadow-focus",
                selected ? "border-primary" : "border-border hover:bg-hover",
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="flex items-center gap-2 font-semibold text-foreground">
                  <Car aria-hidden="true" className="size-4 text-primary" />
                  {vehicle.label}
                </span>
                <span
                  data-trip={vehicle.trip}
                  className={cn(
                    "rounded-full px-2 py-0.5 text-xs font-medium",
                    vehicle.trip === "started" ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
                  )}
                >
                  {t(`trip.${vehicle.trip}`)}
                </span>
              </span>
              <span className="text-sm text-muted-foreground">
                {t("vehicle.plate", { plate: vehicle.plate })}
                {vehicle.driver_name ? ` · ${t("vehicle.driver", { name: vehicle.driver_name })}` : ""}
              </span>
              <span className="text-sm text-foreground" data-slot="updated">
                {updatedText(t, last?.received_at ?? null, nowMs)}
              </span>
              {last && (
                <span className="text-sm text-foreground" data-slot="eta">
                  {etaText(t, eta)}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
