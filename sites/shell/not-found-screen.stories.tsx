import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { AppAt } from "./app-at";

const meta = {
  title: "Sites/Shell/Not found",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/no/such/page" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    await waitFor(() => expect(document.title).toMatch(/^404/));
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "페이지를 찾을 수 없습니다" })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^404/));
  },
};

export const InsideAKnownSite: Story = {
  args: { path: "/account/does-not-exist" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  },
};
