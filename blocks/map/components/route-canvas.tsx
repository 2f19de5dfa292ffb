import * as L from "leaflet";
import "leaflet/dist/leaflet.css";
import { Button } from "@ds";
import { LocateFixed } from "lucide-react";
import { useEffect, useRef } from "react";
import { KOREA_OUTLINE } from "../model/korea-outline";
import { EXPRESSWAYS, KOREA_BOUNDS } from "../model/korea-roads";
import { HAN_RIVER, type LatLng } from "../model/seoul";
import { easeOut, MOVE_MS } from "../model/vehicle-motion";
import type { RouteMapLabels, RouteMapTiles, RouteStop, RouteVehicle } from "./route-map-types";

/**
 * Leaflet's map of a route (ADR 0031, "Routes and vehicles"). This module is its own chunk: RouteMap imports it in
 * the browser after the page has rendered, so neither Leaflet nor its styles reach the server or the first download.
 * Leaflet draws lines as SVG and markers as HTML elements: the same picture on every machine, no WebGL.
 */

export type RouteCanvasProps = {
  route: readonly LatLng[];
  stops: readonly RouteStop[];
  vehicles: readonly RouteVehicle[];
  selectedVehicleId: RouteVehicle["id"] | null;
  onSelectVehicle?: (id: RouteVehicle["id"]) => void;
  tiles: RouteMapTiles;
  /** Smooth moves and zooms; off in stories and for people who ask for reduced motion. */
  animate: boolean;
  labels: RouteMapLabels;
  /** Leaflet could not draw (a broken browser): RouteMap keeps its list of stops instead. */
  onFail: (error: unknown) => void;
};

type VehicleEntry = { marker: L.Marker; frame: number | undefined; selected: boolean; label: string };

const toLatLng = ({ lat, lng }: LatLng): L.LatLngTuple => [lat, lng];

/** The route and its stops framed with a margin; the vehicles without them; Korea without anything. */
function frameOf(route: readonly LatLng[], stops: readonly RouteStop[], vehicles: readonly RouteVehicle[]) {
  const points = [...route, ...stops];
  const framed = points.length > 0 ? points : vehicles;
  if (framed.length === 0) {
    return L.latLngBounds([KOREA_BOUNDS.south, KOREA_BOUNDS.west], [KOREA_BOUNDS.north, KOREA_BOUNDS.east]);
  }
  return L.latLngBounds(framed.map(toLatLng));
}

/** The offline base map: Korea's land, the main expressways and the Han River, all from the product's own data. */
function offlineBase(): L.LayerGroup {
  const group = L.layerGroup();
  L.polygon(
    KOREA_OUTLINE.map((ring) => ring.map(([lng, lat]) => [lat, lng] as L.LatLngTuple)),
    { className: "fill-surface stroke-border", weight: 1, fillOpacity: 1, interactive: false },
  ).addTo(group);
  for (const road of EXPRESSWAYS) {
    L.polyline(road.points.map(toLatLng), {
      className: "stroke-muted-foreground/40",
      weight: 2,
      interactive: false,
    }).addTo(group);
  }
  L.polyline(HAN_RIVER.map(toLatLng), { className: "stroke-primary/30", weight: 4, interactive: false }).addTo(group);
  return group;
}

function stopIcon(stop: RouteStop): L.DivIcon {
  const number = document.createElement("span");
  number.textContent = String(stop.number);
  return L.divIcon({
    html: number,
    className:
      "route-map-stop !flex items-center justify-center rounded-full border-2 border-surface bg-foreground text-xs font-bold text-surface shadow-md outline-hidden focus-visible:shadow-focus",
    iconSize: [24, 24],
    iconAnchor: [12, 12],
  });
}

