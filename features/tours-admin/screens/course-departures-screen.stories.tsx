import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { pageHeading } from "../../../.storybook/story-canvas";
import { palacesCourse } from "../mocks/fixtures";
import { consoleApi } from "../mocks/handlers";
import { CONSOLE_PATHS, consoleReadStates, consoleStoryMeta } from "../mocks/story-meta";
import { CourseDeparturesScreen } from "./course-departures-screen";

const meta = {
  title: "Features/ToursAdmin/CourseDeparturesScreen",
  component: CourseDeparturesScreen,
  tags: ["autodocs"],
  ...consoleStoryMeta(CONSOLE_PATHS.departures(palacesCourse.slug)),
  args: {
    slug: palacesCourse.slug,
    paths: { list: CONSOLE_PATHS.courses, course: CONSOLE_PATHS.course },
  },
} satisfies Meta<typeof CourseDeparturesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext["canvas"];

const TITLE = "Departures of Palaces and Hanok Village";
const table = async (canvas: Canvas) =>
  within(await canvas.findByRole("table", { name: "Departures of the course" }, { timeout: 5000 }));

/** Opens a date field's calendar and chooses a day of the month it shows. */
async function chooseDay(field: HTMLElement, name: RegExp) {
  await userEvent.click(field);
  const calendar = await screen.findByRole("dialog");
  await userEvent.click(within(calendar).getByRole("button", { name }));
}

/**
 * Every departure with its seats, the seats booked, its price and how it stands: one gone, one on sale, one closed
 * by an operator, one full, one called off. Gone and called-off ones can no longer be changed.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    await table(canvas);
    const rows = (await table(canvas)).getAllByRole("row");
    await expect(rows).toHaveLength(6);
    await expect(rows[1]).toHaveTextContent(/Thu, May 14, 2026 09:00.*20.*8.*\$59.*Departed/);
    await expect(rows[2]).toHaveTextContent(/Wed, May 20, 2026 09:00.*20.*6.*On sale/);
    await expect(rows[3]).toHaveTextContent(/13:30.*Closed/);
    await expect(rows[4]).toHaveTextContent(/Full/);
    await expect(rows[5]).toHaveTextContent(/Called off/);
    await expect(within(rows[1]!).queryByRole("button")).not.toBeInTheDocument();
    await expect(within(rows[3]!).getByRole("button", { name: /^Reopen: / })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Edit the course" })).toHaveAttribute(
      "href",
      CONSOLE_PATHS.course(palacesCourse.slug),
    );
    // the form starts on the first bookable day, at the course's last price
    await expect(canvas.getByLabelText(/^First day/)).toHaveTextContent(/May 16, 2026/);
    await expect(canvas.getByLabelText(/^Price per traveller/)).toHaveValue("59");
  },
};

const adding = consoleApi();

/** Mondays and Wednesdays of a fortnight at one time: it says how many before they are added, then lists them. */
export const AddByWeekdays: Story = {
  parameters: { msw: { handlers: adding.handlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    await table(canvas);
    await chooseDay(canvas.getByLabelText(/^Last day/), /May 29, 2026/);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Mon" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Wed" }));
    await userEvent.clear(canvas.getByLabelText(/^Time/));
    await userEvent.type(canvas.getByLabelText(/^Time/), "1500");
    await userEvent.type(canvas.getByLabelText(/^Seats/), "15");
    await expect(canvas.getByText("Adds 4 departures.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Add departures" }));
    await expect(await screen.findByText("4 departures were added.")).toBeInTheDocument();
    await expect(adding.writes.added).toEqual([
      {
        slug: palacesCourse.slug,
        body: {
          from: "2026-05-16",
          to: "2026-05-29",
          weekdays: [1, 3],
          time: "15:00",
          seats: 15,
          price: 59,
          currency: "USD",
        },
      },
    ]);
    await waitFor(async () => expect((await table(canvas)).getAllByRole("row")).toHaveLength(10));
  },
};

const checking = consoleApi();

