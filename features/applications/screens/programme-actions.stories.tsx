import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { storyPaths } from "../mocks/story-paths";
import { ProgrammeActions } from "./programme-actions";

const meta = {
  title: "Features/Applications/ProgrammeActions",
  component: ProgrammeActions,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { paths: storyPaths },
  argTypes: { paths: { control: false } },
  parameters: { route: { path: "/seouledutravel/introduction" } },
} satisfies Meta<typeof ProgrammeActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Under the introduction and the guide: apply, or see this year's programme. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: "Apply now" })).toHaveAttribute(
      "href",
      "/seouledutravel/application/registration",
    );
    await userEvent.click(canvas.getByRole("link", { name: "See this year's programme" }));
    await expect(await canvas.findByRole("heading", { name: "Page: /seouledutravel/info" })).toBeVisible();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: "지금 신청하기" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "올해 프로그램 보기" })).toHaveAttribute(
      "href",
      "/seouledutravel/info",
    );
  },
};
