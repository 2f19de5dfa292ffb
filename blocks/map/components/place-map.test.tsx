import { initI18n } from "@lib/i18n/i18n";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { i18n as I18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type KakaoMaps, kakaoSdkUrl, loadKakaoMaps } from "./kakao-map";
import { PlaceMap } from "./place-map";
import type { MapPlace } from "./place-map-types";
import { MAP_NAMESPACE } from "./use-map-text";

const PLACES: MapPlace[] = [
  { id: 1, name: "Gyeongbokgung Palace", lat: 37.5796, lng: 126.977 },
  { id: 2, name: "N Seoul Tower", lat: 37.5512, lng: 126.9882 },
  { id: 3, name: "Lotte World Tower", lat: 37.5126, lng: 127.1025, href: "/venues/3" },
];

let i18n: I18n;
beforeAll(async () => {
  i18n = await initI18n("en", ["common"]);
  await i18n.loadNamespaces([MAP_NAMESPACE]);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.head.querySelectorAll("script").forEach((script) => script.remove());
  delete (window as { kakao?: unknown }).kakao;
});

const renderMap = (element: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{element}</MemoryRouter>
    </I18nextProvider>,
  );

const sdkScript = (key: string) =>
  [...document.head.querySelectorAll("script")].find((script) => script.src === kakaoSdkUrl(key));

/** The SDK as far as the map uses it, recording what was drawn. */
function fakeKakao(options: { drawFails?: boolean } = {}) {
  const markers: { title: string }[] = [];
  const containers: HTMLElement[] = [];
  const maps = {
    load: (ready: () => void) => ready(),
    LatLng: class {
      constructor(
        readonly lat: number,
        readonly lng: number,
      ) {}
    },
    LatLngBounds: class {
      extend() {}
    },
    Map: class {
      constructor(container: HTMLElement) {
        if (options.drawFails) throw new Error("no WebGL");
        containers.push(container);
      }
      setBounds() {}
      setCenter() {}
    },
    Marker: class {
      constructor({ title }: { title: string }) {
        markers.push({ title });
      }
      setMap() {}
    },
    CustomOverlay: class {
      setMap() {}
    },
    event: { addListener: () => undefined },
  } as unknown as KakaoMaps;
  return { maps, markers, containers };
}

