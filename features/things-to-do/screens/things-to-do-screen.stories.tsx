import { loadFailedStory } from "@blocks/story-kit";
import type { EventCategory } from "@contracts/things-to-do";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useSearchParams } from "react-router";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { type Canvas } from "../../../.storybook/story-canvas";
import { settle, withRoute } from "../../../.storybook/story-router";
import { eventHandlers, venueHandlers } from "../mocks/handlers";
import { ThingsToDoScreen, type ThingsToDoScreenProps } from "./things-to-do-screen";

const WAIT = { timeout: 5000 };

/** The site's part, played here: the category lives in the address (`?category=`), as the pass site keeps it. */
function InTheAddress(args: ThingsToDoScreenProps) {
  const [query, setQuery] = useSearchParams();
  return (
    <ThingsToDoScreen
      {...args}
      category={query.get("category")}
      onCategoryChange={(category: EventCategory | undefined) => {
        args.onCategoryChange(category);
        setQuery(category ? { category } : {}, { replace: true });
      }}
    />
  );
}

const meta = {
  title: "Features/ThingsToDo/ThingsToDoScreen",
  component: ThingsToDoScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  render: (args) => <InTheAddress {...args} />,
  args: {
    onCategoryChange: fn(),
    calendarHref: "/seoulitepass/thingstodo/calendar",
    venueHref: (id: number) => `/seoulitepass/affiliate/${id}`,
  },
  argTypes: { venueHref: { control: false }, category: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/seoulitepass/thingstodo" },
    msw: { handlers: { events: [eventHandlers.list, eventHandlers.detail], venues: venueHandlers.list } },
  },
} satisfies Meta<typeof ThingsToDoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = async (canvas: Canvas, name: string) => within(await canvas.findByRole("region", { name }, WAIT));

