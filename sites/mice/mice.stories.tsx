import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { AppAt } from "../shell/app-at";

const meta = {
  title: "Sites/MICE/Home",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/mice" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Korea's meeting place for the events industry" }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "MICE Fair menu" });
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    const footer = canvas.getByRole("contentinfo");
    await expect(within(footer).getByRole("link", { name: "Travel shop" })).toHaveAttribute("href", "/main");
    await waitFor(() =>
      expect(document.title).toBe("Korea MICE Fair 2025 \u00b7 Meetings, incentives, conventions and exhibitions"),
    );
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", {
        level: 1,
        name: "\uad6d\ub0b4 MICE \uc0b0\uc5c5\uc774 \ud55c\uc790\ub9ac\uc5d0 \ubaa8\uc774\ub294 \uacf3",
      }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "MICE \ud398\uc5b4 \uba54\ub274" });
    await expect(within(nav).getByRole("link", { name: "홈" })).toHaveAttribute("aria-current", "page");
    const footer = canvas.getByRole("contentinfo");
    await expect(within(footer).getByRole("link", { name: "\uc5ec\ud589 \uc1fc\ud551\ubab0" })).toHaveAttribute(
      "href",
      "/main",
    );
    await waitFor(() =>
      expect(document.title).toBe(
        "\ucf54\ub9ac\uc544 MICE \ud398\uc5b4 2025 \u00b7 \ud68c\uc758, \ud3ec\uc0c1\uad00\uad11, \ucee8\ubca4\uc158, \uc804\uc2dc",
      ),
    );
  },
};
