import type { MartSchedule } from "@contracts/meetings";
import { toastStore } from "@ds";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, delay, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AppAt } from "../shell/app-at";
import { playMicrositeHome } from "../shell/microsite-story";
import { formatMartDays } from "./mart-days";
import { MART_SCHEDULE_PATH } from "./mart-schedule";

/** The mart's meeting days, just after the pinned story date (2026-05-15), as the meetings stories have them. */
const schedule: MartSchedule = {
  days: ["2026-05-20", "2026-05-21"],
  opens_at: "2026-05-20T10:00:00+09:00",
  closes_at: "2026-05-21T17:00:00+09:00",
};
const scheduleHandler = http.get(MART_SCHEDULE_PATH, () => HttpResponse.json({ data: schedule, meta: {} }));

const meta = {
  title: "Sites/SITMMT/Home",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/sitmmt" },
  parameters: { layout: "fullscreen", msw: { handlers: [scheduleHandler] } },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const playHome = playMicrositeHome({
  heading: "The medical travel mart in Seoul",
  navLabel: "SITMMT menu",
  homeLink: "Home",
  footerLink: { name: "Travel shop", href: "/main" },
  documentTitle: "SITMMT · Seoul International Travel Mart for Medical Tourism",
  signIn: { name: "Sign in", href: "/sitmmt/ppipsa/login?redirect=%2Fsitmmt" },
});

// The browser's own words for the days (its ICU spaces a range's dash its own way); the unit test pins them down.
const MAY_20_21 = formatMartDays(schedule.days, "en");
const MAY_20_21_KO = formatMartDays(schedule.days, "ko");

/**
 * The home page with the mart's days from its meeting slots, the mart's menu (its pages, the board and the fair)
 * and the way to register a company.
 */
export const Default: Story = {
  play: async (context) => {
    await playHome(context);
    const canvas = within(context.canvasElement);
    await expect(MAY_20_21).toMatch(/^May 20\s–\s21, 2026$/);
    await expect(await canvas.findByText(`${MAY_20_21} · COEX, Seoul`, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(`${MAY_20_21}, 9:30 to 18:00`)).toBeVisible();
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
  play: async (context) => {
    await playMicrositeHome({
      heading: "서울에서 열리는 의료관광 트래블마트",
      navLabel: "SITMMT 메뉴",
      homeLink: "홈",
      footerLink: { name: "여행 쇼핑몰", href: "/main" },
      documentTitle: "SITMMT · 서울국제의료관광트래블마트",
      signIn: { name: "로그인", href: "/sitmmt/ppipsa/login?redirect=%2Fsitmmt" },
    })(context);
    const canvas = within(context.canvasElement);
    await expect(MAY_20_21_KO).toMatch(/^2026년 5월 20일\s?~\s?21일$/);
    await expect(await canvas.findByText(`${MAY_20_21_KO} · 서울 코엑스`, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(`${MAY_20_21_KO}, 9:30–18:00`)).toBeVisible();
  },
};

/**
 * The mart's days could not be read: a placeholder holds their place while the call is under way, then the page
 * names the venue and the hours without any date rather than a wrong one.
 */
export const WithoutDates: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(MART_SCHEDULE_PATH, async () => {
          await delay(800);
          return HttpResponse.json(
            { message: "The service is being updated.", code: "SERVICE_UNAVAILABLE" },
            { status: 503 },
          );
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "The medical travel mart in Seoul" }, { timeout: 5000 });
    const main = canvas.getByRole("main");
    // while the call is under way: a placeholder where the dates go, said to screen readers
    await expect(within(main).getAllByText("Loading the mart's dates")).toHaveLength(2);
    await expect(await canvas.findByText("COEX, Seoul", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText("9:30 to 18:00")).toBeVisible();
    await expect(within(main).queryByText("Loading the mart's dates")).not.toBeInTheDocument();
    await expect(main).not.toHaveTextContent(/2026|2025/);
    // a line of copy is no reason for an error toast
    await expect(toastStore.getToasts()).toHaveLength(0);
  },
};

export const FairPage: Story = {
  args: { path: "/sitmmt-bimtc" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "BIMTC: the fair day of the medical travel mart" }),
    ).toBeVisible();
    await expect(await canvas.findByText(`${MAY_20_21} · COEX Hall C, Seoul`, {}, { timeout: 5000 })).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "SITMMT menu" });
    await expect(within(nav).getByRole("link", { name: "BIMTC fair" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    await waitFor(() => expect(document.title).toBe("BIMTC fair · SITMMT"));
  },
};

export const FromHomeToTheFair: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("link", { name: "About the BIMTC fair" }));
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "BIMTC: the fair day of the medical travel mart" }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe("BIMTC fair · SITMMT"));
  },
};