/**
 * Friday 15 May in Seoul: what is on until Sunday (the running exhibition and festival, the palace's nights, the
 * K-pop concert), then what starts later; events at a partner venue carry the pass's mark. The calendar is a link,
 * and the partner venues' strip says what the pass gives at each.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Things to do in Seoul" }, WAIT)).toBeVisible();
    const week = await section(canvas, "This week");
    await expect(await week.findByRole("button", { name: "K-pop Super Live in Seoul" })).toBeVisible();
    await expect(week.getByRole("button", { name: "Treasures of the Joseon Court" })).toBeVisible();
    await expect(week.getByRole("button", { name: "Gyeongbokgung Palace Night Opening" })).toBeVisible();
    await expect(week.queryByRole("button", { name: "Seoul Han River Marathon" })).not.toBeInTheDocument();
    const concert = within(
      week.getByRole("button", { name: "K-pop Super Live in Seoul" }).closest("li") as HTMLElement,
    );
    await expect(concert.getByText("Sat, May 16, 2026")).toBeVisible();
    await expect(concert.getByText("19:30–22:00")).toBeVisible();
    await expect(concert.getByText("Seoul World Cup Stadium, Mapo-gu")).toBeVisible();
    await expect(concert.getByText("From KRW 132,000")).toBeVisible();
    await expect(concert.queryByText("Pass benefit")).not.toBeInTheDocument();
    const palace = within(
      week.getByRole("button", { name: "Gyeongbokgung Palace Night Opening" }).closest("li") as HTMLElement,
    );
    await expect(palace.getByText("Pass benefit")).toBeVisible();
    await expect(palace.getByText("May 14, 2026 – May 24, 2026")).toBeVisible();
    const later = await section(canvas, "Coming up");
    await expect(later.getByRole("button", { name: "Seoul Han River Marathon" })).toBeVisible();
    await expect(later.getByRole("button", { name: "Seoul International Fireworks Festival" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "See the calendar" })).toHaveAttribute(
      "href",
      "/seoulitepass/thingstodo/calendar",
    );
    const venues = await section(canvas, "Top attractions with the pass");
    await expect(venues.getByRole("link", { name: "Gyeongbokgung Palace" })).toHaveAttribute(
      "href",
      "/seoulitepass/affiliate/1",
    );
    await expect(venues.getByText("Free entry")).toBeVisible();
    await expect(venues.getByText("20% off")).toBeVisible();
  },
};

/** One category: the others go, "Everything" brings them back; a week with none of it says so. */
export const FilterByCategory: Story = {
  play: async ({ canvas, args }) => {
    const filter = within(await canvas.findByRole("group", { name: "Show" }, WAIT));
    await expect(filter.getByRole("button", { name: "Everything" })).toHaveAttribute("aria-pressed", "true");
    await canvas.findByRole("button", { name: "K-pop Super Live in Seoul" }, WAIT);
    await userEvent.click(filter.getByRole("button", { name: "Sports" }));
    // the choice goes to the address, and the list follows the address
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith("sports");
    await expect(filter.getByRole("button", { name: "Sports" })).toHaveAttribute("aria-pressed", "true");
    await expect(await canvas.findByText("Nothing on this week in this category.", {}, WAIT)).toBeVisible();
    const later = await section(canvas, "Coming up");
    await expect(later.getByRole("button", { name: "Seoul Han River Marathon" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "K-pop Super Live in Seoul" })).not.toBeInTheDocument();
    await userEvent.click(filter.getByRole("button", { name: "Everything" }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(undefined);
    await expect(await canvas.findByRole("button", { name: "K-pop Super Live in Seoul" }, WAIT)).toBeVisible();
  },
};

/**
 * A shared link (`?category=sports`), or the back button to it: the page opens with Sports chosen and only its
 * events, as the server renders it.
 */
export const CategoryFromTheAddress: Story = {
  parameters: { route: { path: "/seoulitepass/thingstodo?category=sports" } },
  play: async ({ canvas, args }) => {
    const filter = within(await canvas.findByRole("group", { name: "Show" }, WAIT));
    await expect(filter.getByRole("button", { name: "Sports" })).toHaveAttribute("aria-pressed", "true");
    await expect(filter.getByRole("button", { name: "Everything" })).toHaveAttribute("aria-pressed", "false");
    await expect(await canvas.findByText("Nothing on this week in this category.", {}, WAIT)).toBeVisible();
    const later = await section(canvas, "Coming up");
    await expect(later.getByRole("button", { name: "Seoul Han River Marathon" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "K-pop Super Live in Seoul" })).not.toBeInTheDocument();
    await expect(args.onCategoryChange).not.toHaveBeenCalled();
  },
};

/** An address naming no category the events have (an old or mistyped link): the whole list, "Everything" chosen. */
export const UnknownCategoryInTheAddress: Story = {
  parameters: { route: { path: "/seoulitepass/thingstodo?category=karaoke" } },
  play: async ({ canvas }) => {
    const filter = within(await canvas.findByRole("group", { name: "Show" }, WAIT));
    await expect(filter.getByRole("button", { name: "Everything" })).toHaveAttribute("aria-pressed", "true");
    const week = await section(canvas, "This week");
    await expect(await week.findByRole("button", { name: "K-pop Super Live in Seoul" })).toBeVisible();
  },
};

/** An event's details open in a dialog over the list, with its description and the organisers' site; Close returns. */
export const EventDetails: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole("button", { name: "Seoul Lantern Festival on Cheonggyecheon" }, WAIT),
    );
    const dialog = within(
      await screen.findByRole("dialog", { name: "Seoul Lantern Festival on Cheonggyecheon" }, WAIT),
    );
    await expect(await dialog.findByText(/turns into a river of light/, {}, WAIT)).toBeVisible();
    await expect(dialog.getByText("17:00–23:00")).toBeVisible();
    await expect(dialog.getByRole("link", { name: /The organisers' website/ })).toHaveAttribute(
      "href",
      "https://www.seoul.go.kr",
    );
    await userEvent.click(dialog.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** The details could not be read: the dialog keeps what the card had and offers to try again. */
export const EventDetailsError: Story = {
  parameters: { msw: { handlers: { events: [eventHandlers.list, eventHandlers.detailError] } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Seoul Han River Marathon" }, WAIT));
    const dialog = within(await screen.findByRole("dialog", { name: "Seoul Han River Marathon" }, WAIT));
    await expect(await dialog.findByText("This event could not be loaded.", {}, WAIT)).toBeVisible();
    await expect(dialog.getByText("08:00–13:00")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** Nothing listed for the coming weeks: the page says so; the venues' strip stays. */
export const Empty: Story = {
  parameters: { msw: { handlers: { events: eventHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Nothing on yet" }, WAIT)).toBeVisible();
    await expect(await canvas.findByRole("link", { name: "N Seoul Tower" }, WAIT)).toBeVisible();
  },
};

/** The events could not be read: what failed and a way to try again. */
export const ServerError: Story = loadFailedStory(
  { events: eventHandlers.listError },
  "The events could not be loaded.",
);

/** The venues could not be read: the strip is left out, the events are all there. */
export const VenuesUnavailable: Story = {
  parameters: { msw: { handlers: { venues: venueHandlers.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "K-pop Super Live in Seoul" }, WAIT)).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole("heading", { name: "Top attractions with the pass" })).not.toBeInTheDocument(),
    );
    await expect(canvas.queryByText("Try again")).not.toBeInTheDocument();
  },
};

/** While the events are on their way: placeholders where the cards will be. */
export const Loading: Story = {
  parameters: { msw: { handlers: { events: eventHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…", {}, WAIT)).toBeInTheDocument();
    await expect(canvas.queryByRole("region", { name: "This week" })).not.toBeInTheDocument();
  },
};

/** In Korean: the headings, the events' own words, the categories and the venues' benefits. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "서울에서 즐길 거리" }, WAIT)).toBeVisible();
    const week = await section(canvas, "이번 주");
    await expect(await week.findByRole("button", { name: "K-POP 슈퍼 라이브 인 서울" }, WAIT)).toBeVisible();
    await expect(week.getByText("2026년 5월 16일 (토)")).toBeVisible();
    await expect(week.getByText("서울월드컵경기장, 마포구")).toBeVisible();
    await expect(week.getAllByText("패스 혜택").length).toBeGreaterThan(0);
    await expect(canvas.getByRole("button", { name: "스포츠" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "달력으로 보기" })).toBeVisible();
    const venues = await section(canvas, "패스로 즐기는 인기 명소");
    await expect(venues.getByText("무료 입장")).toBeVisible();
    await expect(venues.getByText("30% 할인")).toBeVisible();
  },
};
