import { signedInStory } from "@blocks/feature-kit";
import { STORY_TOKEN } from "@blocks/shop-kit";
import type { PositionsBody } from "@contracts/tracking";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { fakeDevice } from "../mocks/fake-device";
import { afterState, beforeState, driveVehicle } from "../mocks/fixtures";
import { driveHandlers, driveListHandlers } from "../mocks/handlers";
import { DriveScreen } from "./drive-screen";

const WAIT = { timeout: 5000 };

type DeviceOptions = Parameters<typeof fakeDevice>[0];

/**
 * Signed in as a driver (unless `parameters.signedIn` is false), on a phone as `parameters.device` says; both put
 * back after the story.
 */
const driverOn = async ({ parameters }: { parameters: Record<string, unknown> }) => {
  const signedOut = parameters.signedIn === false ? () => undefined : await signedInStory("admin", STORY_TOKEN)();
  const putBack = fakeDevice(parameters.device as DeviceOptions)();
  return () => {
    putBack();
    signedOut();
  };
};

const meta = {
  title: "Features/VehicleTracking/DriveScreen",
  component: DriveScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  parameters: {
    layout: "fullscreen",
    route: { path: "/protocol/vehicle/drive" },
    msw: { handlers: driveHandlers() },
  },
  beforeEach: driverOn,
} satisfies Meta<typeof DriveScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The driver's car before the trip: the tour, the trip's state, Start. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "Car 1 · 12가 3456" }, WAIT)).toBeVisible();
    await expect(canvas.getByText("Tour: Delegation of Estonia · Seoul day")).toBeVisible();
    await expect(canvas.getByText("Trip: Not started")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Start" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Stop" })).toBeDisabled();
    await expect(canvas.getByText("Nothing: every position has been sent")).toBeVisible();
  },
};

const sent: PositionsBody[] = [];

/**
 * Start: the trip is on the way, the phone's positions are sent as they come, and the page says the last one sent
 * and that nothing waits; the screen is kept on.
 */
export const Started: Story = {
  parameters: { msw: { handlers: driveHandlers({ sent }) } },
  play: async ({ canvas }) => {
    sent.length = 0;
    await userEvent.click(await canvas.findByRole("button", { name: "Start" }, WAIT));
    await expect(await canvas.findByText("Trip: On the way", {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Pause" })).toBeVisible();
    await waitFor(() => expect(sent.length).toBeGreaterThan(0), WAIT);
    // the three readings sent: the last one's place, and nothing left waiting
    await waitFor(() => expect(canvas.getByText("May 15, 2026 at 10:00 AM (37.56690, 126.97790)")).toBeVisible(), WAIT);
    await expect(canvas.getByText("Nothing: every position has been sent")).toBeVisible();
    await expect(sent.flatMap((body) => body.positions).map((position) => position.lat.toFixed(4))).toEqual([
      "37.5665",
      "37.5667",
      "37.5669",
    ]);
    await expect(
      canvas.getByText(
        "Your position is shared with the delegation while the trip is started. The screen stays on meanwhile.",
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Pause" }));
    await expect(await canvas.findByText("Trip: Paused", {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Resume" })).toBeVisible();
  },
};

/** No network: positions are kept on the phone, the page says so and how many wait. */
export const Offline: Story = {
  parameters: { device: { online: false, queued: 3 } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        "You are offline. Positions are kept on this phone and sent when the connection is back.",
        {},
        WAIT,
      ),
    ).toBeVisible();
    await expect(canvas.getByText("3 positions")).toBeVisible();
  },
};

/** The server cannot be reached: the waiting positions are kept and tried again. */
export const ServerUnreachable: Story = {
  parameters: {
    device: { queued: 5 },
    msw: { handlers: driveHandlers({ positions: "down" }) },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        "The server cannot be reached right now; the positions are kept and sent again shortly.",
        {},
        WAIT,
      ),
    ).toBeVisible();
    await expect(canvas.getByText("5 positions")).toBeVisible();
  },
};

/** Location refused for the page: what to do about it. */
export const GeolocationDenied: Story = {
  parameters: {
    device: { geolocation: "denied" },
    msw: { handlers: driveHandlers({ vehicles: [{ ...driveVehicle, trip: "started" }] }) },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, WAIT);
    await expect(alert).toHaveTextContent(
      "Location is blocked for this page. Allow location for this site in your browser's settings, then reload the page.",
    );
  },
};

/** The phone cannot find its position. */
export const GeolocationUnavailable: Story = {
  parameters: {
    device: { geolocation: "unavailable" },
    msw: { handlers: driveHandlers({ vehicles: [{ ...driveVehicle, trip: "started" }] }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert", {}, WAIT)).toHaveTextContent("Your phone cannot find its position.");
  },
};

/** Before the window: when it opens, and Start waits for it. */
export const BeforeWindow: Story = {
  parameters: { msw: { handlers: driveHandlers({ vehicles: [{ ...driveVehicle, window: beforeState.window }] }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        "Tracking opens on May 16, 2026 at 8:00 AM KST, an hour before departure. You can start the trip then.",
        {},
        WAIT,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Start" })).toBeDisabled();
  },
};

/** After the window. */
export const AfterWindow: Story = {
  parameters: { msw: { handlers: driveHandlers({ vehicles: [{ ...driveVehicle, window: afterState.window }] }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("Tracking for this tour closed on May 14, 2026 at 7:00 PM KST.", {}, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Start" })).toBeDisabled();
  },
};

/** A driver of two cars chooses which one they drive. */
export const SeveralVehicles: Story = {
  parameters: {
    msw: {
      handlers: driveHandlers({
        vehicles: [driveVehicle, { ...driveVehicle, id: 2, label: "Van", plate: "56다 7890" }],
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("combobox", { name: "Vehicle" }, WAIT)).toHaveTextContent("Car 1 · 12가 3456");
  },
};

/** No vehicle assigned to this driver. */
export const NoVehicle: Story = {
  parameters: { msw: { handlers: [driveListHandlers.empty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No vehicle to drive" }, WAIT)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [driveListHandlers.loading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status", { name: "Loading…" }, WAIT)).toBeInTheDocument();
  },
};

/** The vehicles could not be read: why, and a retry. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [driveListHandlers.error] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, WAIT);
    await expect(alert).toHaveTextContent("Your vehicles could not be loaded");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** Not signed in (or the sign-in lapsed). */
export const SignedOut: Story = {
  parameters: { signedIn: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Please sign in" }, WAIT)).toBeVisible();
  },
};

/** In Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("운행 상태: 출발 전", {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: "운행" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "운행 시작" })).toBeEnabled();
  },
};
