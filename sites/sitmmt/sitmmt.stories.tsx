import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AppAt } from "../shell/app-at";
import { playMicrositeHome } from "../shell/microsite-story";

const meta = {
  title: "Sites/SITMMT/Home",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/sitmmt" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const playHome = playMicrositeHome({
  heading: "The medical travel mart in Seoul",
  navLabel: "SITMMT menu",
  homeLink: "Home",
  footerLink: { name: "Travel shop", href: "/main" },
  documentTitle: "SITMMT 2025 · Seoul International Travel Mart for Medical Tourism",
  signIn: { name: "Sign in", href: "/sitmmt/ppipsa/login?redirect=%2Fsitmmt" },
});

/** The home page with the mart's menu (its pages, the board and the fair) and the way to register a company. */
export const Default: Story = {
  play: async (context) => {
    await playHome(context);
    const canvas = within(context.canvasElement);
    const nav = canvas.getByRole("navigation", { name: "SITMMT menu" });
    const links = within(nav).getAllByRole("link");
    await expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/sitmmt"],
      ["Overview", "/sitmmt/overview"],
      ["Venue", "/sitmmt/venue"],
      ["Program", "/sitmmt/program"],
      ["Travel mart", "/sitmmt/travelmart"],
      ["Board", "/sitmmt/board"],
      ["BIMTC fair", "/sitmmt-bimtc"],
    ]);
    await expect(canvas.getByRole("link", { name: "Register your company" })).toHaveAttribute(
      "href",
      "/sitmmt/ppipsa/register",
    );
    const footer = canvas.getByRole("contentinfo");
    await expect(within(footer).getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/sitmmt/board/faq");
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: playMicrositeHome({
    heading: "서울에서 열리는 의료관광 트래블마트",
    navLabel: "SITMMT 메뉴",
    homeLink: "홈",
    footerLink: { name: "여행 쇼핑몰", href: "/main" },
    documentTitle: "SITMMT 2025 · 서울국제의료관광트래블마트",
    signIn: { name: "로그인", href: "/sitmmt/ppipsa/login?redirect=%2Fsitmmt" },
  }),
};

export const FairPage: Story = {
  args: { path: "/sitmmt-bimtc" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "BIMTC: the fair day of the medical travel mart" }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "SITMMT menu" });
    await expect(within(nav).getByRole("link", { name: "BIMTC fair" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    await waitFor(() => expect(document.title).toBe("BIMTC fair · SITMMT 2025"));
  },
};

export const FromHomeToTheFair: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("link", { name: "About the BIMTC fair" }));
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "BIMTC: the fair day of the medical travel mart" }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe("BIMTC fair · SITMMT 2025"));
  },
};
