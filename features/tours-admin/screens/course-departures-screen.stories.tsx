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
 * by an operator, one full, one called off, one nobody booked yet. Gone and called-off ones can no longer be
 * changed; only one without bookings offers a delete.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    await table(canvas);
    const rows = (await table(canvas)).getAllByRole("row");
    await expect(rows).toHaveLength(7);
    await expect(rows[1]).toHaveTextContent(/Thu, May 14, 2026 09:00.*20.*8.*\$59.*Departed/);
    await expect(rows[2]).toHaveTextContent(/Wed, May 20, 2026 09:00.*20.*6.*On sale/);
    await expect(rows[3]).toHaveTextContent(/13:30.*Closed/);
    await expect(rows[4]).toHaveTextContent(/Full/);
    await expect(rows[5]).toHaveTextContent(/Called off/);
    await expect(within(rows[1]!).queryByRole("button")).not.toBeInTheDocument();
    await expect(within(rows[3]!).getByRole("button", { name: /^Reopen: / })).toBeVisible();
    await expect(within(rows[2]!).queryByRole("button", { name: /^Delete: / })).not.toBeInTheDocument();
    await expect(within(rows[6]!).getByRole("button", { name: "Delete: Wed, May 27, 2026 09:00" })).toBeVisible();
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
    await waitFor(async () => expect((await table(canvas)).getAllByRole("row")).toHaveLength(11));
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
    await expect((await table(canvas)).getAllByRole("row")).toHaveLength(7);
  },
};

const seats = consoleApi();

/** Opens a departure's "Price and seats" dialog from its row. */
async function editDialog(canvas: Canvas, when: string, name = "Price and seats") {
  await expect(await pageHeading(canvas, TITLE)).toBeVisible();
  await table(canvas);
  await userEvent.click(canvas.getByRole("button", { name: `${name}: ${when}` }));
  return screen.findByRole("dialog");
}

/**
 * A new price and more seats for one departure. Seats below those booked are refused by the server (a booking may
 * have come in since the page was read) and said at the field; the price is said to apply to new bookings only.
 */
