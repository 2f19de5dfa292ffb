import { sessionEndedStory } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { pageHeading } from "../../../.storybook/story-canvas";
import { secondTour, tourFixture } from "../mocks/fixtures";
import { errorHandlers, loadingHandlers, noToursApi, protocolApi, unauthorizedHandlers } from "../mocks/handlers";
import { MEMBER_PATHS, memberStoryMeta } from "../mocks/story-meta";
import { TourScreen } from "./tour-screen";

const WAIT = { timeout: 5000 };

const meta = {
  title: "Features/Protocol/TourScreen",
  component: TourScreen,
  tags: ["autodocs"],
  ...memberStoryMeta("/protocol/tour"),
  args: { paths: MEMBER_PATHS },
} satisfies Meta<typeof TourScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member on one tour reads its programme at once: dates in Korea time, the days, dress code, stops and whom to call. */
export const Programme: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Official visit to Seoul")).toBeVisible();
    await expect(canvas.getByText("Delegation of the Republic of Estonia")).toBeVisible();
    await expect(canvas.getByText("December 1, 2026 at 9:00 AM – December 3, 2026 at 6:00 PM")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 3, name: /December 1, 2026\s*· Arrival/ })).toBeVisible();
    await expect(canvas.getByText("Meeting at City Hall")).toBeVisible();
    await expect(canvas.getByText("Passports needed at the door.")).toBeVisible();
    await expect(canvas.getByText(/Business formal for meetings/)).toBeVisible();
    const stops = within(canvas.getByRole("region", { name: "Stops" }));
    await expect(stops.getAllByRole("listitem")).toHaveLength(3);
    await expect(stops.getByText("Planned at 09:30 (Korea time)")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Call Kim Minji at +821012345678" })).toHaveAttribute(
      "href",
      "tel:+821012345678",
    );
    await expect(canvas.getByRole("link", { name: "minji@protocol.example" })).toHaveAttribute(
      "href",
      "mailto:minji@protocol.example",
    );
    await expect(canvas.getByRole("link", { name: "Arrivals and departures" })).toHaveAttribute(
      "href",
      "/protocol/immigration?tour=1",
    );
    await expect(canvas.getByRole("link", { name: "Live map of the vehicles" })).toHaveAttribute(
      "href",
      "/protocol/vehicle?tour=1",
    );
  },
};

/** A member on several tours chooses one first; each leads to its own programme (`?tour=`). */
export const Chooser: Story = {
  parameters: { msw: { handlers: protocolApi({ tours: [tourFixture, secondTour] }).handlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Tour programme")).toBeVisible();
    await expect(await canvas.findByText(/You are on several tours/, {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole("link", { name: /Busan port visit/ })).toHaveAttribute(
      "href",
      "/protocol/tour?tour=2",
    );
    await expect(canvas.getByRole("link", { name: /Official visit to Seoul/ })).toHaveAttribute(
      "href",
      "/protocol/tour?tour=1",
    );
  },
};

/** A member on no delegation's tour: told so, with the protocol desk's phone and e-mail. */
export const NoTour: Story = {
  parameters: { msw: { handlers: noToursApi().handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "You are not on a delegation's tour" }, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "+82 2 1234 5678" })).toHaveAttribute("href", "tel:+82212345678");
    await expect(canvas.getByRole("link", { name: "protocol@ktravel.example" })).toHaveAttribute(
      "href",
      "mailto:protocol@ktravel.example",
    );
  },
};

/** A tour the member is not on (an old link): the server says 404, the page says so. */
export const NotFound: Story = {
  parameters: { route: { path: "/protocol/tour?tour=99" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "This tour was not found" }, WAIT)).toBeVisible();
  },
};

/** Waiting for the member's tours. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Tour programme")).toBeVisible();
    await expect(canvas.getByText("Loading…")).toBeInTheDocument();
  },
};

/** The tours could not be read: said, with a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: errorHandlers } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, WAIT);
    await expect(alert).toHaveTextContent("We couldn't load your tours.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** The session ended elsewhere (401): cleared, and the page says so (the site's guard asks them to sign in again). */
export const Unauthorized: Story = sessionEndedStory(unauthorizedHandlers, "member");

/** In Korean: the Korean programme, dates and words. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "서울 공식 방문")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "세부 일정" })).toBeVisible();
    await expect(canvas.getByText("서울시청 회의")).toBeVisible();
    await expect(canvas.getByText("09:30 도착 예정(한국 시간)")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "입출국 정보" })).toBeVisible();
  },
};
