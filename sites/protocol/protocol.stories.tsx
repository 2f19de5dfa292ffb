import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { type AppAt } from "../shell/app-at";
import { headerNav, micrositeHomeStories, micrositeMeta } from "../shell/microsite-story";

const meta = {
  title: "Sites/Protocol/Home",
  tags: ["autodocs"],
  ...micrositeMeta("/protocol"),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const home = micrositeHomeStories({
  en: ["Official visits to Korea, handled with care", "Protocol menu", "Protocol Tours · Official visits to Korea"],
  ko: ["세심하게 준비하는 공식 방한 일정", "의전 메뉴", "의전 투어 · 공식 방한 지원"],
  signInHref: "/protocol/login?redirect=%2Fprotocol",
});

/** What the service offers a delegation, for whom, and the ways in. */
export const Default: Story = {
  play: async (context) => {
    await home.Default.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole("heading", { level: 3, name: "The programme" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 3, name: "Arrival assistance" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 3, name: "Live vehicle tracking" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Sign in to your delegation's programme" })).toHaveAttribute(
      "href",
      "/protocol/login?redirect=%2Fprotocol%2Ftour",
    );
    const nav = within(await headerNav(context.canvasElement, "Protocol menu"));
    await expect(nav.getByRole("link", { name: "Tour programme" })).toHaveAttribute("href", "/protocol/tour");
    await expect(nav.getByRole("link", { name: "Live map" })).toHaveAttribute("href", "/protocol/vehicle");
  },
};

/** The same in Korean. */
export const Korean: Story = {
  ...home.Korean,
  play: async (context) => {
    await home.Korean.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole("heading", { level: 3, name: "실시간 차량 위치" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "로그인하고 대표단 일정 보기" })).toBeVisible();
  },
};

/** A guest opening the programme is asked to sign in, on the site's own sign-in page, and comes back after. */
export const GuestOpensProgramme: Story = {
  args: { path: "/protocol/tour" },
  play: async () => {
    const dialog = await screen.findByRole("alertdialog", {}, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible(), {
      timeout: 5000,
    });
  },
};
