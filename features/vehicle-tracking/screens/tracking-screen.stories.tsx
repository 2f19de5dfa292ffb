import { signedInStory } from "@blocks/feature-kit";
import { STORY_TOKEN } from "@blocks/shop-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { Canvas } from "../../../.storybook/story-canvas";
import { settle, withRoute } from "../../../.storybook/story-router";
import { closedEvent, positionEvent, tripEvent, withTrackingStream } from "../mocks/fake-stream";
import {
  afterState,
  beforeState,
  openState,
  positionAt,
  quietState,
  SHARE_TOKEN,
  sharedState,
} from "../mocks/fixtures";
import { stateHandlers, watchHandlers } from "../mocks/handlers";
import { TrackingScreen } from "./tracking-screen";

const WAIT = { timeout: 5000 };

const meta = {
  title: "Features/VehicleTracking/TrackingScreen",
  component: TrackingScreen,
  tags: ["autodocs"],
  decorators: [withTrackingStream, withRoute],
  afterEach: settle,
  // the delegation's families follow from Tallinn: the page gives their own clock beside Korea's
  args: { source: { kind: "tour", tourId: 7 }, readerTimeZone: "Europe/Tallinn" },
  argTypes: { source: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/protocol/vehicle" },
    msw: { handlers: [watchHandlers.success(), stateHandlers.success(openState)] },
    trackingStream: {},
  },
  beforeEach: signedInStory("member", STORY_TOKEN),
} satisfies Meta<typeof TrackingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stream has opened (the picture is taken with the indicator settled). */
const isLive = (canvas: Canvas, word = "Live") =>
  waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent(word), WAIT);

/** The vehicles' card in the list beside the map. */
const card = async (canvas: Canvas, label: string) =>
  within((await canvas.findByRole("button", { name: new RegExp(`^${label} `) }, WAIT)).closest("li") as HTMLElement);

/**
 * A member's live map: the route and its stops, both cars on it, and beside it each car's trip, when it was last
 * heard from and its way to the next stop; the stream is live.
 */
export const Live: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: openState.tour.name }, WAIT)).toBeVisible();
    const car1 = await card(canvas, "Car 1");
    await expect(car1.getByText("On the way")).toBeVisible();
    await expect(car1.getByText("Plate 12가 3456 · Driver Minjun")).toBeVisible();
    await expect(car1.getByText("Updated 12 s ago")).toBeVisible();
    await expect(car1.getByText(/^Stop 2 · Gyeongbokgung in about \d+ min$/)).toBeVisible();
    const car2 = await card(canvas, "Car 2");
    await expect(car2.getByText("Paused")).toBeVisible();
    await expect(car2.getByText("Updated 4 min ago")).toBeVisible();
    // standing by the hotel: the next stop is known, the time is not
    await expect(car2.getByText("Stop 2 · Gyeongbokgung: arrival time unknown")).toBeVisible();
    await isLive(canvas);
    const map = canvas.getByRole("region", { name: `Live map of ${openState.tour.name}` });
    await expect(await within(map).findByRole("button", { name: "Stop 3: N Seoul Tower" }, WAIT)).toBeVisible();
  },
  parameters: { trackingStream: { events: [] } },
};

/** A new position arrives: Car 1 moves on the map and its last update is now; a trip event pauses Car 2's. */
export const VehicleMoves: Story = {
  parameters: {
    trackingStream: {
      events: [
        positionEvent(positionAt(1, 0.95, 0, 7)),
        tripEvent({ seq: 8, vehicle_id: 2, trip: "stopped", at: "2026-05-15T00:59:59Z" }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const car1 = await card(canvas, "Car 1");
    await waitFor(() => expect(car1.getByText("Updated 0 s ago")).toBeVisible(), WAIT);
    await expect((await card(canvas, "Car 2")).getByText("Trip ended")).toBeVisible();
    const marker = await canvas.findByRole("button", { name: "Car 1", pressed: false }, WAIT);
    await waitFor(() => expect(marker).toHaveAttribute("data-lat", positionAt(1, 0.95, 0, 7).lat.toFixed(6)), WAIT);
    await isLive(canvas);
  },
};

/** Choosing a car in the list shows it chosen on the map too. */
export const VehicleSelected: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole("button", { name: /^Car 2 / }, WAIT);
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Car 2", pressed: true })).toBeVisible(), WAIT);
    button.blur();
    await isLive(canvas);
  },
};

/** Before any driver has started: the map with its stops, and the list saying no vehicle is moving yet. */
export const NoVehicleMoving: Story = {
  parameters: { msw: { handlers: [watchHandlers.success(), stateHandlers.success(quietState)] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        "No vehicle is moving yet. Each appears on the map when its driver starts the trip.",
        {},
        WAIT,
      ),
    ).toBeVisible();
    await expect((await card(canvas, "Car 1")).getByText("No position yet")).toBeVisible();
    await expect((await card(canvas, "Car 1")).getByText("Not started")).toBeVisible();
    await isLive(canvas);
  },
};