export const ChangePriceAndSeats: Story = {
  parameters: { msw: { handlers: seats.handlers } },
  play: async ({ canvas }) => {
    const dialog = within(await editDialog(canvas, "Wed, May 20, 2026 09:00"));
    await expect(dialog.getByRole("heading", { name: "Price and seats" })).toBeVisible();
    await expect(dialog.getByText("Wed, May 20, 2026 09:00: 6 booked.")).toBeVisible();
    await expect(dialog.getByText("For bookings from now on: bookings already made keep their price.")).toBeVisible();
    const price = dialog.getByLabelText(/^Price per traveller \(USD\)/);
    const field = dialog.getByLabelText(/^Seats/);
    await expect(price).toHaveValue("59");
    await userEvent.clear(field);
    await userEvent.type(field, "4");
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await expect(await dialog.findByText("Seats cannot be fewer than the seats already booked.")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(field);
    await userEvent.type(field, "24");
    await userEvent.clear(price);
    await userEvent.type(price, "64.5");
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await expect(await screen.findByText("The departure was saved: 24 seats.")).toBeInTheDocument();
    await expect(seats.writes.changed).toEqual([
      { id: 102, body: { seats: 4, price: 59 } },
      { id: 102, body: { seats: 24, price: 64.5 } },
    ]);
    await waitFor(async () =>
      expect((await table(canvas)).getAllByRole("row")[2]).toHaveTextContent(/09:00.*24.*6.*\$64\.5/),
    );
  },
};

const checkingEdit = consoleApi();

/** A blank price and a price below zero are the contract's to refuse, beside the field, before anything is sent. */
export const ChangePriceFieldErrors: Story = {
  parameters: { msw: { handlers: checkingEdit.handlers } },
  play: async ({ canvas }) => {
    const dialog = within(await editDialog(canvas, "Wed, May 27, 2026 09:00"));
    const price = dialog.getByLabelText(/^Price per traveller/);
    await userEvent.clear(price);
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await expect(await dialog.findByText("This field is required.")).toBeVisible();
    await expect(price).toHaveAttribute("aria-invalid", "true");
    await expect(price).toHaveFocus();
    await userEvent.type(price, "-5");
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(price).toHaveAttribute("aria-invalid", "true"));
    await expect(dialog.queryByText("This field is required.")).not.toBeInTheDocument();
    await expect(checkingEdit.writes.changed).toEqual([]);
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

const deleting = consoleApi();

/**
 * A departure nobody booked is deleted after a confirmation: "Cancel" keeps it, "Delete the departure" removes it,
 * says so, and the table is read again.
 */
export const DeleteDeparture: Story = {
  parameters: { msw: { handlers: deleting.handlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    await table(canvas);
    const button = canvas.getByRole("button", { name: "Delete: Wed, May 27, 2026 09:00" });
    await userEvent.click(button);
    let dialog = await screen.findByRole("alertdialog", { name: "Delete this departure?" });
    await expect(dialog).toHaveTextContent(/The Wed, May 27, 2026 09:00 departure is removed from the course/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(deleting.writes.deleted).toEqual([]);

    await userEvent.click(button);
    dialog = await screen.findByRole("alertdialog", { name: "Delete this departure?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete the departure" }));
    await expect(await screen.findByText("The Wed, May 27, 2026 09:00 departure was deleted.")).toBeInTheDocument();
    await expect(deleting.writes.deleted).toEqual([106]);
    await waitFor(async () => expect((await table(canvas)).getAllByRole("row")).toHaveLength(6));
  },
};

const inUse = consoleApi({ inUse: [106] });

/**
 * A departure whose bookings were all cancelled looks empty, but the server keeps it (its bookings' refunds and mails
 * name it): the refusal says to close it for sale instead, and the row stays with its "Close for sale".
 */
export const DeleteRefused: Story = {
  parameters: { msw: { handlers: inUse.handlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    await table(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Delete: Wed, May 27, 2026 09:00" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this departure?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete the departure" }));
    await expect(
      await screen.findByText(
        "This departure has bookings or a waiting list, so it cannot be deleted: close it for sale instead.",
      ),
    ).toBeInTheDocument();
    await expect(inUse.writes.deleted).toEqual([106]);
    const rows = (await table(canvas)).getAllByRole("row");
    await expect(rows).toHaveLength(7);
    await expect(
      within(rows[6]!).getByRole("button", { name: "Close for sale: Wed, May 27, 2026 09:00" }),
    ).toBeVisible();
  },
};

const koreanRefusal = consoleApi({ inUse: [106] });

/** The price dialog and a refused delete in Korean. */
export const KoreanEditAndDelete: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: koreanRefusal.handlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "궁궐과 한옥마을 출발 일정")).toBeVisible();
    const rows = within(await canvas.findByRole("table", { name: "코스의 출발 일정" }, { timeout: 5000 })).getAllByRole(
      "row",
    );
    await userEvent.click(within(rows[2]!).getByRole("button", { name: /^요금·좌석 변경: / }));
    const dialog = within(await screen.findByRole("dialog"));
    await expect(dialog.getByRole("heading", { name: "요금·좌석 변경" })).toBeVisible();
    await expect(dialog.getByLabelText(/^1인 요금\(USD\)/)).toHaveValue("59");
    await expect(
      dialog.getByText("앞으로의 예약에 적용됩니다. 이미 한 예약은 예약 당시 요금을 유지합니다."),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "취소" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await userEvent.click(within(rows[6]!).getByRole("button", { name: /^삭제: / }));
    const confirm = await screen.findByRole("alertdialog", { name: "이 출발 일정을 삭제할까요?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "출발 일정 삭제" }));
    await expect(
      await screen.findByText("예약이나 대기자가 있는 출발 일정은 삭제할 수 없습니다. 대신 판매를 마감하세요."),
    ).toBeInTheDocument();
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
