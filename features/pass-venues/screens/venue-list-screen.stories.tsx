import { loadFailedStory, queryScreenMeta } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { venueHandlers } from "../mocks/handlers";
import { VenueListScreen } from "./venue-list-screen";

const WAIT = { timeout: 5000 };
const paths = { venue: (id: number) => `/seoulitepass/affiliate/detail/${id}` };

const meta = {
  title: "Features/PassVenues/VenueListScreen",
  ...queryScreenMeta(VenueListScreen, { path: "/seoulitepass/affiliate", paths, handlers: [venueHandlers.list] }),
} satisfies Meta<typeof VenueListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const results = async (canvas: { findByRole: typeof screen.findByRole }) =>
  within(await canvas.findByRole("region", { name: "Venues" }, WAIT));

/** A venue's card, found by the name in its title (the page has many: text is the quicker query). */
const card = (scope: { getByText: typeof screen.getByText }, name: string) =>
  within(scope.getByText(name, { selector: "h2 a" }).closest("li") as HTMLElement);

/**
 * Every venue: the count, the map with a pin per venue leading to its page, and a card each with its category and
 * district, what the pass gives, the reservation badge where a visit must be booked, and the opening hours.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Partner venues" }, WAIT)).toBeVisible();
    const list = await results(canvas);
    await expect(await list.findByText("13 venues", {}, WAIT)).toBeVisible();
    const map = within(list.getByRole("region", { name: "Map of the venues listed" }));
    await expect(map.getAllByRole("link")).toHaveLength(13);
    await expect(map.getByRole("link", { name: "Gyeongbokgung Palace" })).toHaveAttribute(
      "href",
      "/seoulitepass/affiliate/detail/1",
    );
    const palace = card(list, "Gyeongbokgung Palace");
    await expect(palace.getByText("Palace · Jongno-gu")).toBeVisible();
    await expect(palace.getByText("Free entry")).toBeVisible();
    await expect(palace.getByText("09:00–18:00 (last entry 17:00), closed Tuesdays")).toBeVisible();
    await expect(palace.queryByText("Reservation required")).not.toBeInTheDocument();
    const garden = card(list, "Changdeokgung Palace and Secret Garden");
    await expect(garden.getByText("Reservation required")).toBeVisible();
    await expect(card(list, "National Museum of Korea").getByText("20% off")).toBeVisible();
  },
};

/** Choosing a category puts it in the address and lists only its venues; the district filter adds to it. */
export const FilterByCategory: Story = {
  play: async ({ canvas, args }) => {
    await (await results(canvas)).findByText("13 venues", {}, WAIT);
    await userEvent.click(canvas.getByRole("combobox", { name: "Category" }));
    await userEvent.click(await screen.findByRole("option", { name: "Palace" }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(new URLSearchParams("category=palace"));
    await waitFor(() => expect(canvas.getByText("2 venues")).toBeVisible());
    await expect(canvas.getByRole("combobox", { name: "Category" })).toHaveTextContent("Palace");
    await userEvent.click(canvas.getByRole("combobox", { name: "District" }));
    await userEvent.click(await screen.findByRole("option", { name: "Jongno-gu" }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(new URLSearchParams("category=palace&district=jongno"));
    await waitFor(() => expect(canvas.getByText("2 venues")).toBeVisible());
  },
};

/** An address with filters (a shared link) opens on them. */
export const FromAddress: Story = {
  parameters: { route: { path: "/seoulitepass/affiliate?category=museum&district=yongsan" } },
  play: async ({ canvas }) => {
    const list = await results(canvas);
    await expect(await list.findByText("1 venue", {}, WAIT)).toBeVisible();
    await expect(list.getByRole("heading", { name: "National Museum of Korea" })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Category" })).toHaveTextContent("Museum");
    await expect(canvas.getByRole("combobox", { name: "District" })).toHaveTextContent("Yongsan-gu");
  },
};

/** Filters with no venue: said plainly, with a way back to every venue. */
export const EmptyFilter: Story = {
  parameters: { route: { path: "/seoulitepass/affiliate?category=shopping&district=jongno" } },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No venue matches these filters" }, WAIT),
    ).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Map of the venues listed" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Clear filters" }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(new URLSearchParams());
    await expect(await canvas.findByText("13 venues", {}, WAIT)).toBeVisible();
  },
};

/** No partner venue at all yet: nothing to clear. */
export const NoVenues: Story = {
  parameters: { msw: { handlers: [venueHandlers.empty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "No partner venues yet" }, WAIT)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Clear filters" })).not.toBeInTheDocument();
  },
};

/** The list could not be read: what failed and a way to try again. */
export const ServerError: Story = loadFailedStory([venueHandlers.listError], "The venues could not be loaded.");

/** While the list is on its way: placeholders where the map and the cards will be. */
export const Loading: Story = {
  parameters: { msw: { handlers: [venueHandlers.listLoading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…", {}, WAIT)).toBeInTheDocument();
    await expect(canvas.queryByRole("region", { name: "Map of the venues listed" })).not.toBeInTheDocument();
  },
};

/** In Korean: the filters, the categories and districts, the venues' own words and the map's. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "제휴 시설" }, WAIT)).toBeVisible();
    await expect(await canvas.findByText("13곳", {}, WAIT)).toBeVisible();
    const palace = card(canvas, "경복궁");
    await expect(palace.getByText("궁궐 · 종로구")).toBeVisible();
    await expect(palace.getByText("무료 입장")).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "분류" })).toHaveTextContent("전체 분류");
    await expect(canvas.getByRole("region", { name: "목록에 있는 제휴 시설 지도" })).toBeVisible();
    await expect(canvas.getAllByText("예약 필수").length).toBeGreaterThan(0);
  },
};
