import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AppAt } from "../shell/app-at";

const meta = {
  title: "Sites/SITMMT/Home",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/sitmmt" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "The medical travel mart in Seoul" }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "SITMMT menu" });
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("link", { name: "BIMTC fair" })).toHaveAttribute("href", "/sitmmt-bimtc");
    const footer = canvas.getByRole("contentinfo");
    await expect(within(footer).getByRole("link", { name: "Travel shop" })).toHaveAttribute("href", "/main");
    await waitFor(() =>
      expect(document.title).toBe("SITMMT 2025 · Seoul International Travel Mart for Medical Tourism"),
    );
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "서울에서 열리는 의료관광 트래블마트" }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "SITMMT 메뉴" });
    await expect(within(nav).getByRole("link", { name: "홈" })).toHaveAttribute("aria-current", "page");
    const footer = canvas.getByRole("contentinfo");
    await expect(within(footer).getByRole("link", { name: "여행 쇼핑몰" })).toHaveAttribute("href", "/main");
    await waitFor(() => expect(document.title).toBe("SITMMT 2025 · 서울국제의료관광트래블마트"));
  },
};

export const FairPage: Story = {
  args: { path: "/sitmmt-bimtc" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "BIMTC: the fair day of the medical travel mart" }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "SITMMT menu" });
    await expect(within(nav).getByRole("link", { name: "BIMTC fair" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    await waitFor(() => expect(document.title).toBe("BIMTC fair · SITMMT 2025"));
  },
};

export const FromHomeToTheFair: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("link", { name: "About the BIMTC fair" }));
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "BIMTC: the fair day of the medical travel mart" }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe("BIMTC fair · SITMMT 2025"));
  },
};