/** The contract's rules before anything is sent: no seats, and weekdays the range does not have. */
export const FieldErrors: Story = {
  parameters: { msw: { handlers: checking.handlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    await table(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Add departures" }));
    await expect(await canvas.findByText("This field is required.")).toBeVisible();
    await expect(canvas.getByLabelText(/^Seats/)).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByLabelText(/^Seats/)).toHaveFocus();
    // 16 May 2026 is a Saturday: a one-day range with only Monday ticked has no day
    await userEvent.type(canvas.getByLabelText(/^Seats/), "12");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Mon" }));
    await expect(canvas.getByText("Adds 0 departures.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Add departures" }));
    await expect(await canvas.findByText("No day of this range falls on the weekdays chosen.")).toBeVisible();
    await expect(checking.writes.added).toEqual([]);
  },
};

const duplicate = consoleApi();

/** The server refuses a day the course already leaves at that time: said beside the time, nothing added. */
export const ServerFieldErrors: Story = {
  parameters: { msw: { handlers: duplicate.handlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    await table(canvas);
    await chooseDay(canvas.getByLabelText(/^First day/), /May 20, 2026/);
    await userEvent.clear(canvas.getByLabelText(/^Time/));
    await userEvent.type(canvas.getByLabelText(/^Time/), "0900");
    await userEvent.type(canvas.getByLabelText(/^Seats/), "10");
    await userEvent.click(canvas.getByRole("button", { name: "Add departures" }));
    await expect(
      await canvas.findByText("This course already departs at this time on one of these days."),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^Time/)).toHaveAttribute("aria-invalid", "true");
    await expect((await table(canvas)).getAllByRole("row")).toHaveLength(6);
  },
};

const seats = consoleApi();

/**
 * Seats below those booked are refused by the server (a booking may have come in since the page was read) and said
 * at the field; enough seats are saved and the table shows them.
 */
export const ChangeSeats: Story = {
  parameters: { msw: { handlers: seats.handlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    await table(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Change seats: Wed, May 20, 2026 09:00" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Change seats" }));
    await expect(dialog.getByText("Wed, May 20, 2026 09:00: 6 booked.")).toBeVisible();
    const field = dialog.getByLabelText(/^Seats/);
    await userEvent.clear(field);
    await userEvent.type(field, "4");
    await userEvent.click(dialog.getByRole("button", { name: "Save seats" }));
    await expect(await dialog.findByText("Seats cannot be fewer than the seats already booked.")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(field);
    await userEvent.type(field, "24");
    await userEvent.click(dialog.getByRole("button", { name: "Save seats" }));
    await expect(await screen.findByText("The departure now has 24 seats.")).toBeInTheDocument();
    await expect(seats.writes.changed).toEqual([
      { id: 102, body: { seats: 4 } },
      { id: 102, body: { seats: 24 } },
    ]);
    await waitFor(async () => expect((await table(canvas)).getAllByRole("row")[2]).toHaveTextContent(/09:00.*24.*6/));
  },
};

const sale = consoleApi();

/** Closing a departure for sale and reopening another. */
export const CloseAndReopen: Story = {
  parameters: { msw: { handlers: sale.handlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    await table(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Close for sale: Wed, May 20, 2026 09:00" }));
    await expect(await screen.findByText("The 09:00 departure is closed for sale.")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Reopen: Wed, May 20, 2026 13:30" }));
    await expect(await screen.findByText("The 13:30 departure is on sale again.")).toBeInTheDocument();
    await expect(sale.writes.changed).toEqual([
      { id: 102, body: { bookable: false } },
      { id: 103, body: { bookable: true } },
    ]);
    const rows = (await table(canvas)).getAllByRole("row");
    await waitFor(() => expect(rows[2]).toHaveTextContent(/Closed/));
  },
};

/** A course with no departures yet: the table says so, the form is ready. */
export const Empty: Story = {
  parameters: { msw: { handlers: consoleApi({ departures: [] }).handlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    await table(canvas);
    await expect(await canvas.findByText("No departures yet.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Add departures" })).toBeVisible();
  },
};

/** The page in Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "궁궐과 한옥마을 출발 일정")).toBeVisible();
    await expect(await canvas.findByText("판매 마감", { selector: "span" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "출발 일정 추가" })).toBeVisible();
  },
};

const states = consoleReadStates({
  failed: ["We couldn't load the departures."],
  loading: (canvas) => canvas.queryByRole("button", { name: "Add departures" }),
});

/** Waiting for the departures. */
export const Loading: Story = states.Loading;

/** The departures could not be read: said, with a retry. */
export const LoadError: Story = states.LoadError;

/** The session ended elsewhere: every call answers 401, the session is cleared and the page says so. */
export const Unauthorized: Story = states.Unauthorized;
