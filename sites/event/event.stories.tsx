import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { AppAt } from "../shell/app-at";

const meta = {
  title: "Sites/Event/Home",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/event" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "K-Travel Festival Week" })).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "Events menu" });
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    const footer = canvas.getByRole("contentinfo");
    await expect(within(footer).getByRole("link", { name: "Travel shop" })).toHaveAttribute("href", "/main");
    await waitFor(() => expect(document.title).toBe("K-Travel Festival Week 2025 \u00b7 Autumn festivals in Korea"));
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "K-Travel \ucd95\uc81c \uc8fc\uac04" }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "\uc774\ubca4\ud2b8 \uba54\ub274" });
    await expect(within(nav).getByRole("link", { name: "홈" })).toHaveAttribute("aria-current", "page");
    const footer = canvas.getByRole("contentinfo");
    await expect(within(footer).getByRole("link", { name: "\uc5ec\ud589 \uc1fc\ud551\ubab0" })).toHaveAttribute(
      "href",
      "/main",
    );
    await waitFor(() =>
      expect(document.title).toBe(
        "K-Travel \ucd95\uc81c \uc8fc\uac04 2025 \u00b7 \ud55c\uad6d\uc758 \uac00\uc744 \ucd95\uc81c",
      ),
    );
  },
};
