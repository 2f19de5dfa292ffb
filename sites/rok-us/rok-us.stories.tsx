import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { AppAt } from "../shell/app-at";

const meta = {
  title: "Sites/ROK-US/Home",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/rok-us" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "See Korea with the ROK\u2013US Friendship Tour" }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "Friendship Tour menu" });
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    const footer = canvas.getByRole("contentinfo");
    await expect(within(footer).getByRole("link", { name: "Travel shop" })).toHaveAttribute("href", "/main");
    await waitFor(() => expect(document.title).toBe("ROK\u2013US Friendship Tour 2025 \u00b7 Tours across Korea"));
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", {
        level: 1,
        name: "\ud55c\ubbf8 \uc6b0\uc815 \ud22c\uc5b4\ub85c \ub9cc\ub098\ub294 \ud55c\uad6d",
      }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "\uc6b0\uc815 \ud22c\uc5b4 \uba54\ub274" });
    await expect(within(nav).getByRole("link", { name: "홈" })).toHaveAttribute("aria-current", "page");
    const footer = canvas.getByRole("contentinfo");
    await expect(within(footer).getByRole("link", { name: "\uc5ec\ud589 \uc1fc\ud551\ubab0" })).toHaveAttribute(
      "href",
      "/main",
    );
    await waitFor(() =>
      expect(document.title).toBe(
        "\ud55c\ubbf8 \uc6b0\uc815 \ud22c\uc5b4 2025 \u00b7 \ud55c\uad6d \uacf3\uacf3\uc744 \uc787\ub294 \ud22c\uc5b4",
      ),
    );
  },
};
