import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { AppAt } from "../shell/app-at";

const meta = {
  title: "Sites/APEC 2025/Home",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/apec2025" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Summit tours for APEC 2025 Korea" }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "Summit tour menu" });
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    const footer = canvas.getByRole("contentinfo");
    await expect(within(footer).getByRole("link", { name: "Travel shop" })).toHaveAttribute("href", "/main");
    await waitFor(() =>
      expect(document.title).toBe("APEC 2025 Korea \u00b7 Summit tours in Gyeongju, Seoul and Busan"),
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
        name: "APEC 2025 \ucf54\ub9ac\uc544 \uc815\uc0c1\ud68c\uc758 \ud22c\uc5b4",
      }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "\uc815\uc0c1\ud68c\uc758 \ud22c\uc5b4 \uba54\ub274" });
    await expect(within(nav).getByRole("link", { name: "홈" })).toHaveAttribute("aria-current", "page");
    const footer = canvas.getByRole("contentinfo");
    await expect(within(footer).getByRole("link", { name: "\uc5ec\ud589 \uc1fc\ud551\ubab0" })).toHaveAttribute(
      "href",
      "/main",
    );
    await waitFor(() =>
      expect(document.title).toBe(
        "APEC 2025 \ucf54\ub9ac\uc544 \u00b7 \uacbd\uc8fc, \uc11c\uc6b8, \ubd80\uc0b0 \uc815\uc0c1\ud68c\uc758 \ud22c\uc5b4",
      ),
    );
  },
};

export const SummitHostPath: Story = {
  args: { path: "/apec2025korea" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Summit tours for APEC 2025 Korea" }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "Summit tour menu" });
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/apec2025");
    await waitFor(() =>
      expect(document.title).toBe("APEC 2025 Korea \u00b7 Summit tours in Gyeongju, Seoul and Busan"),
    );
  },
};
