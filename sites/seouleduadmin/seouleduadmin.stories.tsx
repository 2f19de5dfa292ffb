import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { AppAt } from "../shell/app-at";

const meta = {
  title: "Sites/Seoul Edu Admin/Home",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/seouleduadmin" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Administration of the education trip programme" }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "Administration menu" });
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    const footer = canvas.getByRole("contentinfo");
    await expect(within(footer).getByRole("link", { name: "Seoul Education Trip Programme" })).toHaveAttribute(
      "href",
      "/seouledutravel",
    );
    await waitFor(() => expect(document.title).toBe("Seoul Edu Travel admin \u00b7 Programme administration"));
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", {
        level: 1,
        name: "\uad50\uc721\uc5ec\ud589 \ud504\ub85c\uadf8\ub7a8 \uad00\ub9ac",
      }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "\uad00\ub9ac\uc790 \uba54\ub274" });
    await expect(within(nav).getByRole("link", { name: "홈" })).toHaveAttribute("aria-current", "page");
    const footer = canvas.getByRole("contentinfo");
    await expect(
      within(footer).getByRole("link", { name: "\uc11c\uc6b8 \uad50\uc721\uc5ec\ud589 \ud504\ub85c\uadf8\ub7a8" }),
    ).toHaveAttribute("href", "/seouledutravel");
    await waitFor(() =>
      expect(document.title).toBe(
        "\uc11c\uc6b8 \uad50\uc721\uc5ec\ud589 \uad00\ub9ac\uc790 \u00b7 \ud504\ub85c\uadf8\ub7a8 \uad00\ub9ac",
      ),
    );
  },
};
