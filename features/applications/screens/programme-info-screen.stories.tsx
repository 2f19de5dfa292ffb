import { alertStory, loadingStory } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { eduApi, programmeHandlers } from "../mocks/handlers";
import { applicantStoryMeta } from "../mocks/story-meta";
import { ProgrammeInfoScreen } from "./programme-info-screen";

const meta = {
  title: "Features/Applications/ProgrammeInfoScreen",
  component: ProgrammeInfoScreen,
  tags: ["autodocs"],
  ...applicantStoryMeta("/seouledutravel/info", eduApi().handlers, { signedIn: false }),
} satisfies Meta<typeof ProgrammeInfoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** This year's programmes from the API, and the past years 2019 to 2025. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const open = await canvas.findByRole("article", { name: "Seoul Education Trip 2026, second group" });
    await expect(within(open).getByText("Open")).toBeVisible();
    await expect(open).toHaveTextContent("14 of 20 left");
    const past = canvas.getByRole("region", { name: "Past years" });
    await expect(within(past).getAllByRole("listitem")).toHaveLength(7);
    await expect(past).toHaveTextContent("2019");
    await expect(past).toHaveTextContent("2025");
  },
};

export const Loading: Story = loadingStory([programmeHandlers.loading]);

export const ServerError: Story = alertStory([programmeHandlers.error], "We couldn't load the programmes.");

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "프로그램 안내" })).toBeVisible();
    await expect(await canvas.findAllByText("접수 중")).not.toHaveLength(0);
  },
};
