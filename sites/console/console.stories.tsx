import { SHOP_DASHBOARD_PATH, type ShopDashboard } from "@contracts/shop-dashboard";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, waitFor, within } from "storybook/test";
import { type AppAt } from "../shell/app-at";
import { micrositeMeta } from "../shell/microsite-story";

const meta = {
  title: "Sites/Console/Dashboard",
  tags: ["autodocs"],
  ...micrositeMeta("/admin"),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const revenue = { usd: 120, krw: 70000, total_usd: 170, total_krw: 238000 };
const nothing = { usd: 0, krw: 0, total_usd: 0, total_krw: 0 };
const figures: ShopDashboard = {
  as_of: "2026-05-15T03:00:00.000Z",
  today: { from: "2026-05-15", to: "2026-05-15", bookings: 2, revenue },
  week: { from: "2026-05-11", to: "2026-05-15", bookings: 6, revenue },
  deposits: { waiting: 3, overdue: 1 },
  cancel_requests: 1,
  unanswered_inquiries: 2,
  series: Array.from({ length: 14 }, (_, index) => ({
    date: `2026-05-${String(index + 2).padStart(2, "0")}`,
    bookings: index === 13 ? 2 : index % 3,
    revenue: index === 13 ? revenue : nothing,
  })),
};

const adminMe = (role: "operator" | "viewer") =>
  http.get("/api/v1/admin/me", () =>
    HttpResponse.json({ data: { id: 7, email: `${role}@demo.test`, name: "Kim Operator", role }, meta: {} }),
  );
const dashboard = http.get(SHOP_DASHBOARD_PATH, () => HttpResponse.json({ data: figures, meta: {} }));

const signedIn = () => {
  sessionStorage.setItem("ADMIN_TOKEN", "story-console-token");
  return () => sessionStorage.removeItem("ADMIN_TOKEN");
};

/** A guest at the console's home: what it is and the way to its own sign-in page; no area of the console. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "The shop's console" }, { timeout: 10000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Sign in to the console" })).toHaveAttribute(
      "href",
      "/admin/signin?redirect=%2Fadmin",
    );
    await expect(canvas.queryByRole("navigation", { name: "Console areas" })).toBeNull();
    await waitFor(() => expect(document.title).toBe("Shop console · Operators' area of the shop"));
  },
};

/** A guest opening a page of the console goes straight to the console's own sign-in page (the operators' area). */
export const GuestOpensReservations: Story = {
  args: { path: "/admin/reservations" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Administrator sign-in" }, { timeout: 10000 }),
    ).toBeVisible();
    await expect(within(canvas.getByRole("banner")).getByText("Shop console")).toBeVisible();
  },
};

/** Signed in: the dashboard is the console's home, under the tabs of every area of the console. */
export const SignedIn: Story = {
  parameters: { msw: { handlers: [adminMe("operator"), dashboard] } },
  beforeEach: signedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "The shop today" }, { timeout: 5000 }),
    ).toBeVisible();
    const areas = within(canvas.getByRole("navigation", { name: "Console areas" }));
    await expect(areas.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    for (const [name, href] of [
      ["Reservations", "/admin/reservations"],
      ["Refunds", "/admin/refunds"],
      ["Products", "/admin/products"],
      ["Questions", "/admin/inquiries"],
      ["Reviews", "/admin/reviews"],
      ["Social reviews", "/admin/social-reviews"],
      ["Quotations", "/admin/quotations"],
      ["Boards", "/admin/boards"],
      ["Promotions", "/admin/promotions"],
      ["Members", "/admin/members"],
    ] as const) {
      await expect(areas.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expect(await canvas.findByRole("link", { name: /^Deposits waiting\s*3 reservations$/ })).toHaveAttribute(
      "href",
      "/admin/reservations?status=waiting",
    );
    const footer = within(canvas.getByRole("contentinfo"));
    await expect(footer.getByRole("link", { name: "Go to the shop" })).toHaveAttribute("href", "/main");
    await waitFor(() => expect(document.title).toBe("Shop console · Operators' area of the shop"));
  },
};

/** A viewer's console: the same pages, the dashboard saying it is read only for them. */
export const Viewer: Story = {
  parameters: { msw: { handlers: [adminMe("viewer"), dashboard] } },
  beforeEach: signedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Read only", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("navigation", { name: "Console areas" })).toBeVisible();
  },
};

/** In Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: [adminMe("operator"), dashboard] } },
  beforeEach: signedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "오늘의 쇼핑몰" }, { timeout: 5000 }),
    ).toBeVisible();
    const areas = within(canvas.getByRole("navigation", { name: "콘솔 영역" }));
    await expect(areas.getByRole("link", { name: "예약" })).toHaveAttribute("href", "/admin/reservations");
    await waitFor(() => expect(document.title).toBe("쇼핑몰 콘솔 · 쇼핑몰 운영자 영역"));
  },
};