describe("PlaceMap, local provider", () => {
  it("draws a pin per place and requests nothing: no script, picture, font or call", () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { container } = renderMap(
      <PlaceMap places={PLACES} label="Partner venues" provider={{ provider: "local" }} />,
    );
    const map = screen.getByRole("region", { name: "Partner venues" });
    expect(map.getAttribute("data-provider")).toBe("local");
    expect(within(map).getByRole("button", { name: "Gyeongbokgung Palace" })).not.toBeNull();
    expect(within(map).getByRole("button", { name: "N Seoul Tower" })).not.toBeNull();
    expect(within(map).getByRole("link", { name: "Lotte World Tower" }).getAttribute("href")).toBe("/venues/3");
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(container.querySelectorAll("img, image, iframe, link, object")).toHaveLength(0);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("uses the local map when the configuration names no provider", () => {
    renderMap(<PlaceMap places={PLACES} label="Partner venues" />);
    expect(screen.getByRole("region", { name: "Partner venues" }).getAttribute("data-provider")).toBe("local");
    expect(document.querySelectorAll("script")).toHaveLength(0);
  });

  it("places pins where the places are: west to east, north to south", () => {
    renderMap(<PlaceMap places={PLACES} label="Map" provider={{ provider: "local" }} />);
    const spot = (name: string) => {
      const item = screen.getByRole(name === "Lotte World Tower" ? "link" : "button", { name }).closest("li");
      return { left: parseFloat(item?.style.left ?? ""), top: parseFloat(item?.style.top ?? "") };
    };
    const palace = spot("Gyeongbokgung Palace");
    const tower = spot("N Seoul Tower");
    const lotte = spot("Lotte World Tower");
    expect(palace.left).toBeLessThan(tower.left);
    expect(tower.left).toBeLessThan(lotte.left);
    expect(palace.top).toBeLessThan(tower.top);
    expect(tower.top).toBeLessThan(lotte.top);
  });

  it("shows the selected place with its map-app link, and a pressed pin becomes the selection", () => {
    const onSelect = vi.fn();
    const { rerender } = renderMap(
      <PlaceMap places={PLACES} selectedId={1} label="Map" provider={{ provider: "local" }} onSelect={onSelect} />,
    );
    expect(screen.getByRole("button", { name: "Gyeongbokgung Palace" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("link", { name: "Gyeongbokgung Palace: open in a map app" }).getAttribute("href")).toBe(
      "https://www.openstreetmap.org/?mlat=37.57960&mlon=126.97700#map=17/37.57960/126.97700",
    );
    fireEvent.click(screen.getByRole("button", { name: "N Seoul Tower" }));
    expect(onSelect).toHaveBeenCalledWith(2);
    rerender(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <PlaceMap places={PLACES} selectedId={2} label="Map" provider={{ provider: "local" }} onSelect={onSelect} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByRole("button", { name: "N Seoul Tower" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("link", { name: "N Seoul Tower: open in a map app" })).not.toBeNull();
  });
});

describe("PlaceMap, Kakao provider", () => {
  it("loads the SDK with its key and falls back to the local map when the script fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderMap(<PlaceMap places={PLACES} label="Map" provider={{ provider: "kakao", key: "fail-key" }} />);
    // the first render is the local map, as the server's page is
    expect(screen.getByRole("button", { name: "Gyeongbokgung Palace" })).not.toBeNull();
    await waitFor(() => expect(sdkScript("fail-key")).toBeDefined());
    expect(sdkScript("fail-key")?.src).toBe("https://dapi.kakao.com/v2/maps/sdk.js?appkey=fail-key&autoload=false");
    act(() => {
      sdkScript("fail-key")?.dispatchEvent(new Event("error"));
    });
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith("Kakao Maps unavailable; showing the local map", expect.any(Error)),
    );
    expect(screen.getByRole("region", { name: "Map" }).getAttribute("data-provider")).toBe("local");
    expect(screen.getByRole("button", { name: "N Seoul Tower" })).not.toBeNull();
  });

  it("draws Kakao's map with a marker per place once the SDK is ready", async () => {
    const kakao = fakeKakao();
    renderMap(<PlaceMap places={PLACES} label="Map" provider={{ provider: "kakao", key: "good-key" }} />);
    await waitFor(() => expect(sdkScript("good-key")).toBeDefined());
    (window as { kakao?: unknown }).kakao = { maps: kakao.maps };
    act(() => {
      sdkScript("good-key")?.dispatchEvent(new Event("load"));
    });
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Map" }).getAttribute("data-provider")).toBe("kakao"),
    );
    // the markers are drawn once the map's files are ready, which may come a moment after the provider switched
    await waitFor(() => expect(kakao.markers.map((marker) => marker.title)).toEqual(PLACES.map((place) => place.name)));
    expect(kakao.containers[0]).toBe(screen.getByRole("img", { name: "Map" }));
    expect(screen.queryByRole("button", { name: "Gyeongbokgung Palace" })).toBeNull();
  });

  it("goes back to the local map when the SDK throws while drawing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const kakao = fakeKakao({ drawFails: true });
    renderMap(<PlaceMap places={PLACES} label="Map" provider={{ provider: "kakao", key: "draw-key" }} />);
    await waitFor(() => expect(sdkScript("draw-key")).toBeDefined());
    (window as { kakao?: unknown }).kakao = { maps: kakao.maps };
    act(() => {
      sdkScript("draw-key")?.dispatchEvent(new Event("load"));
    });
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith("Kakao Maps failed to draw; showing the local map", expect.any(Error)),
    );
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Map" }).getAttribute("data-provider")).toBe("local"),
    );
    expect(screen.getByRole("button", { name: "Gyeongbokgung Palace" })).not.toBeNull();
    expect(screen.queryByRole("img", { name: "Map" })).toBeNull();
  });

  it("gives up on an SDK that never answers", async () => {
    await expect(loadKakaoMaps("silent-key", window, 20)).rejects.toThrow("took too long");
  });
});
