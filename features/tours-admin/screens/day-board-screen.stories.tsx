import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { pageHeading } from "../../../.storybook/story-canvas";
import { consoleApi } from "../mocks/handlers";
import { CONSOLE_PATHS, consoleReadStates, consoleStoryMeta } from "../mocks/story-meta";
import { DayBoardScreen } from "./day-board-screen";

const meta = {
  title: "Features/ToursAdmin/DayBoardScreen",
  component: DayBoardScreen,
  tags: ["autodocs"],
  ...consoleStoryMeta(CONSOLE_PATHS.board),
} satisfies Meta<typeof DayBoardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const CAPTION = "Departures on Fri, May 15, 2026";

/**
 * Today's departures (Korea time) with seats, booked, checked in and no-shows: the morning one has left and two
 * of its paid travellers never came.
 */
export const Today: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Day board")).toBeVisible();
    const table = within(await canvas.findByRole("table", { name: CAPTION }, { timeout: 5000 }));
    const rows = table.getAllByRole("row");
    await expect(rows).toHaveLength(4);
    await expect(
      within(rows[0]!)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Time", "Course", "Seats", "Booked", "Checked in", "No-show"]);
    await expect(
      within(rows[1]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Palaces and Hanok Village", "20", "12", "10", "2"]);
    await expect(within(rows[2]!).getByRole("rowheader")).toHaveTextContent("10:00");
    await expect(canvas.getByLabelText(/^Day/)).toHaveTextContent(/May 15, 2026/);
  },
};

/** The board left open while the gate scans: checked in goes up by itself, with no reload. */
export const Live: Story = {
  parameters: { msw: { handlers: consoleApi({ gateScanning: true }).handlers } },
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole("table", { name: CAPTION }, { timeout: 5000 }));
    const boarding = () => table.getAllByRole("row")[2];
    await expect(boarding()).toHaveTextContent(/^10:00Haeundae Coast and Jagalchi Market16940$/);
    await waitFor(() => expect(boarding()).toHaveTextContent(/^10:00Haeundae Coast and Jagalchi Market16950$/), {
      timeout: 9000,
    });
  },
};

/** Another day, chosen on the calendar, has no departure: said, with what to do. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Day board")).toBeVisible();
    await userEvent.click(canvas.getByLabelText(/^Day/));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: /May 16, 2026/ }));
    await expect(
      await canvas.findByRole("heading", { name: "No departures on Sat, May 16, 2026" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
  },
};

/** The board in Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "일일 현황판")).toBeVisible();
    const table = within(await canvas.findByRole("table", { name: /출발 일정$/ }, { timeout: 5000 }));
    await expect(table.getByRole("columnheader", { name: "탑승 확인" })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "미탑승" })).toBeVisible();
  },
};

const states = consoleReadStates({
  failed: ["We couldn't load the day's departures."],
  loading: (canvas) => canvas.queryByRole("table"),
});

/** Waiting for the day's counts. */
export const Loading: Story = states.Loading;

/** The counts could not be read: said, with a retry. */
export const LoadError: Story = states.LoadError;

/** The session ended elsewhere: the read answers 401, the session is cleared and the page says so. */
export const Unauthorized: Story = states.Unauthorized;
