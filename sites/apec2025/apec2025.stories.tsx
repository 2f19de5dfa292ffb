import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, waitFor, within } from "storybook/test";
import { type AppAt } from "../shell/app-at";
import { headerNav, micrositeHomeStories, micrositeMeta } from "../shell/microsite-story";

// The courses as the server answers them (the site sees the tours feature only through its door).
const COURSE = {
  id: 1,
  slug: "seoul-palaces",
  area: "seoul",
  parent_slug: null,
  name: "Royal palaces of Seoul",
  summary: "Gyeongbokgung, the changing of the guard and the Bukchon hanok village.",
  thumbnail: "/images/catalog/tour-palace.svg",
  duration_minutes: 240,
  languages: ["en", "ko"],
  from_price: 80,
  currency: "USD",
  next_departure: "2026-05-20",
};
const handlers = [
  http.get("/api/v1/tours/courses", () => HttpResponse.json({ data: [COURSE], meta: {} })),
  http.get("/api/v1/common/meta", () =>
    HttpResponse.json({ data: { key: "exchange_rate", meta: { krw_to_usd: 0.0007, usd_to_krw: 1465 } }, meta: {} }),
  ),
];

const meta = {
  title: "Sites/APEC 2025/Home",
  tags: ["autodocs"],
  ...micrositeMeta("/apec2025"),
  parameters: { layout: "fullscreen", msw: { handlers } },
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

/** The home's ways on: each area's courses, every course, the programme and a reservation made before. */
export const WaysOn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(await canvas.findByRole("main", {}, { timeout: 5000 }));
    await expect(await main.findByRole("link", { name: "Seoul courses" })).toHaveAttribute("href", "/apec2025/seoul");
    await expect(main.getByRole("link", { name: "Busan courses" })).toHaveAttribute("href", "/apec2025/busan");
    await expect(main.getByRole("link", { name: "How the summit tours work" })).toHaveAttribute(
      "href",
      "/apec2025/about",
    );
    await expect(main.getByRole("link", { name: "Find my reservation" })).toHaveAttribute(
      "href",
      "/apec2025/myreservation",
    );
  },
};

/** The programme's page: the rules with the contract's numbers, its name in the title and current in the menu. */
export const About: Story = {
  args: { path: "/apec2025/about" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "About the summit tours" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "At least 2 travellers" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Deposit within 3 days" })).toBeVisible();
    await expect(
      canvas.getByText(/Up to 2 pieces of luggage per traveller are free; each extra piece costs \$10/),
    ).toBeVisible();
    const nav = await headerNav(canvasElement, "Summit tour menu");
    await expect(within(nav).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await waitFor(() => expect(document.title).toBe("About the programme · APEC 2025 Korea tours"));
  },
};

/** The summit host's own home: the courses, each leading to its page on the host's path. */
export const SummitHostPath: Story = {
  args: { path: "/apec2025korea" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Summit tour courses" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByRole("link", { name: "Royal palaces of Seoul" })).toHaveAttribute(
      "href",
      "/apec2025korea/detail/seoul-palaces",
    );
    const nav = await headerNav(canvasElement, "Summit tour menu");
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/apec2025");
  },
};

/** An area's page in Korean: its heading, and Seoul current among the areas. */
export const SeoulKorean: Story = {
  args: { path: "/apec2025/seoul" },
  globals: { locale: "ko" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "서울 코스" }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole("link", { name: "Royal palaces of Seoul" })).toBeVisible();
    await waitFor(() => expect(document.title).toBe("서울 코스 · APEC 2025 코리아 투어"));
  },
};
