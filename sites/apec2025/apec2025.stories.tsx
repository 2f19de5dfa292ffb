import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { AppAt } from "../shell/app-at";
import { playMicrositeHome } from "../shell/microsite-story";

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
  play: playMicrositeHome({
    heading: "Summit tours for APEC 2025 Korea",
    navLabel: "Summit tour menu",
    homeLink: "Home",
    footerLink: { name: "Travel shop", href: "/main" },
    documentTitle: "APEC 2025 Korea · Summit tours in Gyeongju, Seoul and Busan",
  }),
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: playMicrositeHome({
    heading: "APEC 2025 코리아 정상회의 투어",
    navLabel: "정상회의 투어 메뉴",
    homeLink: "홈",
    footerLink: { name: "여행 쇼핑몰", href: "/main" },
    documentTitle: "APEC 2025 코리아 · 경주, 서울, 부산 정상회의 투어",
  }),
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
