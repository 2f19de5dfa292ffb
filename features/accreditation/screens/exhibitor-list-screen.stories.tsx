import { signedInStory } from "@blocks/feature-kit";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { useLocation, useNavigate } from "react-router";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { FairScope } from "@blocks/fair-scope";
import { STORY_TOKEN } from "../mocks/fixtures";
import { exhibitorHandlers, exhibitorsApi } from "../mocks/handlers";
import { BusinessListScreen, type BusinessListScreenProps } from "./business-list-screen";

const LIST = "/mice/company/list";

/** The MICE fair's pages: the screens as its site gives them (`fair="mice"`). */
const onMiceFair: Decorator = (Story) => (
  <FairScope value="mice">
    <Story />
  </FairScope>
);

/** A phone's width (360 px): the list's grids answer their container, so the picture shows the phone's layout. */
const onPhone: Decorator = (Story) => (
  <div className="w-[360px]">
    <Story />
  </div>
);

/** The browser's part, played here: the address the list keeps its filters in, and the Back button. */
function WithAddress(args: BusinessListScreenProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <div className="flex items-center gap-3 border-b border-border px-4 py-2 text-sm">
        <button type="button" className="underline" onClick={() => void navigate(-1)}>
          Back
        </button>
        <output aria-label="Address">{pathname + search}</output>
      </div>
      <BusinessListScreen {...args} />
    </>
  );
}

const directory = exhibitorsApi();

const meta = {
  title: "Features/Accreditation/ExhibitorListScreen",
  component: BusinessListScreen,
  tags: ["autodocs"],
  decorators: [onMiceFair, withRoute],
  afterEach: settle,
  args: { audience: "public", paths: { detail: (id: number) => `/mice/company/view/${id}` } },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: LIST },
    msw: { handlers: exhibitorsApi().handlers },
  },
} satisfies Meta<typeof BusinessListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every exhibitor, for anyone: no sign-in, no buyer or seller tabs, the booth on each card. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Exhibitors" }, { timeout: 5000 })).toBeVisible();
    const results = await canvas.findByRole("region", { name: "7 exhibitors" }, { timeout: 5000 });
    await expect(canvas.queryByRole("tablist")).toBeNull();
    await expect(canvas.queryByText("You are signed out")).toBeNull();
    await expect(canvas.getByRole("combobox", { name: "Category" })).toHaveTextContent("All");
    await expect(within(results).getByRole("link", { name: "Busan Harbour Convention Bureau" })).toHaveAttribute(
      "href",
      "/mice/company/view/101",
    );
    await expect(within(results).getByText("Convention bureau")).toBeVisible();
    await expect(within(results).getByText("Booth M-01")).toBeVisible();
  },
};

/**
 * A country and a group of sectors narrow the list, each into the address (a link shows the same list), and Back
 * returns to the list before. A participant who happens to be signed in still reads the public list, without a token.
 */
