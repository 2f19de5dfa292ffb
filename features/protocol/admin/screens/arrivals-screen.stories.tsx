import { operatorListStates } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { type Canvas, pageHeading } from "../../../../.storybook/story-canvas";
import { protocolAdminApi } from "../mocks/handlers";
import * as mocks from "../mocks/handlers";
import { ADMIN_PATHS, adminStoryMeta } from "../mocks/story-meta";
import { ArrivalsScreen } from "./arrivals-screen";

const WAIT = { timeout: 5000 };
const PATTERN = "/protocol/admin/tours/:id/immigration";

const meta = {
  title: "Features/ProtocolAdmin/ArrivalsScreen",
  component: ArrivalsScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(ADMIN_PATHS.arrivals(1), PATTERN, { tourId: 1 }),
} satisfies Meta<typeof ArrivalsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = async (canvas: Canvas, name: string) => within((await canvas.findByText(name, {}, WAIT)).closest("li")!);

/**
 * Everyone by arrival time, day by day in Korea time, with flight and terminal; the one not met yet who lands next is
 * highlighted; people without a time come last.
 */
export const Board: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Arrivals: Official visit to Seoul")).toBeVisible();
    await expect(await canvas.findByRole("heading", { level: 2, name: "Tue, December 1, 2026" }, WAIT)).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "No arrival time yet" })).toBeVisible();
    const jaan = await row(canvas, "Jaan Kask");
    await expect(jaan.getByText("Lands next")).toBeVisible();
    await expect(jaan.getByText("Minister · Flight OZ 541 · Terminal 1")).toBeVisible();
    await expect(jaan.getByText("10:20")).toBeVisible();
    const mari = await row(canvas, "Mari Tamm");
    await expect(mari.getByText("Met 09:05")).toBeVisible();
    await expect(mari.getByRole("button", { name: "Handed over (Mari Tamm)" })).toBeEnabled();
    await expect(jaan.getByRole("button", { name: "Handed over (Jaan Kask)" })).toBeDisabled();
  },
};

const marking = protocolAdminApi();

/** The minister lands: marked met, then handed over; a mistaken mark is undone. */
export const MarkMetAndHandedOver: Story = {
  parameters: { msw: { handlers: marking.handlers } },
  play: async ({ canvas }) => {
    const jaan = await row(canvas, "Jaan Kask");
    await userEvent.click(jaan.getByRole("button", { name: "Mark met (Jaan Kask)" }));
    await expect(await jaan.findByText("Met 09:10", {}, WAIT)).toBeVisible();
    await userEvent.click(jaan.getByRole("button", { name: "Handed over (Jaan Kask)" }));
    await expect(await jaan.findByText("Handed over 09:10", {}, WAIT)).toBeVisible();
    await userEvent.click(jaan.getByRole("button", { name: "Undo handed over (Jaan Kask)" }));
    await expect(await jaan.findByRole("button", { name: "Handed over (Jaan Kask)" }, WAIT)).toBeEnabled();
  },
};

/** The departures, a tab away: by departure time, with whether each was handed over. */
export const Departures: Story = {
  parameters: { route: { path: `${ADMIN_PATHS.arrivals(1)}?tab=departures`, pattern: PATTERN } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("tab", { name: "Departures", selected: true }, WAIT)).toBeVisible();
    await expect(await canvas.findByRole("heading", { level: 2, name: "Thu, December 3, 2026" }, WAIT)).toBeVisible();
    const mari = await row(canvas, "Mari Tamm");
    await expect(mari.getByText("20:10")).toBeVisible();
    await expect(mari.getByText("Not handed over")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "No departure time yet" })).toBeVisible();
  },
};

/** Nobody on the tour yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: protocolAdminApi({ people: [] }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "Nobody on this tour yet" }, WAIT)).toBeVisible();
  },
};

/** A tour that does not exist (404). */
export const NotFound: Story = {
  args: { tourId: 99 },
  parameters: { route: { path: ADMIN_PATHS.arrivals(99), pattern: PATTERN } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "This tour was not found" }, WAIT)).toBeVisible();
  },
};

const states = operatorListStates({ title: "Arrivals board", loadError: "We couldn't load the arrivals.", mocks });

/** Waiting for the board. */
export const Loading: Story = {
  parameters: states.Loading.parameters,
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Arrivals board")).toBeVisible();
    await expect(canvas.getByText("Loading…")).toBeInTheDocument();
  },
};

/** The board could not be read: said, with a retry. */
export const LoadError: Story = states.LoadError;

/** The session ended elsewhere (401): cleared, and the page says so. */
export const Unauthorized: Story = states.Unauthorized;

/** A driver's account (403). */
export const Forbidden: Story = states.Forbidden;

/** In Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "입국 현황: 서울 공식 방문")).toBeVisible();
    await expect(await canvas.findByText("다음 도착", { selector: "span" }, WAIT)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "영접 완료 (Jaan Kask)" })).toBeVisible();
  },
};
