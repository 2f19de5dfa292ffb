import type { MartSchedule } from "@contracts/meetings";
import { clearArea, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AppAt } from "../shell/app-at";
import { MART_SCHEDULE_PATH } from "./mart-schedule";

const schedule: MartSchedule = {
  days: ["2026-05-20", "2026-05-21"],
  opens_at: "2026-05-20T10:00:00+09:00",
  closes_at: "2026-05-21T17:00:00+09:00",
};
const handlers = [
  http.get(MART_SCHEDULE_PATH, () => HttpResponse.json({ data: schedule, meta: {} })),
  // a buyer that has not saved its profile yet: My page asks for it
  http.get("/api/v1/mart/business/me", () =>
    HttpResponse.json({ data: null, meta: { role: "buyer", origin: "overseas" } }),
  ),
];

const signedIn = () => {
  setToken("accreditation", "story-accreditation-token");
  return () => clearArea("accreditation");
};

/**
 * The mart as a signed-in company sees it: its own pages from the header, and `/sitmmt/ppipsa` as its home. No
 * pictures: the play functions guard what these stories are about; the header's fit at every width from 320px to
 * 1280px is measured end to end (tests/e2e/site-headers.spec.ts).
 */
const meta = {
  title: "Sites/SITMMT/Signed in",
  component: AppAt,
  tags: ["autodocs", "no-visual"],
  args: { path: "/sitmmt" },
  parameters: { layout: "fullscreen", msw: { handlers } },
  beforeEach: signedIn,
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const header = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole("banner"));

/**
 * A signed-in company's links sit in the bar from 80rem and behind the menu button below (the story page is 800px
 * wide): opens the menu when the button is there.
 */
async function openMenuIfCollapsed(banner: Awaited<ReturnType<typeof header>>, name: string) {
  const toggle = await banner.findByRole("button", { name });
  if (toggle.getAttribute("aria-expanded") === "false") await userEvent.click(toggle);
}

/** The header names the company's own pages beside "Sign out", not only the footer. */
export const Header: Story = {
  play: async ({ canvasElement }) => {
    const banner = await header(canvasElement);
    await openMenuIfCollapsed(banner, "Menu");
    await expect(await banner.findByRole("link", { name: "My page" })).toHaveAttribute("href", "/sitmmt/ppipsa/mypage");
    await expect(banner.getByRole("link", { name: "My meetings" })).toHaveAttribute(
      "href",
      "/sitmmt/ppipsa/mypage/meetings",
    );
    await expect(banner.getByRole("button", { name: "Sign out" })).toBeVisible();
  },
};

export const HeaderKorean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvasElement }) => {
    const banner = await header(canvasElement);
    await openMenuIfCollapsed(banner, "메뉴");
    await expect(await banner.findByRole("link", { name: "마이페이지" })).toHaveAttribute(
      "href",
      "/sitmmt/ppipsa/mypage",
    );
    await expect(banner.getByRole("link", { name: "내 미팅" })).toHaveAttribute(
      "href",
      "/sitmmt/ppipsa/mypage/meetings",
    );
  },
};

/** A guest has neither link: "Sign in" instead. */
export const HeaderGuest: Story = {
  beforeEach: () => clearArea("accreditation"),
  play: async ({ canvasElement }) => {
    const banner = await header(canvasElement);
    await expect(await banner.findByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(banner.queryByRole("link", { name: "My page" })).not.toBeInTheDocument();
    await expect(banner.queryByRole("link", { name: "My meetings" })).not.toBeInTheDocument();
  },
};

/** `/sitmmt/ppipsa` for a signed-in company: its own page, never the sign-in form. */
export const PpipsaSignedIn: Story = {
  args: { path: "/sitmmt/ppipsa" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "My page" }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  },
};

/** A guest at `/sitmmt/ppipsa` gets the sign-in form, as the area's sign-in target. */
export const PpipsaGuest: Story = {
  args: { path: "/sitmmt/ppipsa" },
  beforeEach: () => clearArea("accreditation"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText(/^Password/)).toBeVisible(), { timeout: 5000 });
  },
};
