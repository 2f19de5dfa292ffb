import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { AppAt } from "../shell/app-at";

const meta = {
  title: "Sites/Bleisure/Home",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/bleisure" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Make time for Seoul between meetings" }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "Bleisure menu" });
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    const footer = canvas.getByRole("contentinfo");
    await expect(within(footer).getByRole("link", { name: "Travel shop" })).toHaveAttribute("href", "/main");
    await waitFor(() => expect(document.title).toBe("Seoul Bleisure Tours \u00b7 Short tours for business travellers"));
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", {
        level: 1,
        name: "\ud68c\uc758 \uc0ac\uc774, \uc11c\uc6b8\uc744 \uc990\uae38 \uc2dc\uac04",
      }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "\ube14\ub808\uc800 \uba54\ub274" });
    await expect(within(nav).getByRole("link", { name: "홈" })).toHaveAttribute("aria-current", "page");
    const footer = canvas.getByRole("contentinfo");
    await expect(within(footer).getByRole("link", { name: "\uc5ec\ud589 \uc1fc\ud551\ubab0" })).toHaveAttribute(
      "href",
      "/main",
    );
    await waitFor(() =>
      expect(document.title).toBe(
        "\uc11c\uc6b8 \ube14\ub808\uc800 \ud22c\uc5b4 \u00b7 \ucd9c\uc7a5\uac1d\uc744 \uc704\ud55c \uc9e7\uc740 \ud22c\uc5b4",
      ),
    );
  },
};
