import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { AppAt } from "../shell/app-at";

const meta = {
  title: "Sites/Seoul Edu Travel/Home",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/seouledutravel" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Bring your school to Seoul" })).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "Education trip menu" });
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    const footer = canvas.getByRole("contentinfo");
    await expect(within(footer).getByRole("link", { name: "Travel shop" })).toHaveAttribute("href", "/main");
    await waitFor(() => expect(document.title).toBe("Seoul Education Trip Programme \u00b7 School trips to Seoul"));
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", {
        level: 1,
        name: "\uc5ec\ub7ec\ubd84\uc758 \ud559\uad50\ub97c \uc11c\uc6b8\ub85c \ucd08\ub300\ud569\ub2c8\ub2e4",
      }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "\uad50\uc721\uc5ec\ud589 \uba54\ub274" });
    await expect(within(nav).getByRole("link", { name: "홈" })).toHaveAttribute("aria-current", "page");
    const footer = canvas.getByRole("contentinfo");
    await expect(within(footer).getByRole("link", { name: "\uc5ec\ud589 \uc1fc\ud551\ubab0" })).toHaveAttribute(
      "href",
      "/main",
    );
    await waitFor(() =>
      expect(document.title).toBe(
        "\uc11c\uc6b8 \uad50\uc721\uc5ec\ud589 \ud504\ub85c\uadf8\ub7a8 \u00b7 \ud574\uc678 \ud559\uad50\uc758 \uc11c\uc6b8 \uad50\uc721\uc5ec\ud589",
      ),
    );
  },
};
