import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { eduApi, programmeHandlers } from "../mocks/handlers";
import { storyPaths } from "../mocks/story-paths";
import { ProgrammeInfoScreen } from "./programme-info-screen";

const meta = {
  title: "Features/Applications/ProgrammeInfoScreen",
  component: ProgrammeInfoScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { paths: storyPaths },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/seouledutravel/info" },
    msw: { handlers: eduApi().handlers },
  },
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

export const Loading: Story = {
  parameters: { msw: { handlers: [programmeHandlers.loading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…")).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [programmeHandlers.error] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("We couldn't load the programmes.");
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "프로그램 안내" })).toBeVisible();
    await expect(await canvas.findAllByText("접수 중")).not.toHaveLength(0);
  },
};