export const Filtered: Story = {
  render: (args) => <WithAddress {...args} />,
  parameters: { msw: { handlers: directory.handlers } },
  beforeEach: signedInStory("accreditation", STORY_TOKEN),
  play: async ({ canvas }) => {
    await canvas.findByRole("region", { name: "7 exhibitors" }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole("combobox", { name: "Country" }));
    await userEvent.click(await screen.findByRole("option", { name: "South Korea" }));
    const korea = await canvas.findByRole("region", { name: "5 exhibitors" });
    await expect(within(korea).getByRole("link", { name: "Bright Eye Clinic Seoul" })).toBeVisible();
    await expect(canvas.getByRole("status", { name: "Address" })).toHaveTextContent(`${LIST}?country=KR`);

    await userEvent.click(canvas.getByRole("combobox", { name: "Category" }));
    const groups = await screen.findAllByRole("option");
    await expect(groups.map((option) => option.textContent)).toEqual([
      "All",
      "Medical and wellness",
      "Travel and hospitality",
      "Meetings and events (MICE)",
      "Other",
    ]);
    await userEvent.click(screen.getByRole("option", { name: "Meetings and events (MICE)" }));
    const mice = await canvas.findByRole("region", { name: "4 exhibitors" });
    await expect(within(mice).queryByRole("link", { name: "Bright Eye Clinic Seoul" })).toBeNull();
    await expect(within(mice).getAllByRole("listitem")).toHaveLength(4);
    await expect(canvas.getByRole("status", { name: "Address" })).toHaveTextContent(`${LIST}?country=KR&category=mice`);
    await waitFor(() => expect(directory.queries.at(-1)?.get("category")).toBe("mice"));
    await expect(directory.queries.at(-1)?.get("country")).toBe("KR");
    await expect(directory.queries.at(-1)?.has("role")).toBe(false);
    await expect(directory.tokens.every((token) => token === null)).toBe(true);

    await userEvent.click(canvas.getByRole("button", { name: "Back" }));
    await expect(await canvas.findByRole("region", { name: "5 exhibitors" })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Category" })).toHaveTextContent("All");
    await expect(canvas.getByRole("combobox", { name: "Country" })).toHaveTextContent("South Korea");
  },
};

/** No exhibitor matches the filters in the address: the page says so and clears them in one step. */
export const NoMatch: Story = {
  parameters: { route: { path: `${LIST}?country=JP&category=medical`, pattern: LIST } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "No company matches these filters" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Category" })).toHaveTextContent("Medical and wellness");
    await userEvent.click(canvas.getByRole("button", { name: "Clear the filters" }));
    const results = await canvas.findByRole("region", { name: "7 exhibitors" });
    await expect(within(results).getAllByRole("listitem")).toHaveLength(7);
    await expect(canvas.getByRole("combobox", { name: "Country" })).toHaveTextContent("All");
  },
};

/** Before the organiser approves anyone. */
export const NoExhibitorsYet: Story = {
  parameters: { msw: { handlers: exhibitorsApi([]).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No exhibitors yet" }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Clear the filters" })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [exhibitorHandlers.loading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status", {}, { timeout: 5000 })).toHaveTextContent("Loading…");
    await expect(canvas.getByRole("heading", { level: 1, name: "Exhibitors" })).toBeVisible();
  },
};

/** The server's words and a retry that loads the exhibitors. */
export const ServerError: Story = {
  parameters: { msw: { handlers: exhibitorsApi(undefined, { failFirst: true }).handlers } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load the exhibitors.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await expect(await canvas.findByRole("region", { name: "7 exhibitors" })).toBeVisible();
  },
};

/** In Korean: the title, the filters' labels, the groups of sectors and the MICE sectors' names. */
export const Korean: Story = {
  globals: { locale: "ko" },
  parameters: { route: { path: `${LIST}?category=mice`, pattern: LIST } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "전시 참가기업" }, { timeout: 5000 }),
    ).toBeVisible();
    const results = await canvas.findByRole("region", { name: "전시기업 5곳" }, { timeout: 5000 });
    await expect(canvas.getByRole("combobox", { name: "분야" })).toHaveTextContent("마이스(MICE)");
    await expect(within(results).getByText("컨벤션뷰로")).toBeVisible();
    await expect(within(results).getByText("컨벤션센터")).toBeVisible();
    await expect(within(results).getAllByText("DMC(지역 목적지 관리)")).toHaveLength(2);
  },
};

/** On a phone: the search, the filters and the cards stack in one column, nothing wider than the screen. */
export const Phone: Story = {
  decorators: [onPhone],
  play: async ({ canvas, canvasElement }) => {
    const results = await canvas.findByRole("region", { name: "7 exhibitors" }, { timeout: 5000 });
    const main = canvasElement.querySelector("main") as HTMLElement;
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
    const [first, second] = within(results).getAllByRole("listitem");
    await expect(first?.getBoundingClientRect().left).toBe(second?.getBoundingClientRect().left);
    const country = canvas.getByRole("combobox", { name: "Country" }).getBoundingClientRect();
    const sector = canvas.getByRole("combobox", { name: "Sector" }).getBoundingClientRect();
    await expect(sector.top).toBeGreaterThan(country.bottom);
  },
};
