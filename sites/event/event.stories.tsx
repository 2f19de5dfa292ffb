import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, within } from "storybook/test";
import { AppAt } from "../shell/app-at";
import { playMicrositeHome } from "../shell/microsite-story";

// The shop's events board as the server answers it (the site sees the board feature only through its door).
const picture = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="${fill}"/></svg>`,
  )}`;
const event = (
  id: number,
  title: string,
  starts_on: string,
  ends_on: string,
  link_path: string | null,
  fill: string,
) => ({
  id,
  site: "shop",
  type: "event",
  title,
  excerpt: `${title}: see the offers.`,
  pinned: false,
  starts_on,
  ends_on,
  link_path,
  image: picture(fill),
  view_count: 12,
  attachment_count: 0,
  published_at: `${starts_on}T09:00:00+09:00`,
});
const current = [
  event(301, "Spring festival week", "2026-05-01", "2026-05-31", "/product/search/festival/all", "teal"),
];
const past = [event(290, "Cherry blossom photo contest", "2026-03-25", "2026-04-10", null, "palevioletred")];
const eventsBoard = http.get("/api/v1/boards/shop/event/posts", ({ request }) => {
  const rows = new URL(request.url).searchParams.get("phase") === "past" ? past : current;
  return HttpResponse.json({
    data: rows,
    meta: {
      page: 1,
      per_page: 10,
      total: rows.length,
      total_pages: 1,
      board: { site: "shop", type: "event", name: "Events" },
    },
  });
});

const meta = {
  title: "Sites/Event/Home",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/event" },
  parameters: { layout: "fullscreen", msw: { handlers: [eventsBoard] } },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The site's frame around the events page: current events first, then past ones, each leading on. */
export const Default: Story = {
  play: async (context) => {
    await playMicrositeHome({
      heading: "Events and promotions",
      navLabel: "Events menu",
      homeLink: "Home",
      footerLink: { name: "Travel shop", href: "/main" },
      documentTitle: "Events and promotions · K-Travel",
    })(context);
    const canvas = within(context.canvasElement);
    const currentEvents = canvas.getByRole("region", { name: "Current events" });
    await expect(await within(currentEvents).findByRole("link", { name: "Spring festival week" })).toHaveAttribute(
      "href",
      "/product/search/festival/all",
    );
    const pastEvents = canvas.getByRole("region", { name: "Past events" });
    await expect(await within(pastEvents).findByRole("link", { name: "Cherry blossom photo contest" })).toHaveAttribute(
      "href",
      "/board/notice-detail/290?type=event",
    );
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async (context) => {
    await playMicrositeHome({
      heading: "이벤트 · 프로모션",
      navLabel: "이벤트 메뉴",
      homeLink: "홈",
      footerLink: { name: "여행 쇼핑몰", href: "/main" },
      documentTitle: "이벤트 · 프로모션 · K-Travel",
    })(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText("2026년 5월 1일 ~ 2026년 5월 31일")).toBeVisible();
  },
};
