import { loadFailedStory } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { MISSING_VENUE_ID } from "../mocks/fixtures";
import { venueHandlers } from "../mocks/handlers";
import { VenueDetailScreen } from "./venue-detail-screen";

const WAIT = { timeout: 5000 };
const paths = { list: "/seoulitepass/affiliate", purchase: "/seoulitepass/purchase" };

const meta = {
  title: "Features/PassVenues/VenueDetailScreen",
  component: VenueDetailScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { id: "1", paths },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/seoulitepass/affiliate/detail/1" },
    msw: { handlers: [venueHandlers.detail] },
  },
} satisfies Meta<typeof VenueDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A palace: free entry with the pass, no booking, once per pass; hours, address with its map-app link, directions,
 * the phone as a link that calls, the map with the venue chosen, and the way to buy a pass.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Gyeongbokgung Palace" }, WAIT)).toBeVisible();
    await expect(canvas.getByText("Palace · Jongno-gu")).toBeVisible();
    const pass = within(canvas.getByRole("region", { name: "With the pass" }));
    await expect(pass.getByText("Free entry with the pass.")).toBeVisible();
    await expect(pass.getByText("No reservation needed: show the pass at the entrance.")).toBeVisible();
    await expect(pass.getByText("The pass can be used here once.")).toBeVisible();
    await expect(pass.getByRole("link", { name: "Buy a pass" })).toHaveAttribute("href", "/seoulitepass/purchase");
    const visit = within(canvas.getByRole("region", { name: "Visiting" }));
    await expect(visit.getByText("161 Sajik-ro, Jongno-gu, Seoul")).toBeVisible();
    await expect(visit.getByText("Gyeongbokgung Station (Line 3), exit 5")).toBeVisible();
    await expect(visit.getByRole("link", { name: "+82-2-3700-3900" })).toHaveAttribute("href", "tel:+82237003900");
    await expect(visit.getByRole("link", { name: "Gyeongbokgung Palace: open in a map app" })).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/?mlat=37.57960&mlon=126.97700#map=17/37.57960/126.97700",
    );
    const map = within(visit.getByRole("region", { name: "Map of Gyeongbokgung Palace" }));
    await expect(map.getByRole("button", { name: "Gyeongbokgung Palace" })).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("img", { name: "Gyeongbokgung Palace, photo 2" })).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "All partner venues" }));
    await expect(await canvas.findByRole("heading", { name: "Page: /seoulitepass/affiliate" }, WAIT)).toBeVisible();
  },
};

/** A shop open to repeat visits with a discount. */
export const RepeatVisits: Story = {
  args: { id: "11" },
  parameters: { route: { path: "/seoulitepass/affiliate/detail/11" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Starfield COEX Mall" }, WAIT)).toBeVisible();
    const pass = within(canvas.getByRole("region", { name: "With the pass" }));
    await expect(pass.getByText("10% off with the pass.")).toBeVisible();
    await expect(pass.getByText("The pass can be used here more than once.")).toBeVisible();
  },
};

/** A venue to book before the visit: the badge and the rule say so. */
export const ReservationRequired: Story = {
  args: { id: "2" },
  parameters: { route: { path: "/seoulitepass/affiliate/detail/2" } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Changdeokgung Palace and Secret Garden" }, WAIT),
    ).toBeVisible();
    await expect(canvas.getByText("Reservation required")).toBeVisible();
    await expect(canvas.getByText("Reservation required: book a time before you come.")).toBeVisible();
  },
};

/** An address of a venue that does not exist: said plainly, with the way back to the list. */
export const NotFound: Story = {
  args: { id: String(MISSING_VENUE_ID) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "This venue does not exist" }, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "See all partner venues" })).toHaveAttribute(
      "href",
      "/seoulitepass/affiliate",
    );
  },
};

/** An address whose id cannot be a venue's: the same page, without asking the server. */
export const MalformedAddress: Story = {
  args: { id: "gyeongbokgung" },
  parameters: { msw: { handlers: [venueHandlers.detailLoading] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "This venue does not exist" }, WAIT),
    ).toBeVisible();
  },
};

/** The venue could not be read: what failed and a way to try again. */
export const ServerError: Story = loadFailedStory([venueHandlers.detailError], "The venue could not be loaded.");

/** While the venue is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [venueHandlers.detailLoading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…", {}, WAIT)).toBeInTheDocument();
    await expect(canvas.queryByRole("link", { name: "Buy a pass" })).not.toBeInTheDocument();
  },
};

/** In Korean: the venue's words, the pass's rules, the visit's labels and the map's link. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "경복궁" }, WAIT)).toBeVisible();
    await expect(canvas.getByText("궁궐 · 종로구")).toBeVisible();
    await expect(canvas.getByText("패스로 무료 입장할 수 있습니다.")).toBeVisible();
    await expect(canvas.getByText("이곳에서는 패스를 한 번만 사용할 수 있습니다.")).toBeVisible();
    await expect(canvas.getByText("서울특별시 종로구 사직로 161")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "패스 구매하기" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "경복궁: 지도 앱에서 열기" })).toBeVisible();
  },
};