function vehicleIcon(vehicle: RouteVehicle, selected: boolean): L.DivIcon {
  const label = document.createElement("span");
  // text, never markup: a vehicle's label is data
  label.textContent = vehicle.label;
  return L.divIcon({
    html: label,
    className: [
      "route-map-vehicle !flex items-center justify-center rounded-full border-2 px-2 text-xs font-semibold whitespace-nowrap shadow-md outline-hidden focus-visible:shadow-focus",
      selected ? "border-primary bg-primary text-primary-foreground" : "border-primary bg-surface text-foreground",
    ].join(" "),
    iconSize: [64, 26],
    iconAnchor: [32, 13],
  });
}

/**
 * Enter and Space press a marker, as they press a button (Leaflet makes markers focusable buttons, no more). Called
 * once per marker: Leaflet keeps the element when its icon changes.
 */
function pressable(marker: L.Marker, onPress: () => void) {
  marker.getElement()?.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    onPress();
  });
}

export function RouteCanvas({
  route,
  stops,
  vehicles,
  selectedVehicleId,
  onSelectVehicle,
  tiles,
  animate,
  labels,
  onFail,
}: RouteCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const routeLayer = useRef<L.LayerGroup | null>(null);
  const vehicleMarkers = useRef(new Map<RouteVehicle["id"], VehicleEntry>());
  // the latest props for the handlers Leaflet keeps, without making the map again
  const latest = useRef({ route, stops, vehicles, onSelectVehicle, labels, animate, onFail });
  useEffect(() => {
    latest.current = { route, stops, vehicles, onSelectVehicle, labels, animate, onFail };
  });

  const tileUrl = tiles.kind === "tiles" ? tiles.url : null;
  const tileAttribution = tiles.kind === "tiles" ? tiles.attribution : null;

  // the map itself, once (and again only if the base map changes)
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { route: line, stops: points, vehicles: cars, labels: words, animate: moving, onFail: fail } = latest.current;
    const markers = vehicleMarkers.current;
    let map: L.Map;
    try {
      map = L.map(element, {
        zoomControl: false,
        attributionControl: false,
        zoomAnimation: moving,
        fadeAnimation: moving,
        markerZoomAnimation: moving,
        inertia: moving,
        minZoom: 6,
        maxZoom: 18,
      });
      L.control.zoom({ position: "topleft", zoomInTitle: words.zoomIn, zoomOutTitle: words.zoomOut }).addTo(map);
      if (tileUrl) {
        L.tileLayer(tileUrl, { attribution: tileAttribution ?? "" }).addTo(map);
        // the provider's credit, without Leaflet's own link and flag
        L.control.attribution({ prefix: false }).addTo(map);
      } else {
        offlineBase().addTo(map);
      }
      map.fitBounds(frameOf(line, points, cars), { padding: [32, 32], maxZoom: 15, animate: false });
    } catch (error) {
      fail(error);
      return;
    }
    mapRef.current = map;
    // the frame may change size (a sidebar opening, a phone turned): Leaflet measures it again
    const resize =
      typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => map.invalidateSize({ animate: false }));
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      for (const entry of markers.values()) cancelAnimationFrame(entry.frame ?? 0);
      markers.clear();
      routeLayer.current = null;
      mapRef.current = null;
      map.remove();
    };
  }, [tileUrl, tileAttribution]);

  // the route line and the numbered stops, drawn again when they change (not when a vehicle moves)
  const routeKey = JSON.stringify([route, stops]);
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const { route: line, stops: points, labels: words } = latest.current;
    routeLayer.current?.remove();
    const group = L.layerGroup().addTo(map);
    routeLayer.current = group;
    if (line.length > 1) {
      L.polyline(line.map(toLatLng), { className: "stroke-primary", weight: 5, interactive: false }).addTo(group);
    }
    for (const stop of [...points].sort((a, b) => a.number - b.number)) {
      const marker = L.marker(toLatLng(stop), { icon: stopIcon(stop), keyboard: true, zIndexOffset: 100 }).addTo(group);
      const element = marker.getElement();
      element?.setAttribute("data-stop", String(stop.number));
      element?.setAttribute("aria-label", words.stop(stop));
      // the stop's name beside it on hover and keyboard focus (Leaflet opens a marker's tooltip on focus)
      marker.bindTooltip(words.stop(stop), {
        direction: "top",
        offset: [0, -12],
        className: "!rounded-md !border-border !bg-surface !px-1.5 !py-0.5 !text-xs !font-medium !text-foreground",
      });
    }
  }, [routeKey, tileUrl, tileAttribution]);

  // the vehicles: new ones added, gone ones removed, the others glide to their new place
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const markers = vehicleMarkers.current;
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    const glide = animate && !reduced;
    const present = new Set(vehicles.map((vehicle) => vehicle.id));
    for (const [id, entry] of markers) {
      if (present.has(id)) continue;
      cancelAnimationFrame(entry.frame ?? 0);
      entry.marker.remove();
      markers.delete(id);
    }
    for (const vehicle of vehicles) {
      const selected = vehicle.id === selectedVehicleId;
      const id = vehicle.id;
      let entry = markers.get(id);
      if (!entry) {
        const marker = L.marker(toLatLng(vehicle), { icon: vehicleIcon(vehicle, selected), keyboard: true });
        marker.on("click", () => latest.current.onSelectVehicle?.(id));
        marker.addTo(map);
        pressable(marker, () => latest.current.onSelectVehicle?.(id));
        entry = { marker, frame: undefined, selected, label: vehicle.label };
        markers.set(id, entry);
      } else {
        if (entry.selected !== selected || entry.label !== vehicle.label) {
          // Leaflet keeps the element (and its focus) and sets its classes and content again
          entry.marker.setIcon(vehicleIcon(vehicle, selected));
          entry.selected = selected;
          entry.label = vehicle.label;
        }
        const from = entry.marker.getLatLng();
        cancelAnimationFrame(entry.frame ?? 0);
        entry.frame = undefined;
        if (glide && (from.lat !== vehicle.lat || from.lng !== vehicle.lng)) {
          const current = entry;
          const start = performance.now();
          const step = (now: number) => {
            const share = easeOut(Math.min(1, (now - start) / MOVE_MS));
            current.marker.setLatLng([
              from.lat + (vehicle.lat - from.lat) * share,
              from.lng + (vehicle.lng - from.lng) * share,
            ]);
            current.frame = share < 1 ? requestAnimationFrame(step) : undefined;
          };
          current.frame = requestAnimationFrame(step);
        } else {
          entry.marker.setLatLng(toLatLng(vehicle));
        }
      }
      entry.marker.setZIndexOffset(selected ? 2000 : 1000);
      const element = entry.marker.getElement();
      if (element) {
        element.setAttribute("aria-label", vehicle.label);
        element.setAttribute("aria-pressed", String(selected));
        // where the vehicle is going (the glide's end), for tests and tools reading the page
        element.dataset.vehicleId = String(id);
        element.dataset.lat = vehicle.lat.toFixed(6);
        element.dataset.lng = vehicle.lng.toFixed(6);
      }
    }
  }, [vehicles, selectedVehicleId, animate, tileUrl, tileAttribution]);

  const fitAgain = () => {
    const { route: line, stops: points, vehicles: cars } = latest.current;
    mapRef.current?.fitBounds(frameOf([...line, ...cars], points, cars), {
      padding: [32, 32],
      maxZoom: 15,
      animate: latest.current.animate,
    });
  };

  return (
    <>
      <div
        ref={container}
        data-slot="route-canvas"
        className="size-full ![font-family:inherit] !bg-muted [&_.leaflet-control-zoom_a]:!text-foreground"
      />
      <Button intent="outline" size="sm" onClick={fitAgain} className="absolute top-3 right-3 z-[1000] shadow-md">
        <LocateFixed aria-hidden="true" />
        {labels.recentre}
      </Button>
    </>
  );
}
