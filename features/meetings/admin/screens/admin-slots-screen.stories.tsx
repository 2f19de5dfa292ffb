import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { ADMIN_PATHS as PATHS, adminStoryMeta, atTheMiceFair, expectAllAtMice } from "../mocks/story-meta";
import { martAdminApi, slotsHandlers } from "../mocks/handlers";
import { AdminSlotsScreen } from "./admin-slots-screen";

const meta = {
  title: "Features/Meetings/Admin/AdminSlotsScreen",
  component: AdminSlotsScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(PATHS.slots),
} satisfies Meta<typeof AdminSlotsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext["canvas"];

/** One day's table of slots, by its caption. */
async function dayTable(canvas: Canvas, date: string) {
  return within(await canvas.findByRole("table", { name: `Slots of ${date}` }, { timeout: 5000 }));
}

const toggleApi = martAdminApi();

/** The slots by day, each open or closed; closing one marks it closed and offers to open it again. */
export const Default: Story = {
  parameters: { msw: { handlers: toggleApi.handlers } },
  play: async ({ canvas }) => {
    const day1 = await dayTable(canvas, "Wed, May 20, 2026");
    await expect(day1.getAllByRole("row")).toHaveLength(5);
    const closed = day1.getByRole("rowheader", { name: "11:00–11:30" }).closest("tr") as HTMLElement;
    await expect(closed).toHaveTextContent("Closed");
    await expect(canvas.getByText("4 slots")).toBeVisible();

    await userEvent.click(day1.getByRole("button", { name: "Close 10:00–10:30" }));
    const first = day1.getByRole("rowheader", { name: "10:00–10:30" }).closest("tr") as HTMLElement;
    await expect(await within(first).findByRole("button", { name: "Open 10:00–10:30" })).toBeVisible();
    await expect(first).toHaveTextContent("Closed");
  },
};

const batchApi = martAdminApi();

/**
 * A batch, "11:30 to 13:00 every 30 minutes", on the first mart day: a length that does not divide the span is
 * refused on the spot; then three slots are sent, 11:30 already exists and is reported, the other two are added.
 */
export const BatchAdd: Story = {
  parameters: { msw: { handlers: batchApi.handlers } },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole("form", { name: "Add slots" }, { timeout: 5000 }));
    await dayTable(canvas, "Wed, May 20, 2026");
    // the day starts on the coming mart day
    await expect(form.getByRole("button", { name: /^Day/ })).toHaveTextContent("May 20, 2026");
    await userEvent.type(form.getByLabelText(/^Start/), "11:30");
    await userEvent.type(form.getByLabelText(/^End/), "13:00");
    await userEvent.type(form.getByRole("textbox", { name: "Slot length (minutes)" }), "40");
    await userEvent.click(form.getByRole("button", { name: "Add" }));
    await expect(await form.findByText("The length must divide the time from start to end exactly.")).toBeVisible();
    await expect(batchApi.writes.slots).toEqual([]);

    await userEvent.clear(form.getByRole("textbox", { name: "Slot length (minutes)" }));
    await userEvent.type(form.getByRole("textbox", { name: "Slot length (minutes)" }), "30");
    await userEvent.click(form.getByRole("button", { name: "Add" }));
    await expect(await form.findByRole("status")).toHaveTextContent("Added 2 slots.");
    const failed = form.getByRole("alert");
    await expect(failed).toHaveTextContent("1 slot was not added:");
    await expect(failed).toHaveTextContent("11:30–12:00: A slot already starts at this time on this day.");
    await expect(batchApi.writes.slots.map((body) => body.start_time)).toEqual(["11:30", "12:00", "12:30"]);
    const day1 = await dayTable(canvas, "Wed, May 20, 2026");
    await expect(await day1.findByRole("rowheader", { name: "12:30–13:00" })).toBeVisible();
    await expect(day1.getByRole("rowheader", { name: "12:00–12:30" })).toBeVisible();
  },
};

const deleteApi = martAdminApi();

/**
 * Deleting asks first. A slot with meetings is refused (the server's reason beside it); an empty slot goes.
 */
export const Delete: Story = {
  parameters: { msw: { handlers: deleteApi.handlers } },
  play: async ({ canvas }) => {
    const day1 = await dayTable(canvas, "Wed, May 20, 2026");
    await userEvent.click(day1.getByRole("button", { name: "Delete 10:00–10:30" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this slot?" });
    await expect(dialog).toHaveTextContent("Wed, May 20, 2026, 10:00–10:30 will be removed.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    const row = day1.getByRole("rowheader", { name: "10:00–10:30" }).closest("tr") as HTMLElement;
    await expect(await within(row).findByRole("alert")).toHaveTextContent(
      "This slot has meetings; close it instead of deleting it.",
    );

    const day2 = await dayTable(canvas, "Thu, May 21, 2026");
    await userEvent.click(day2.getByRole("button", { name: "Delete 14:30–15:00" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog", { name: "Delete this slot?" })).getByRole("button", {
        name: "Delete",
      }),
    );
    await expect(await canvas.findByText("1 slot")).toBeVisible();
    await expect(day2.queryByRole("rowheader", { name: "14:30–15:00" })).not.toBeInTheDocument();
  },
};

/** No slot yet: the form is there to add the first ones. */
export const Empty: Story = {
  parameters: { msw: { handlers: [slotsHandlers.empty, ...martAdminApi().handlers] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No slots yet" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("form", { name: "Add slots" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: /^Day/ })).toHaveTextContent("Select a date");
  },
};

const miceApi = martAdminApi();

/** The fair's slots on the MICE fair's site: the fair's wording, and the list and a change ask for `?fair=mice`. */
export const AtTheMiceFair: Story = {
  ...atTheMiceFair("slots", miceApi),
  play: async ({ canvas }) => {
    const day1 = await dayTable(canvas, "Wed, May 20, 2026");
    await expect(canvas.getByText(/^The periods of each fair day in which companies meet\./)).toBeVisible();
    await userEvent.click(day1.getByRole("button", { name: "Close 10:00–10:30" }));
    await expect(await day1.findByRole("button", { name: "Open 10:00–10:30" })).toBeVisible();
    await expect(miceApi.calls.map((call) => call.method)).toEqual(expect.arrayContaining(["GET", "PUT"]));
    await expectAllAtMice(miceApi.calls);
  },
};
