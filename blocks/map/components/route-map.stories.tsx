import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { settle } from "../../../.storybook/story-router";
import { RouteMap } from "./route-map";
import type { RouteStop, RouteVehicle } from "./route-map-types";

const WAIT = { timeout: 5000 };

type Place = { lat: number; lng: number; en: string; ko: string };

// real places, with their names in both languages
const PLACES = {
  lotteHotel: { lat: 37.5651, lng: 126.981, en: "Lotte Hotel Seoul", ko: "롯데호텔 서울" },
  gyeongbokgung: { lat: 37.5796, lng: 126.977, en: "Gyeongbokgung", ko: "경복궁" },
  namsanTower: { lat: 37.5512, lng: 126.9882, en: "N Seoul Tower", ko: "N서울타워" },
  museum: { lat: 37.5239, lng: 126.9804, en: "National Museum of Korea", ko: "국립중앙박물관" },
  daejeon: { lat: 36.3705, lng: 127.4286, en: "Daejeon", ko: "대전" },
  gyeongju: { lat: 35.8562, lng: 129.2247, en: "Gyeongju", ko: "경주" },
} satisfies Record<string, Place>;

/** A route line through `points`, each `[lat, lng]`. */
const line = (points: [number, number][]) => points.map(([lat, lng]) => ({ lat, lng }));

/** The places as numbered stops, in order, named in one language. */
function stopsAt(places: readonly Place[], lang: "en" | "ko" = "en"): RouteStop[] {
  return places.map((place, index) => ({ number: index + 1, name: place[lang], lat: place.lat, lng: place.lng }));
}

// a morning in central Seoul: the hotel, the palace, the tower, the museum
const MORNING = [PLACES.lotteHotel, PLACES.gyeongbokgung, PLACES.namsanTower, PLACES.museum];
const STOPS = stopsAt(MORNING);
const ROUTE = line([
  [37.5651, 126.981],
  [37.5663, 126.9779],
  [37.5759, 126.9768],
  [37.5796, 126.977],
  [37.5759, 126.9768],
  [37.5609, 126.9751],
  [37.5538, 126.9815],
  [37.5512, 126.9882],
  [37.5398, 126.9875],
  [37.5239, 126.9804],
]);
const VEHICLES: RouteVehicle[] = [
  { id: 1, label: "Car 1", lat: 37.5735, lng: 126.977 },
  { id: 2, label: "Car 2", lat: 37.5651, lng: 126.9812 },
  { id: 3, label: "Van", lat: 37.5445, lng: 126.9878 },
];

const meta = {
  title: "Blocks/Map/RouteMap",
  component: RouteMap,
  tags: ["autodocs"],
  afterEach: settle,
  // the offline base map and no animation: the same picture on every run, no request anywhere
  args: {
    label: "Route of the day",
    route: ROUTE,
    stops: STOPS,
    height: 420,
    animate: false,
    tiles: { kind: "offline" },
  },
  argTypes: {
    route: { control: false },
    stops: { control: false },
    vehicles: { control: false },
    tiles: { control: false },
  },
  parameters: { layout: "padded" },
} satisfies Meta<typeof RouteMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The offline base map (Korea's land, the expressways, the Han River) with the route line and its numbered stops,
 * framed on the route; each stop is a button named by its number and name, reached by Tab.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const map = await canvas.findByRole("region", { name: "Route of the day" }, WAIT);
    await waitFor(() => expect(map).toHaveAttribute("data-state", "ready"), WAIT);
    await expect(map).toHaveAttribute("data-base", "offline");
    const first = await canvas.findByRole("button", { name: "Stop 1: Lotte Hotel Seoul" }, WAIT);
    await expect(canvas.getByRole("button", { name: "Stop 4: National Museum of Korea" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Re-centre" })).toBeVisible();
    first.focus();
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Stop 2: Gyeongbokgung" })).toHaveFocus();
    // nothing from elsewhere: no tile, picture or script
    await expect(map.querySelectorAll("img")).toHaveLength(0);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Several vehicles on the route, each labelled; pressing one chooses it. */
export const SeveralVehicles: Story = {
  args: { vehicles: VEHICLES },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Car 1" }, WAIT)).toHaveAttribute("aria-pressed", "false");
    await expect(canvas.getByRole("button", { name: "Car 2" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Van" })).toBeVisible();
  },
};

/** One vehicle chosen: its marker is filled and drawn above the others. */
export const VehicleSelected: Story = {
  args: { vehicles: VEHICLES, selectedVehicleId: 3 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Van" }, WAIT)).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("button", { name: "Car 1" })).toHaveAttribute("aria-pressed", "false");
  },
};

/** A longer route, Seoul to the Gyeongju stop by the Gyeongbu expressway: Korea's outline and roads show. */
export const AcrossKorea: Story = {
  args: {
    label: "Route to Gyeongju",
    route: line([
      [37.5651, 126.981],
      [37.2803, 127.109],
      [36.8305, 127.1734],
      [36.3705, 127.4286],
      [36.1213, 128.1185],
      [35.901, 128.5948],
      [35.8562, 129.2247],
    ]),
    stops: stopsAt([PLACES.lotteHotel, PLACES.daejeon, PLACES.gyeongju]),
    vehicles: [{ id: 1, label: "Bus 1", lat: 36.1213, lng: 128.1185 }],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Stop 3: Gyeongju" }, WAIT)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Bus 1" })).toBeVisible();
  },
};

/** In Korean: the stops' names and the controls in the page's language. */
export const Korean: Story = {
  globals: { locale: "ko" },
  args: {
    label: "오늘의 경로",
    stops: stopsAt(MORNING, "ko"),
    vehicles: [{ id: 1, label: "1호차", lat: 37.5735, lng: 126.977 }],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "방문지 2: 경복궁" }, WAIT)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "경로 다시 보기" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "1호차" })).toBeVisible();
  },
};
