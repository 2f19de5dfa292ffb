import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { pageHeading } from "../../../.storybook/story-canvas";
import { secondTour, tourFixture } from "../mocks/fixtures";
import { noToursApi, protocolApi } from "../mocks/handlers";
import { MEMBER_PATHS, memberStoryMeta } from "../mocks/story-meta";
import { VehicleGate } from "./tour-gate-screen";

const WAIT = { timeout: 5000 };

const meta = {
  title: "Features/Protocol/VehicleGate",
  component: VehicleGate,
  tags: ["autodocs"],
  ...memberStoryMeta("/protocol/vehicle"),
  args: {
    paths: MEMBER_PATHS,
    // the site puts the tracking feature's map here
    children: (tourId: number) => (
      <main id="main" className="p-8">
        <h1 className="text-xl font-semibold">{`The live map of tour ${tourId}`}</h1>
      </main>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof VehicleGate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member on one tour goes straight to its live map. */
export const OneTour: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "The live map of tour 1")).toBeVisible();
  },
};

/** On several tours: the member chooses whose vehicles to follow (`?tour=`). */
export const Chooser: Story = {
  parameters: { msw: { handlers: protocolApi({ tours: [tourFixture, secondTour] }).handlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "Live map")).toBeVisible();
    await expect(await canvas.findByRole("link", { name: /Busan port visit/ }, WAIT)).toHaveAttribute(
      "href",
      "/protocol/vehicle?tour=2",
    );
  },
};

/** A tour chosen in the address opens its map without asking. */
export const ChosenInAddress: Story = {
  parameters: { route: { path: "/protocol/vehicle?tour=2" } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "The live map of tour 2")).toBeVisible();
  },
};

/** On no tour: said, with the protocol desk's contact. */
export const NoTour: Story = {
  parameters: { msw: { handlers: noToursApi().handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "You are not on a delegation's tour" }, WAIT),
    ).toBeVisible();
  },
};
