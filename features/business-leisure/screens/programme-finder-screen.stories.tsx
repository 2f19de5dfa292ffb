import { loadFailedStory, queryScreenMeta } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import type { Canvas } from "../../../.storybook/story-canvas";
import { programmeHandlers } from "../mocks/handlers";
import { ProgrammeFinderScreen } from "./programme-finder-screen";

const WAIT = { timeout: 5000 };
const paths = { programme: (id: number) => `/product/detail/${id}` };

const meta = {
  title: "Features/BusinessLeisure/ProgrammeFinderScreen",
  ...queryScreenMeta(ProgrammeFinderScreen, {
    path: "/bleisure/tour-program",
    paths,
    handlers: [programmeHandlers.list],
  }),
} satisfies Meta<typeof ProgrammeFinderScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const results = async (canvas: Canvas, name = "Programmes") =>
  within(await canvas.findByRole("region", { name }, WAIT));

/** A programme's card, found by the name in its title. */
const card = (scope: { getByText: typeof screen.getByText }, name: string) =>
  within(scope.getByText(name, { selector: "h2 a" }).closest("li") as HTMLElement);

/**
 * No window yet: every programme with every departure, the filter on tomorrow afternoon for four hours, each card
 * leading to the shop's product page.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Programmes for your free time" }, WAIT),
    ).toBeVisible();
    const list = await results(canvas);
    await expect(await list.findByText("4 programmes", {}, WAIT)).toBeVisible();
    await expect(canvas.getByText(/^Showing every programme/)).toBeVisible();
    const walk = card(list, "Palace and Hanok Village Walk (3 h)");
    await expect(walk.getByRole("link")).toHaveAttribute("href", "/product/detail/37");
    await expect(walk.getByText("3 hours")).toBeVisible();
    await expect(walk.getByText(/\$59/)).toBeVisible();
    await expect(walk.getByRole("list", { name: "Departures" })).toHaveTextContent("09:0013:0014:0015:00");
    await expect(card(list, "Short Temple Stay at Bongeunsa (2.5 h)").getByText("2 h 30 min")).toBeVisible();
    const filter = within(canvas.getByRole("region", { name: "Your free time" }));
    await expect(filter.getByRole("button", { name: "Sat 5/16" })).toHaveAttribute("aria-pressed", "true");
    await expect(filter.getAllByRole("button", { pressed: false }).length).toBeGreaterThan(13);
    await expect(filter.getByRole("button", { name: "Afternoon 13:00" })).toHaveAttribute("aria-pressed", "true");
    await expect(filter.getByRole("combobox", { name: "Hours free" })).toHaveTextContent("4 hours");
    await expect(canvas.queryByRole("button", { name: "Show all programmes" })).not.toBeInTheDocument();
  },
};

/** Choosing a day, the evening and the hours puts the window in the address and lists what fits it. */
export const ChooseFreeTime: Story = {
  play: async ({ canvas, args }) => {
    await (await results(canvas)).findByText("4 programmes", {}, WAIT);
    await userEvent.click(canvas.getByRole("button", { name: "Mon 5/18" }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(
      new URLSearchParams("date=2026-05-18&from=13:00&hours=4"),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Evening 18:00" }));
    await userEvent.click(canvas.getByRole("combobox", { name: "Hours free" }));
    await userEvent.click(await screen.findByRole("option", { name: "3 hours" }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(
      new URLSearchParams("date=2026-05-18&from=18:00&hours=3"),
    );
    await expect(await canvas.findByText("Free on Mon 5/18, 18:00 to 21:00", {}, WAIT)).toBeVisible();
    const list = await results(canvas);
    await waitFor(() => expect(list.getByText("1 programme fits your time")).toBeVisible(), WAIT);
    // the four-hour evening (18:00 and 19:00 fit) lists the same one programme: wait for the three-hour answer
    await waitFor(
      () =>
        expect(
          card(list, "Gangnam Food Evening (3 h)").getByRole("list", { name: "Departures that fit" }),
        ).toHaveTextContent(/^18:00$/),
      WAIT,
    );
  },
};

/** A shared address opens on its window: the programmes that fit, with only their fitting departures. */
export const FromAddress: Story = {
  parameters: { route: { path: "/bleisure/tour-program?date=2026-05-16&from=13:00&hours=4" } },
  play: async ({ canvas }) => {
    const list = await results(canvas);
    await expect(await list.findByText("2 programmes fit your time", {}, WAIT)).toBeVisible();
    await expect(canvas.getByText("Free on Sat 5/16, 13:00 to 17:00")).toBeVisible();
    const walk = card(list, "Palace and Hanok Village Walk (3 h)");
    await expect(walk.getByRole("list", { name: "Departures that fit" })).toHaveTextContent("13:0014:00");
    await expect(list.queryByText("DMZ Day Trip (8 h)")).not.toBeInTheDocument();
    await expect(canvas.getByRole("combobox", { name: "Start time" })).toHaveTextContent("13:00");
    await expect(canvas.getByRole("button", { name: "Show all programmes" })).toBeVisible();
  },
};

/** Nothing fits: said plainly, with more hours to try and a way back to every programme. */
export const NothingFits: Story = {
  parameters: { route: { path: "/bleisure/tour-program?date=2026-05-16&from=21:00&hours=1" } },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "Nothing fits this time" }, WAIT)).toBeVisible();
    await expect(canvas.getByText(/Try more hours, an earlier start or another day/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try 3 hours" }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(
      new URLSearchParams("date=2026-05-16&from=21:00&hours=3"),
    );
    await expect(await canvas.findByText("Free on Sat 5/16, 21:00 to 00:00 the next day", {}, WAIT)).toBeVisible();
    const region = await results(canvas);
    await userEvent.click(region.getByRole("button", { name: "Show all programmes" }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(new URLSearchParams());
    await expect(await canvas.findByText("4 programmes", {}, WAIT)).toBeVisible();
  },
};

/** No programme at all yet: nothing to widen. */
export const NoProgrammes: Story = {
  parameters: { msw: { handlers: [programmeHandlers.empty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "No programmes yet" }, WAIT)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Show all programmes" })).not.toBeInTheDocument();
  },
};

/** The list could not be read: what failed and a way to try again. */
export const ServerError: Story = loadFailedStory([programmeHandlers.error], "The programmes could not be loaded.");

/** While the list is on its way: placeholders where the cards will be, the filter already there. */
export const Loading: Story = {
  parameters: { msw: { handlers: [programmeHandlers.loading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…", {}, WAIT)).toBeInTheDocument();
    await expect(canvas.getByRole("region", { name: "Your free time" })).toBeVisible();
  },
};

/** In Korean, with a window: the filter's days and starts, the programmes' own words and the fitting departures. */
export const Korean: Story = {
  globals: { locale: "ko" },
  parameters: { route: { path: "/bleisure/tour-program?date=2026-05-16&from=13:00&hours=4" } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "여유 시간에 맞는 프로그램" }, WAIT),
    ).toBeVisible();
    const list = await results(canvas, "프로그램");
    await expect(await list.findByText("시간에 맞는 프로그램 2개", {}, WAIT)).toBeVisible();
    await expect(canvas.getByText("5. 16. (토) 13:00부터 17:00까지 여유")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "오후 13:00" })).toHaveAttribute("aria-pressed", "true");
    const walk = card(list, "궁궐과 한옥마을 산책 (3시간)");
    await expect(walk.getByText("3시간")).toBeVisible();
    await expect(walk.getByRole("list", { name: "시간에 맞는 출발" })).toHaveTextContent("13:0014:00");
  },
};
