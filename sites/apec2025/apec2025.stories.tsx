import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { type AppAt } from "../shell/app-at";
import { micrositeHomeStories, micrositeMeta } from "../shell/microsite-story";

const meta = {
  title: "Sites/APEC 2025/Home",
  tags: ["autodocs"],
  ...micrositeMeta("/apec2025"),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const home = micrositeHomeStories({
  en: [
    "Summit tours for APEC 2025 Korea",
    "Summit tour menu",
    "APEC 2025 Korea · Summit tours in Gyeongju, Seoul and Busan",
  ],
  ko: ["APEC 2025 코리아 정상회의 투어", "정상회의 투어 메뉴", "APEC 2025 코리아 · 경주, 서울, 부산 정상회의 투어"],
});

export const Default: Story = home.Default;
export const Korean: Story = home.Korean;

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
