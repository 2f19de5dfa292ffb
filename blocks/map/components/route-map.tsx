import { cn } from "@ds";
import { appConfig } from "@lib/config/app-config";
import { type ComponentType, useEffect, useMemo, useState } from "react";
import type { LatLng } from "../model/seoul";
import type { RouteCanvasProps } from "./route-canvas";
import type { RouteMapLabels, RouteMapTiles, RouteStop, RouteVehicle } from "./route-map-types";
import { useMapText } from "./use-map-text";

export type RouteMapProps = {
  /** What the map shows, for screen readers ("Live map of the delegation's vehicles"). */
  label: string;
  /** The route's line, in order (stops included). */
  route: readonly LatLng[];
  /** The numbered stops. */
  stops: readonly RouteStop[];
  /** The vehicles where they were last seen; a new position glides there. */
  vehicles?: readonly RouteVehicle[];
  /** The vehicle shown as chosen (its marker stands out). */
  selectedVehicleId?: RouteVehicle["id"] | null;
  /** A vehicle's marker was pressed. */
  onSelectVehicle?: (id: RouteVehicle["id"]) => void;
  /** The map's height (CSS length or pixels); it takes its container's width. */
  height?: number | string;
  /** The base map; by default the app configuration's (`MAP_TILE_URL`), the offline base map without it. */
  tiles?: RouteMapTiles;
  /** Smooth moves and zooms (default); stories turn them off so every picture is the same. */
  animate?: boolean;
  className?: string;
};

/** The configured base map: tiles when MAP_TILE_URL is set, else the offline one (ADR 0031, "Routes and vehicles"). */
export function configuredTiles(): RouteMapTiles {
  const config = appConfig();
  return config.mapTileUrl
    ? { kind: "tiles", url: config.mapTileUrl, attribution: config.mapTileAttribution ?? null }
    : { kind: "offline" };
}

type CanvasState = { Canvas: ComponentType<RouteCanvasProps> } | "loading" | "failed";

/** Leaflet's chunk, fetched after the first render: the server's page and the browser's first render match. */
function useRouteCanvas(): [CanvasState, () => void] {
  const [state, setState] = useState<CanvasState>("loading");
  useEffect(() => {
    let live = true;
    import("./route-canvas")
      .then(({ RouteCanvas }) => {
        if (live) setState({ Canvas: RouteCanvas });
      })
      .catch((error: unknown) => {
        console.warn("The route map could not load; showing the stops as a list", error);
        if (live) setState("failed");
      });
    return () => {
      live = false;
    };
  }, []);
  return [state, () => setState("failed")];
}

/**
 * A route on a map (ADR 0031, "Routes and vehicles"): the base map (offline by default), the route's line, its
 * numbered stops and the vehicles, each a focusable marker named for screen readers; framed on the route when first
 * shown and left where the person moved it after (the re-centre button frames it again). Drawn in the browser only:
 * the server's page, and the browser's until Leaflet's chunk arrives, hold a frame of the same size listing the
 * stops; the list stays if the map cannot be drawn.
 */
export function RouteMap({
  label,
  route,
  stops,
  vehicles = [],
  selectedVehicleId = null,
  onSelectVehicle,
  height = 420,
  tiles,
  animate = true,
  className,
}: RouteMapProps) {
  const { t } = useMapText();
  const [canvas, fail] = useRouteCanvas();
  const base = tiles ?? configuredTiles();
  const labels = useMemo<RouteMapLabels>(
    () => ({
      stop: (stop) => t("route.stop", { number: stop.number, name: stop.name }),
      recentre: t("route.recentre"),
      zoomIn: t("route.zoomIn"),
      zoomOut: t("route.zoomOut"),
    }),
    [t],
  );
  const ready = typeof canvas === "object";
  const ordered = [...stops].sort((a, b) => a.number - b.number);
  return (
    <section
      aria-label={label}
      data-slot="route-map"
      data-state={ready ? "ready" : canvas}
      data-base={base.kind}
      className={cn("relative isolate w-full overflow-hidden rounded-lg border border-border bg-muted", className)}
      style={{ height }}
    >
      {ready ? (
        <canvas.Canvas
          route={route}
          stops={stops}
          vehicles={vehicles}
          selectedVehicleId={selectedVehicleId}
          onSelectVehicle={onSelectVehicle}
          tiles={base}
          animate={animate}
          labels={labels}
          onFail={(error) => {
            console.warn("The route map failed to draw; showing the stops as a list", error);
            fail();
          }}
        />
      ) : (
        <div className="flex size-full flex-col gap-2 overflow-auto p-4">
          <p className="text-sm text-muted-foreground">
            {canvas === "loading" ? t("route.loading") : t("route.unavailable")}
          </p>
          {ordered.length > 0 && (
            <ol aria-label={t("route.stops")} className="flex flex-col gap-1 text-sm text-foreground">
              {ordered.map((stop) => (
                <li key={stop.number} className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="flex size-6 shrink-0 items-center justify-center rounded-full bg-foreground text-xs font-bold text-surface"
                  >
                    {stop.number}
                  </span>
                  {labels.stop(stop)}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
