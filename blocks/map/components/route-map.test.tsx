import { initI18n } from "@lib/i18n/i18n";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import type { i18n as I18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RouteMap, type RouteMapProps } from "./route-map";
import type { RouteStop, RouteVehicle } from "./route-map-types";
import { MAP_NAMESPACE } from "./use-map-text";

// a morning in central Seoul: the palace, City Hall, the tower
const STOPS: RouteStop[] = [
  { number: 1, name: "Gyeongbokgung", lat: 37.5796, lng: 126.977 },
  { number: 2, name: "Seoul City Hall", lat: 37.5663, lng: 126.9779 },
  { number: 3, name: "N Seoul Tower", lat: 37.5512, lng: 126.9882 },
];
const ROUTE = STOPS.map(({ lat, lng }) => ({ lat, lng }));
const CARS: RouteVehicle[] = [
  { id: 1, label: "Car 1", lat: 37.573, lng: 126.9775 },
  { id: 2, label: "Car 2", lat: 37.56, lng: 126.982 },
];

let i18n: I18n;
beforeAll(async () => {
  i18n = await initI18n("en", ["common"]);
  await i18n.loadNamespaces([MAP_NAMESPACE]);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const inI18n = (element: ReactNode) => <I18nextProvider i18n={i18n}>{element}</I18nextProvider>;
const renderMap = (element: ReactNode) => render(inI18n(element));

/** The morning's route on the offline base map, not animated; `props` add to it or replace its own. */
const morningMap = (props: Partial<RouteMapProps> = {}) => (
  <RouteMap label="Route" route={ROUTE} stops={STOPS} animate={false} tiles={{ kind: "offline" }} {...props} />
);

describe("RouteMap", () => {
  it("lists the stops until Leaflet's chunk arrives, as the server's page does", () => {
    renderMap(<RouteMap label="Route" route={ROUTE} stops={STOPS} tiles={{ kind: "offline" }} />);
    const map = screen.getByRole("region", { name: "Route" });
    expect(map.getAttribute("data-state")).toBe("loading");
    const list = within(map).getByRole("list", { name: "Stops" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["1Stop 1: Gyeongbokgung", "2Stop 2: Seoul City Hall", "3Stop 3: N Seoul Tower"]);
  });

  it("draws the offline base map with named stops and vehicles, and requests nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { container } = renderMap(morningMap({ vehicles: CARS }));
    const map = screen.getByRole("region", { name: "Route" });
    await waitFor(() => expect(map.getAttribute("data-state")).toBe("ready"));
    expect(await within(map).findByRole("button", { name: "Stop 2: Seoul City Hall" })).not.toBeNull();
    expect(within(map).getByRole("button", { name: "Car 1" }).getAttribute("tabindex")).toBe("0");
    expect(within(map).getByRole("button", { name: "Re-centre" })).not.toBeNull();
    // Korea's outline, the expressways, the Han River and the route line: SVG paths of our own data
    expect(container.querySelectorAll("path").length).toBeGreaterThanOrEqual(4);
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(container.querySelectorAll("img, iframe, link, object")).toHaveLength(0);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("moves a vehicle's marker to its new position and says which one is chosen", async () => {
    const onSelect = vi.fn();
    const { rerender } = renderMap(morningMap({ vehicles: CARS }));
    const car = await screen.findByRole("button", { name: "Car 1" });
    expect(car.dataset.lat).toBe("37.573000");
    rerender(
      inI18n(
        morningMap({
          vehicles: [{ ...CARS[0]!, lat: 37.5663, lng: 126.978 }, CARS[1]!],
          selectedVehicleId: 1,
          onSelectVehicle: onSelect,
        }),
      ),
    );
    const moved = screen.getByRole("button", { name: "Car 1" });
    expect(moved.dataset.lat).toBe("37.566300");
    expect(moved.getAttribute("aria-pressed")).toBe("true");
    moved.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(onSelect).toHaveBeenCalledWith(1);
  });

  it("draws MAP_TILE_URL's tiles with the provider's credit instead of the offline base map", async () => {
    const { container } = renderMap(
      morningMap({
        tiles: { kind: "tiles", url: "https://tiles.example.com/{z}/{x}/{y}.png", attribution: "© Example tiles" },
      }),
    );
    const map = screen.getByRole("region", { name: "Route" });
    expect(map.getAttribute("data-base")).toBe("tiles");
    await waitFor(() => expect(container.querySelector("img.leaflet-tile")).not.toBeNull());
    expect(container.querySelector("img.leaflet-tile")?.getAttribute("src")).toMatch(
      /^https:\/\/tiles\.example\.com\/\d+\/\d+\/\d+\.png$/,
    );
    expect(within(map).getByText("© Example tiles")).not.toBeNull();
    // no outline of Korea under the tiles: the route line is the only path
    expect(container.querySelectorAll("path")).toHaveLength(1);
  });
});
