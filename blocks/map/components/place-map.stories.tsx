import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { PlaceMap } from "./place-map";
import type { MapPlace } from "./place-map-types";

const WAIT = { timeout: 5000 };

// real places of Seoul, spread over the city
const SEOUL_PLACES: MapPlace[] = [
  { id: 1, name: "Gyeongbokgung Palace", lat: 37.5796, lng: 126.977, href: "/seoulitepass/affiliate/detail/1" },
  { id: 2, name: "N Seoul Tower", lat: 37.5512, lng: 126.9882, href: "/seoulitepass/affiliate/detail/2" },
  { id: 3, name: "National Museum of Korea", lat: 37.5239, lng: 126.9804, href: "/seoulitepass/affiliate/detail/3" },
  { id: 4, name: "Lotte World Tower", lat: 37.5126, lng: 127.1025, href: "/seoulitepass/affiliate/detail/4" },
  { id: 5, name: "Hongik University street", lat: 37.5563, lng: 126.9236, href: "/seoulitepass/affiliate/detail/5" },
];

const meta = {
  title: "Blocks/Map/PlaceMap",
  component: PlaceMap,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  // the stories draw the offline map whatever the configuration: no network in a story
  args: { places: SEOUL_PLACES, label: "Map of the venues", height: 360, provider: { provider: "local" } },
  argTypes: { places: { control: false }, provider: { control: false } },
  parameters: { layout: "padded", route: { path: "/seoulitepass/affiliate" } },
} satisfies Meta<typeof PlaceMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Several places: the city's river and districts drawn from our own data, a pin per place leading to its page;
 * a pin shows its name on hover and keyboard focus, and Tab reaches each one.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const map = await canvas.findByRole("region", { name: "Map of the venues" }, WAIT);
    await expect(map).toHaveAttribute("data-provider", "local");
    const palace = canvas.getByRole("link", { name: "Gyeongbokgung Palace" });
    await expect(palace).toHaveAttribute("href", "/seoulitepass/affiliate/detail/1");
    await expect(canvas.getAllByRole("link")).toHaveLength(5);
    await userEvent.tab();
    await expect(palace).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "N Seoul Tower" })).toHaveFocus();
    await expect(canvas.getByText("Jongno")).toBeInTheDocument();
  },
};

/** One place chosen: its pin stands out, its name and the "Open in a map app" link follow the map. */
export const Selected: Story = {
  args: { selectedId: 2 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: "N Seoul Tower" }, WAIT)).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(canvas.getByRole("link", { name: "N Seoul Tower: open in a map app" })).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/?mlat=37.55120&mlon=126.98820#map=17/37.55120/126.98820",
    );
  },
};

/** Pins without pages are buttons: pressing one chooses its place. */
export const ChoosePlace: Story = {
  args: {
    places: SEOUL_PLACES.map(({ href: _href, ...place }) => place),
    selectedId: 1,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Gyeongbokgung Palace" }, WAIT)).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Lotte World Tower" }));
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Lotte World Tower" })).toHaveAttribute("aria-pressed", "true"),
    );
    await expect(canvas.getByRole("link", { name: "Lotte World Tower: open in a map app" })).toBeVisible();
  },
};

/** One place alone: the map centres on it with its neighbourhood around. */
export const SinglePlace: Story = {
  args: { places: [{ ...SEOUL_PLACES[0], href: undefined } as MapPlace], selectedId: 1, height: 280 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Gyeongbokgung Palace" }, WAIT)).toBeVisible();
    await expect(canvas.getByText("Gyeongbokgung Palace", { selector: "p > span" })).toBeVisible();
  },
};

/** In Korean: the districts, the river and the link in Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  args: {
    label: "제휴처 지도",
    places: [
      { id: 1, name: "경복궁", lat: 37.5796, lng: 126.977 },
      { id: 2, name: "N서울타워", lat: 37.5512, lng: 126.9882 },
      { id: 4, name: "롯데월드타워", lat: 37.5126, lng: 127.1025 },
    ],
    selectedId: 1,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("region", { name: "제휴처 지도" }, WAIT)).toBeVisible();
    await expect(await canvas.findByText("종로구", {}, WAIT)).toBeInTheDocument();
    await expect(canvas.getByText("한강")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "경복궁: 지도 앱에서 열기" })).toBeVisible();
  },
};
