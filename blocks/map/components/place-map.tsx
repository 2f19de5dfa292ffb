import { cn } from "@ds";
import { appConfig } from "@lib/config/app-config";
import { type ComponentType, useEffect, useState } from "react";
import type { KakaoCanvasProps, KakaoMaps } from "./kakao-map";
import { LocalMap } from "./local-map";
import { MapAppLink } from "./map-app-link";
import type { MapPlace, MapProviderChoice } from "./place-map-types";

export type PlaceMapProps = {
  places: readonly MapPlace[];
  /** The place shown as chosen: its pin stands out, its name and map-app link are under the map. */
  selectedId?: MapPlace["id"] | null;
  /** What the map shows, for screen readers ("Map of the partner venues"). */
  label: string;
  /** The map's height (CSS length or pixels); it takes its container's width. */
  height?: number | string;
  /** A pin without a page was pressed; without this the map keeps the choice itself. */
  onSelect?: (id: MapPlace["id"]) => void;
  /** Which map; by default the app configuration's (`MAP_PROVIDER`), the local map unless Kakao is keyed. */
  provider?: MapProviderChoice;
  className?: string;
};

/** The configured map provider: Kakao only with its key (ADR 0031). */
export function configuredProvider(): MapProviderChoice {
  const config = appConfig();
  return config.mapProvider === "kakao" && config.mapKey
    ? { provider: "kakao", key: config.mapKey }
    : { provider: "local" };
}

type KakaoView = { key: string; maps: KakaoMaps; Canvas: ComponentType<KakaoCanvasProps> };

/**
 * Kakao's SDK and the module that draws with it, once both have arrived; null for the local map, while they load,
 * and for good when they fail (the local map stays). Loaded after the first render, so the server's page and the
 * browser's first render are the same local map.
 */
function useKakaoMaps(key: string | null): KakaoView | null {
  const [view, setView] = useState<KakaoView | null>(null);
  useEffect(() => {
    if (!key) return;
    let live = true;
    import("./kakao-map")
      .then(async ({ KakaoCanvas, loadKakaoMaps }) => {
        const maps = await loadKakaoMaps(key);
        if (live) setView({ key, maps, Canvas: KakaoCanvas });
      })
      .catch((error: unknown) => console.warn("Kakao Maps unavailable; showing the local map", error));
    return () => {
      live = false;
    };
  }, [key]);
  return view && view.key === key ? view : null;
}

/**
 * A map of places (ADR 0031): the local map drawn from our own data by default, Kakao's when configured (and the
 * local one again if Kakao's script fails). Pins are links to the places' pages, or buttons that choose a place;
 * the chosen place's name and an "Open in a map app" link follow the map.
 */
export function PlaceMap({
  places,
  selectedId = null,
  label,
  height = 320,
  onSelect,
  provider,
  className,
}: PlaceMapProps) {
  const choice = provider ?? configuredProvider();
  const kakao = useKakaoMaps(choice.provider === "kakao" ? choice.key : null);
  const [failed, setFailed] = useState(false);
  const [picked, setPicked] = useState<MapPlace["id"] | null>(null);
  const current = onSelect ? selectedId : (picked ?? selectedId);
  const selected = places.find((place) => place.id === current);
  const drawing = kakao && !failed ? "kakao" : "local";
  return (
    <section
      aria-label={label}
      data-slot="place-map"
      data-provider={drawing}
      className={cn("flex flex-col gap-2", className)}
    >
      <div className="relative w-full overflow-hidden rounded-lg border border-border bg-muted" style={{ height }}>
        {kakao && !failed ? (
          <kakao.Canvas
            maps={kakao.maps}
            places={places}
            selectedId={current}
            label={label}
            onFail={(error) => {
              console.warn("Kakao Maps failed to draw; showing the local map", error);
              setFailed(true);
            }}
          />
        ) : (
          <LocalMap
            places={places}
            selectedId={current}
            onPick={(id) => {
              setPicked(id);
              onSelect?.(id);
            }}
          />
        )}
      </div>
      {selected && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-medium text-foreground">{selected.name}</span>
          <MapAppLink place={selected} />
        </p>
      )}
    </section>
  );
}