/** Waiting for the state. */
export const Loading: Story = {
  parameters: { msw: { handlers: [watchHandlers.success(), stateHandlers.loading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status", { name: "Loading…" }, WAIT)).toBeInTheDocument();
  },
};

/** The tour is tomorrow: the page says when tracking starts, in Korea's time. */
export const BeforeWindow: Story = {
  parameters: { msw: { handlers: [watchHandlers.success(), stateHandlers.success(beforeState)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Tracking has not started yet" }, WAIT)).toBeVisible();
    await expect(
      canvas.getByText(
        "Tracking starts on May 16, 2026 at 8:00 AM KST, an hour before departure. That is May 16, 2026 at 2:00 AM GMT+3 where you are.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole("region", { name: /Live map/ })).toBeNull();
  },
};

/** The tour was yesterday: tracking ended, and when. */
export const AfterWindow: Story = {
  parameters: { msw: { handlers: [watchHandlers.success(), stateHandlers.success(afterState)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Tracking has ended" }, WAIT)).toBeVisible();
    await expect(canvas.getByText(/^Tracking ended on May 14, 2026 at 7:00 PM KST/)).toBeVisible();
  },
};

/** The server ends the stream as the window closes: the last positions stay, with a notice. */
export const StreamClosed: Story = {
  parameters: { trackingStream: { events: [closedEvent("window_closed")] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert", {}, WAIT)).toHaveTextContent(
      "Tracking has ended for this tour. The map shows where the vehicles were last seen.",
    );
    await expect((await card(canvas, "Car 1")).getByText("Updated 12 s ago")).toBeVisible();
  },
};

/** The stream dropped after the cars were shown: they stay, and the corner says it is reconnecting. */
export const Reconnecting: Story = {
  parameters: { trackingStream: { events: [positionEvent(positionAt(1, 0.9, 2, 7))], drop: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Reconnecting…", {}, WAIT)).toBeVisible();
    await expect(await card(canvas, "Car 1")).toBeTruthy();
  },
};

/** A share link: anyone holding it sees the map, and until when the link works. */
export const SharedLink: Story = {
  args: { source: { kind: "share", token: SHARE_TOKEN } },
  parameters: {
    route: { path: `/protocol/vehicle/share/${SHARE_TOKEN}` },
    msw: { handlers: [stateHandlers.success(sharedState)] },
  },
  beforeEach: () => undefined,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("This link works until May 15, 2026 at 8:00 PM KST.", {}, WAIT)).toBeVisible();
    await expect(await card(canvas, "Car 1")).toBeTruthy();
    await isLive(canvas);
  },
};

/** A share link past its time (410). */
export const LinkExpired: Story = {
  args: { source: { kind: "share", token: SHARE_TOKEN } },
  parameters: { route: { path: `/protocol/vehicle/share/${SHARE_TOKEN}` }, msw: { handlers: [stateHandlers.expired] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "This link has expired" }, WAIT)).toBeVisible();
    await expect(canvas.getByText("Ask the protocol team for a new link to follow the vehicles.")).toBeVisible();
  },
};

/** A share link that never existed or was withdrawn (404). */
export const LinkNotFound: Story = {
  args: { source: { kind: "share", token: SHARE_TOKEN } },
  parameters: {
    route: { path: `/protocol/vehicle/share/${SHARE_TOKEN}` },
    msw: { handlers: [stateHandlers.notFound] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "This link does not work" }, WAIT)).toBeVisible();
  },
};

/** A member who is not on this tour's delegation. */
export const NotOnTour: Story = {
  parameters: { msw: { handlers: [watchHandlers.notOnTour()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No live map for you here" }, WAIT)).toBeVisible();
  },
};

/** The member's sign-in lapsed while the page was open (401). */
export const SignedOut: Story = {
  parameters: { msw: { handlers: [watchHandlers.signedOut()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Please sign in" }, WAIT)).toBeVisible();
  },
};

/** The state could not be read: the reason and a retry, which brings the map. */
export const ErrorWithRetry: Story = {
  parameters: { msw: { handlers: [watchHandlers.success(), stateHandlers.failsOnce(openState)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, WAIT);
    await expect(alert).toHaveTextContent("The vehicles could not be loaded");
    await expect(alert).toHaveTextContent("The tracking service is resting for a minute.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await expect(await card(canvas, "Car 1")).toBeTruthy();
    await isLive(canvas);
  },
};

/** In Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    const car1 = await card(canvas, "Car 1");
    await expect(car1.getByText("운행 중")).toBeVisible();
    await expect(car1.getByText("12초 전 업데이트")).toBeVisible();
    await expect(car1.getByText(/^2번 방문지 · Gyeongbokgung까지 약 \d+분$/)).toBeVisible();
    await isLive(canvas, "실시간");
  },
};
