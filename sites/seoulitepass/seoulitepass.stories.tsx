import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { AppAt } from "../shell/app-at";

const meta = {
  title: "Sites/Seoulite Pass/Home",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/seoulitepass" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "One pass for your days in Seoul" }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "Seoulite Pass menu" });
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    const footer = canvas.getByRole("contentinfo");
    await expect(within(footer).getByRole("link", { name: "Travel shop" })).toHaveAttribute("href", "/main");
    await waitFor(() => expect(document.title).toBe("Seoulite Pass \u00b7 The visitor pass for Seoul"));
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", {
        level: 1,
        name: "\uc11c\uc6b8 \uc5ec\ud589\uc744 \uc704\ud55c \ud328\uc2a4 \ud55c \uc7a5",
      }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "\uc11c\uc6b8\ub77c\uc774\ud2b8 \ud328\uc2a4 \uba54\ub274" });
    await expect(within(nav).getByRole("link", { name: "홈" })).toHaveAttribute("aria-current", "page");
    const footer = canvas.getByRole("contentinfo");
    await expect(within(footer).getByRole("link", { name: "\uc5ec\ud589 \uc1fc\ud551\ubab0" })).toHaveAttribute(
      "href",
      "/main",
    );
    await waitFor(() =>
      expect(document.title).toBe(
        "\uc11c\uc6b8\ub77c\uc774\ud2b8 \ud328\uc2a4 \u00b7 \uc11c\uc6b8 \ubc29\ubb38\uac1d \ud328\uc2a4",
      ),
    );
  },
};
