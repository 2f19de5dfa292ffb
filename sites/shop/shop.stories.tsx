import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { AppAt } from "../shell/app-at";
import { catalogHandlers, menusHandlers } from "./shop.mocks";

const meta = {
  title: "Sites/Shop/Home",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/main" },
  parameters: { layout: "fullscreen", msw: { handlers: [menusHandlers.success, ...catalogHandlers.success] } },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the first story of the file pays for loading the shop's lazy chunks: a cold, loaded run needs more than 1 s
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Discover Korea" }, { timeout: 5000 }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "Main menu" });
    await expect(await within(nav).findByRole("link", { name: "Festivals" })).toHaveAttribute(
      "href",
      "/product/search/festival/all",
    );
    const festivals = canvas.getByRole("region", { name: "Featured festivals" });
    await expect(await within(festivals).findByRole("link", { name: /Boryeong Mud Festival/ })).toHaveAttribute(
      "href",
      "/product/detail/2",
    );
    const tours = canvas.getByRole("region", { name: "Featured tours" });
    await expect(await within(tours).findByText("Jeju Olle Trail Walk")).toBeVisible();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "한국을 만나 보세요" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findAllByRole("link", { name: "축제" })).not.toHaveLength(0);
  },
};

export const SwitchToKorean: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("combobox", { name: "Language" }));
    await userEvent.click(await screen.findByRole("option", { name: "한국어" }));
    await expect(await canvas.findByRole("heading", { level: 1, name: "한국을 만나 보세요" })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "언어" })).toHaveTextContent("한국어");
    await expect(await canvas.findAllByRole("link", { name: "투어" })).not.toHaveLength(0);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [menusHandlers.success, ...catalogHandlers.loading] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const festivals = await canvas.findByRole("region", { name: "Featured festivals" });
    await expect(within(festivals).getByRole("status")).toHaveTextContent("Loading…");
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [menusHandlers.empty, ...catalogHandlers.empty] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No featured festivals right now.")).toBeVisible();
    await expect(canvas.getByText("No featured tours right now.")).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [menusHandlers.error, ...catalogHandlers.error] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const festivals = await canvas.findByRole("region", { name: "Featured festivals" });
    const alert = await within(festivals).findByRole("alert");
    await expect(alert).toHaveTextContent("We couldn't load the featured festivals.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeEnabled();
  },
};
