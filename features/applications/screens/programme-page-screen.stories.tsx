import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { storyPaths } from "../mocks/story-paths";
import { ProgrammePageScreen } from "./programme-page-screen";

const meta = {
  title: "Features/Applications/ProgrammePageScreen",
  component: ProgrammePageScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { page: "introduction", paths: storyPaths },
  argTypes: { paths: { control: false } },
  parameters: { layout: "fullscreen", route: { path: "/seouledutravel/introduction" } },
} satisfies Meta<typeof ProgrammePageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Introduction: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "About the programme" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Apply now" })).toHaveAttribute(
      "href",
      "/seouledutravel/application/registration",
    );
  },
};

export const Guide: Story = {
  args: { page: "guide" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Application guide" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "What to prepare" })).toBeVisible();
  },
};

export const Korean: Story = {
  args: { page: "guide" },
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "신청 안내" })).toBeVisible();
  },
};
