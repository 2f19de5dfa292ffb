import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { AppAt } from "../shell/app-at";

const meta = {
  title: "Sites/Protocol/Home",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/protocol" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Official visits to Korea, handled with care" }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "Protocol menu" });
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    const footer = canvas.getByRole("contentinfo");
    await expect(within(footer).getByRole("link", { name: "Travel shop" })).toHaveAttribute("href", "/main");
    await waitFor(() => expect(document.title).toBe("Protocol Tours \u00b7 Official visits to Korea"));
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", {
        level: 1,
        name: "\uc138\uc2ec\ud558\uac8c \uc900\ube44\ud558\ub294 \uacf5\uc2dd \ubc29\ud55c \uc77c\uc815",
      }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "\uc758\uc804 \uba54\ub274" });
    await expect(within(nav).getByRole("link", { name: "홈" })).toHaveAttribute("aria-current", "page");
    const footer = canvas.getByRole("contentinfo");
    await expect(within(footer).getByRole("link", { name: "\uc5ec\ud589 \uc1fc\ud551\ubab0" })).toHaveAttribute(
      "href",
      "/main",
    );
    await waitFor(() =>
      expect(document.title).toBe("\uc758\uc804 \ud22c\uc5b4 \u00b7 \uacf5\uc2dd \ubc29\ud55c \uc9c0\uc6d0"),
    );
  },
};
