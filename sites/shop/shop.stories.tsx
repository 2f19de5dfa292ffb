import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { AppAt } from "../shell/app-at";
import { menusHandlers } from "./shop.mocks";

const meta = {
  title: "Sites/Shop/Home",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/main" },
  parameters: { layout: "fullscreen", msw: { handlers: [menusHandlers.success] } },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Festivals, tours and tickets across Korea" }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "Main menu" });
    await expect(await within(nav).findByRole("link", { name: "Festivals" })).toHaveAttribute(
      "href",
      "/product/search/festival/all",
    );
    const explore = canvas.getByRole("region", { name: "Explore" });
    await expect(await within(explore).findByRole("link", { name: "Contact us" })).toBeVisible();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "한국 곳곳의 축제, 투어, 티켓" })).toBeVisible();
    await expect(await canvas.findAllByRole("link", { name: "축제" })).not.toHaveLength(0);
  },
};

export const SwitchToKorean: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("combobox", { name: "Language" }));
    await userEvent.click(await screen.findByRole("option", { name: "한국어" }));
    await expect(await canvas.findByRole("heading", { level: 1, name: "한국 곳곳의 축제, 투어, 티켓" })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "언어" })).toHaveTextContent("한국어");
    await expect(await canvas.findAllByRole("link", { name: "투어" })).not.toHaveLength(0);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [menusHandlers.loading] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const explore = await canvas.findByRole("region", { name: "Explore" });
    await expect(within(explore).getByRole("status")).toHaveTextContent("Loading…");
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [menusHandlers.empty] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("There are no menus yet.")).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [menusHandlers.error] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("We couldn't load the menu.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeEnabled();
  },
};
