import { loadScript } from "@lib/integrations/load-script";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import type { MapPlace } from "./place-map-types";

// Kakao Maps' JavaScript SDK (ADR 0031). This module is its own chunk: a page loads it only when the configuration
// names Kakao, and nothing of it runs on the server. Only what the map uses of the SDK is typed here.

type LatLng = object;
type Bounds = { extend: (point: LatLng) => void };
type KakaoMapInstance = { setBounds: (bounds: Bounds) => void; setCenter: (point: LatLng) => void };
type Removable = { setMap: (map: KakaoMapInstance | null) => void };
export type KakaoMaps = {
  load: (ready: () => void) => void;
  LatLng: new (lat: number, lng: number) => LatLng;
  LatLngBounds: new () => Bounds;
  Map: new (container: HTMLElement, options: { center: LatLng; level: number }) => KakaoMapInstance;
  Marker: new (options: { position: LatLng; map: KakaoMapInstance; title: string; zIndex?: number }) => Removable;
  CustomOverlay: new (options: {
    position: LatLng;
    content: HTMLElement;
    map: KakaoMapInstance;
    yAnchor: number;
  }) => Removable;
  event: { addListener: (target: object, type: "click", handler: () => void) => void };
};
type KakaoWindow = Window & { kakao?: { maps?: KakaoMaps } };

/** The SDK's address: `autoload=false` so the map's own files load when `kakao.maps.load` is called, not before. */
export const kakaoSdkUrl = (key: string) =>
  `https://dapi.kakao.com/v2/maps/sdk.js?appkey=${encodeURIComponent(key)}&autoload=false`;

/** Past this the SDK is taken as unavailable and the local map stays (a blocked or very slow network). */
export const KAKAO_LOAD_TIMEOUT_MS = 10_000;

/** Loads the SDK once and waits for its map files; rejects when either fails or takes too long. */
export async function loadKakaoMaps(
  key: string,
  win: KakaoWindow = window,
  timeoutMs = KAKAO_LOAD_TIMEOUT_MS,
): Promise<KakaoMaps> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("Kakao Maps took too long to load")), timeoutMs);
  });
  const ready = (async () => {
    await loadScript(kakaoSdkUrl(key), win.document);
    const maps = win.kakao?.maps;
    if (!maps?.load) throw new Error("Kakao Maps did not start");
    await new Promise<void>((resolve) => maps.load(resolve));
    return maps;
  })();
  try {
    return await Promise.race([ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Street level for one place; several are framed by their bounds instead. */
const SINGLE_PLACE_LEVEL = 4;

export type KakaoCanvasProps = {
  maps: KakaoMaps;
  places: readonly MapPlace[];
  selectedId: MapPlace["id"] | null;
  label: string;
  /** The SDK threw while drawing: the caller goes back to the local map. */
  onFail: (error: unknown) => void;
};

/**
 * Kakao's map with a marker per place (its name as the marker's title; a marker with a page leads there) and the
 * selected place's name above its marker. The SDK draws into the element itself, so its picture is one image to
 * assistive technology; the pages list each place as a link of their own.
 */
export function KakaoCanvas({ maps, places, selectedId, label, onFail }: KakaoCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  // the places' identity changes with every render of the page: draw again only when what is drawn changes
  const latest = useRef({ places, navigate, onFail });
  // runs before the drawing effect below, in order
  useEffect(() => {
    latest.current = { places, navigate, onFail };
  });
  const drawn = places.map((place) => `${place.id}@${place.lat},${place.lng}`).join("|");

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { places: shown, navigate: go, onFail: fail } = latest.current;
    const added: Removable[] = [];
    try {
      const first = shown[0];
      const map = new maps.Map(element, {
        center: new maps.LatLng(first?.lat ?? 37.5665, first?.lng ?? 126.978),
        level: SINGLE_PLACE_LEVEL,
      });
      const bounds = new maps.LatLngBounds();
      for (const place of shown) {
        const position = new maps.LatLng(place.lat, place.lng);
        bounds.extend(position);
        const selected = place.id === selectedId;
        const marker = new maps.Marker({ position, map, title: place.name, zIndex: selected ? 1 : 0 });
        added.push(marker);
        const href = place.href;
        if (href) maps.event.addListener(marker, "click", () => void go(href));
        if (selected) {
          const name = document.createElement("div");
          name.className = "mb-10 rounded-md bg-surface px-1.5 py-0.5 text-xs font-medium text-foreground shadow-md";
          // text, never markup: a place's name is data
          name.textContent = place.name;
          added.push(new maps.CustomOverlay({ position, content: name, map, yAnchor: 1 }));
        }
      }
      if (shown.length > 1) map.setBounds(bounds);
    } catch (error) {
      fail(error);
    }
    return () => {
      for (const item of added) item.setMap(null);
      element.replaceChildren();
    };
  }, [maps, drawn, selectedId]);

  return <div ref={container} role="img" aria-label={label} data-slot="kakao-map" className="size-full" />;
}
