import { operatorListStates } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { pageHeading } from "../../../../.storybook/story-canvas";
import { protocolAdminApi } from "../mocks/handlers";
import * as mocks from "../mocks/handlers";
import { ADMIN_PATHS, adminStoryMeta } from "../mocks/story-meta";
import { ToursScreen } from "./tours-screen";

const meta = {
  title: "Features/ProtocolAdmin/ToursScreen",
  component: ToursScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(ADMIN_PATHS.list),
} satisfies Meta<typeof ToursScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every tour with its delegation, dates and tracking window; each opens its editor, arrivals and live map. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Protocol tours")).toBeVisible();
    await expect(await canvas.findByText("3 tours")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "New tour" })).toHaveAttribute("href", "/protocol/admin/tours/new");
    const table = within(canvas.getByRole("table"));
    await expect(table.getByRole("link", { name: "Official visit to Seoul" })).toHaveAttribute(
      "href",
      "/protocol/admin/tours/1",
    );
    await expect(table.getByRole("link", { name: "Arrivals (Official visit to Seoul)" })).toHaveAttribute(
      "href",
      "/protocol/admin/tours/1/immigration",
    );
    await expect(table.getByText("Under way", { selector: "[data-slot=badge]" })).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Ended" }));
    await expect(await canvas.findByText("1 ended tour")).toBeVisible();
    await expect(within(canvas.getByRole("table")).getByRole("link", { name: "Trade mission of Kenya" })).toBeVisible();
  },
};

/** No tour yet: said plainly, with the way to make one. */
export const Empty: Story = {
  parameters: { msw: { handlers: protocolAdminApi({ tours: [] }).handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No tours yet" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "New tour" })).toBeVisible();
  },
};

const states = operatorListStates({ title: "Protocol tours", loadError: "We couldn't load the tours.", mocks });

/** Waiting for the list. */
export const Loading: Story = states.Loading;

/** The list could not be read: said, with a retry. */
export const LoadError: Story = states.LoadError;

/** The session ended elsewhere (401): cleared, and the page says so. */
export const Unauthorized: Story = states.Unauthorized;

/** A driver's account (403): told the page is the operators', still signed in. */
export const Forbidden: Story = states.Forbidden;

/** In Korean: the Korean names and window states. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "의전 일정")).toBeVisible();
    await expect(await canvas.findByText("일정 3개")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "서울 공식 방문" })).toBeVisible();
    await expect(within(canvas.getByRole("table")).getByText("진행 중")).toBeVisible();
  },
};
