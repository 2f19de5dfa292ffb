import { apiError, never, ok, unauthorized } from "@blocks/mock-api";
import { storyReservation } from "@blocks/shop-kit";
import type { Inquiry } from "@contracts/inquiries";
import type { Pass } from "@contracts/passes";
import type { Reservation } from "@contracts/reservations";
import { clearArea, getToken, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import type { Canvas } from "../../.storybook/story-canvas";
import { settle } from "../../.storybook/story-router";
import { AppAt } from "../shell/app-at";

// The member's page of the pass site (`/seoulitepass/mypage`) as the app mounts it: the sign-in guard, the site's
// frame and the three tabs. The site sees the features only through their doors, so these stories answer the API
// themselves, as the server would for a signed-in member.

const TOKEN = "story-pass-member";
const WAIT = { timeout: 5000 };
const PAGE = { page: 1, per_page: 10 };

const PASS: Pass = {
  id: 901,
  code: "SP-000901",
  holder: "Alex Morgan",
  state: "issued",
  type_name: "2-day pass",
  type: { kind: "days", days: 2 },
  expiry_reason: null,
  reservation_number: "R260515-K7QX2M",
  purchased_at: "2026-05-15T09:05:00+09:00",
  activated_at: null,
  valid_until: null,
  use_by: "2028-05-15T23:59:59.999+09:00",
  valid_from: null,
  uses_left: null,
  refunded_at: null,
  refundable_until: "2026-05-22T23:59:59.999+09:00",
};

/** The member's pass order: two 2-day passes, paid; its "departure" is only the end of its refund window. */
const ORDER: Reservation = {
  ...storyReservation,
  id: 742,
  reservation_number: "R260515-K7QX2M",
  order_id: "ORD-20260515-0742",
  product_name: "Seoulite pass",
  status: "confirmed",
  status_group: "confirmed",
  travelers: 2,
  luggage: 0,
  currency: "KRW",
  subtotal: 178000,
  luggage_fee: 0,
  total: 178000,
  departure_date: "2026-05-23",
  departure_time: "00:00",
  paid_at: "2026-05-15T09:05:00+09:00",
  confirmed_at: "2026-05-15T09:05:00+09:00",
  payment_due_at: null,
  created_at: "2026-05-15T09:01:00+09:00",
};

const QUESTION: Inquiry = {
  id: 64,
  type: "refund",
  type_name: "Refund",
  subject: "Refund for SP-000902",
  content: "My friend cannot come. Can I refund her pass and keep mine?",
  status: "replied",
  reply: "Yes: each pass is refunded on its own.",
  replied_at: "2026-05-13T09:30:00+09:00",
  attachments: [],
  created_at: "2026-05-12T10:15:00+09:00",
};

const MINE = "/api/v1/passes/mine";
const ORDERS = "/api/v1/reservations";
const QUESTIONS = "/api/v1/inquiries";

const list = (rows: unknown[]) => ok(rows, { ...PAGE, total: rows.length, total_pages: rows.length ? 1 : 0 });

/**
 * The member's lists. The orders answer the pass channel's only (a list asked without `?channel=pass` would be the
 * shop's, which has none here); the questions this site's only.
 */
const answers = {
  passes: http.get(MINE, () => ok([PASS])),
  orders: http.get(ORDERS, ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (query.get("channel") !== "pass") return list([]);
    const status = query.get("status") ?? "all";
    return list(status === "all" || status === "confirmed" ? [ORDER] : []);
  }),
  questions: http.get(QUESTIONS, ({ request }) =>
    list(new URL(request.url).searchParams.get("site") === "seoulitepass" ? [QUESTION] : []),
  ),
};
const empty = {
  passes: http.get(MINE, () => ok([])),
  orders: http.get(ORDERS, () => list([])),
  questions: http.get(QUESTIONS, () => list([])),
};
const failing = (message: string) => [
  http.get(MINE, () => apiError(500, "INTERNAL_ERROR", message)),
  http.get(ORDERS, () => apiError(500, "INTERNAL_ERROR", message)),
  http.get(QUESTIONS, () => apiError(500, "INTERNAL_ERROR", message)),
];
const loading = [http.get(MINE, never), http.get(ORDERS, never), http.get(QUESTIONS, never)];
const signedOut = [http.get(MINE, unauthorized), http.get(ORDERS, unauthorized), http.get(QUESTIONS, unauthorized)];
/**
 * The shop's sign-in page, where a guest's "Yes" leads, reads the shop's menus and the social sign-ins offered: none
 * of either here, the story looks at the sign-in itself.
 */
const signInPage = [
  http.get("/api/v1/settings/menus", ({ request }) =>
    ok([], { lang: new URL(request.url).searchParams.get("lang"), count: 0 }),
  ),
  http.get("/api/v1/auth/social/providers", () => ok([])),
];

const meta = {
  title: "Sites/Seoulite Pass/My page",
  component: AppAt,
  tags: ["autodocs"],
  afterEach: settle,
  args: { path: "/seoulitepass/mypage" },
  parameters: {
    layout: "fullscreen",
    msw: { handlers: [answers.passes, answers.orders, answers.questions] },
  },
  beforeEach: () => {
    setToken("member", TOKEN);
    return () => clearArea("member");
  },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = async (canvas: Canvas) => {
  await expect(await canvas.findByRole("heading", { level: 1, name: "My page" }, WAIT)).toBeVisible();
  return within(canvas.getByRole("tablist", { name: "My page" }));
};
const panel = (canvas: Canvas) => within(canvas.getByRole("tabpanel"));

/**
 * The plain address opens the passes: each with its holder, code and the way to its card; the tabs name the orders
 * and questions, and the member's own details are a link away.
 */
export const Passes: Story = {
  play: async ({ canvas }) => {
    const tabs = await page(canvas);
    await expect(tabs.getByRole("tab", { name: "Passes" })).toHaveAttribute("aria-selected", "true");
    await expect(tabs.getByRole("tab", { name: "Orders" })).toHaveAttribute("aria-selected", "false");
    await expect(tabs.getByRole("tab", { name: "Questions" })).toBeVisible();
    await expect(await canvas.findByRole("link", { name: /Open the pass/ }, WAIT)).toHaveAttribute(
      "href",
      "/seoulitepass/card/901",
    );
    await expect(panel(canvas).getByRole("heading", { level: 2, name: "My passes" })).toBeInTheDocument();
    await expect(panel(canvas).getByText("Alex Morgan")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "My details" })).toHaveAttribute("href", "/account/my-profile");
    // one page, one main landmark: the tab's screen is a part of it
    await expect(canvas.getAllByRole("main")).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe("My page · Seoulite Pass"));
  },
};

/** `?tab=orders`: the pass orders only, each with its number, the day it was ordered, status and total. */
export const Orders: Story = {
  args: { path: "/seoulitepass/mypage?tab=orders" },
  play: async ({ canvas }) => {
    const tabs = await page(canvas);
    await expect(tabs.getByRole("tab", { name: "Orders" })).toHaveAttribute("aria-selected", "true");
    const order = await canvas.findByRole("article", {}, WAIT);
    await expect(order).toHaveTextContent("Seoulite pass");
    await expect(order).toHaveTextContent("No. R260515-K7QX2M");
    await expect(order).toHaveTextContent("Ordered: May 15, 2026");
    await expect(order).not.toHaveTextContent("Departure");
    await expect(within(order).getByText("Confirmed")).toBeVisible();
    await expect(within(order).getByRole("link", { name: /View details/ })).toHaveAttribute(
      "href",
      "/seoulitepass/purchase/completed?number=R260515-K7QX2M",
    );
    // the status filter of the orders: none cancelled
    await userEvent.click(canvas.getByRole("button", { name: "Canceled" }));
    await expect(await canvas.findByText("No reservations with this status", {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Canceled" })).toHaveAttribute("aria-pressed", "true");
  },
};

/** `?tab=questions`: the member's questions to this site, and the way to ask another. */
export const Questions: Story = {
  args: { path: "/seoulitepass/mypage?tab=questions" },
  play: async ({ canvas }) => {
    const tabs = await page(canvas);
    await expect(tabs.getByRole("tab", { name: "Questions" })).toHaveAttribute("aria-selected", "true");
    await expect(await canvas.findByRole("link", { name: "Refund for SP-000902" }, WAIT)).toHaveAttribute(
      "href",
      "/seoulitepass/inquiry/64",
    );
    await expect(canvas.getByRole("link", { name: "New inquiry" })).toHaveAttribute(
      "href",
      "/seoulitepass/inquiry/contact-us",
    );
  },
};

/** The tabs switch in place (arrow keys too), each reading its own list; a filter left on the orders is not kept. */
export const SwitchingTabs: Story = {
  args: { path: "/seoulitepass/mypage?tab=orders&status=cancelled" },
  play: async ({ canvas }) => {
    const tabs = await page(canvas);
    await expect(await canvas.findByText("No reservations with this status", {}, WAIT)).toBeVisible();
    await userEvent.click(tabs.getByRole("tab", { name: "Questions" }));
    await expect(await canvas.findByRole("link", { name: "Refund for SP-000902" }, WAIT)).toBeVisible();
    await userEvent.click(tabs.getByRole("tab", { name: "Orders" }));
    // back on the orders: every status again
    await expect(await canvas.findByRole("article", {}, WAIT)).toHaveTextContent("No. R260515-K7QX2M");
    await expect(canvas.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    tabs.getByRole("tab", { name: "Orders" }).focus();
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(tabs.getByRole("tab", { name: "Passes" })).toHaveAttribute("aria-selected", "true"));
    await expect(await canvas.findByRole("link", { name: /Open the pass/ }, WAIT)).toBeVisible();
  },
};

/** A tab the page does not have (an old or mistyped link): the passes. */
export const UnknownTab: Story = {
  args: { path: "/seoulitepass/mypage?tab=coupons" },
  play: async ({ canvas }) => {
    const tabs = await page(canvas);
    await expect(tabs.getByRole("tab", { name: "Passes" })).toHaveAttribute("aria-selected", "true");
    await expect(await canvas.findByRole("link", { name: /Open the pass/ }, WAIT)).toBeVisible();
  },
};

/** While the lists load, each tab holds their place. */
export const Loading: Story = {
  parameters: { msw: { handlers: loading } },
  play: async ({ canvas }) => {
    await page(canvas);
    await expect(await panel(canvas).findByText("Loading…", {}, WAIT)).toBeInTheDocument();
  },
};

/** The orders tab while its list loads. */
export const OrdersLoading: Story = {
  args: { path: "/seoulitepass/mypage?tab=orders" },
  parameters: { msw: { handlers: loading } },
  play: async ({ canvas }) => {
    await page(canvas);
    await expect(await panel(canvas).findByText("Loading…", {}, WAIT)).toBeInTheDocument();
    await expect(panel(canvas).queryByRole("article")).not.toBeInTheDocument();
  },
};

/** No pass yet: the way to buy one. */
export const NoPasses: Story = {
  parameters: { msw: { handlers: [empty.passes, empty.orders, empty.questions] } },
  play: async ({ canvas }) => {
    await page(canvas);
    await expect(await canvas.findByRole("heading", { level: 2, name: "No pass yet" }, WAIT)).toBeVisible();
    await expect(panel(canvas).getByRole("link", { name: "Buy a pass" })).toHaveAttribute(
      "href",
      "/seoulitepass/purchase/reservation",
    );
  },
};

/** No order yet. */
export const NoOrders: Story = {
  args: { path: "/seoulitepass/mypage?tab=orders" },
  parameters: { msw: { handlers: [empty.passes, empty.orders, empty.questions] } },
  play: async ({ canvas }) => {
    await page(canvas);
    await expect(await canvas.findByRole("heading", { level: 2, name: "No reservations" }, WAIT)).toBeVisible();
  },
};

/** No question yet: the way to ask one. */
export const NoQuestions: Story = {
  args: { path: "/seoulitepass/mypage?tab=questions" },
  parameters: { msw: { handlers: [empty.passes, empty.orders, empty.questions] } },
  play: async ({ canvas }) => {
    await page(canvas);
    await expect(await canvas.findByRole("heading", { level: 2, name: "No inquiries yet" }, WAIT)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Write an inquiry" })).toHaveAttribute(
      "href",
      "/seoulitepass/inquiry/contact-us",
    );
  },
};

/** A list cannot be read: the tab says so with the server's words and offers to try again; the tabs stay. */
export const OrdersError: Story = {
  args: { path: "/seoulitepass/mypage?tab=orders" },
  parameters: { msw: { handlers: failing("The order desk is resting for a minute.") } },
  play: async ({ canvas }) => {
    const tabs = await page(canvas);
    const alert = await panel(canvas).findByRole("alert", {}, WAIT);
    await expect(alert).toHaveTextContent("The order desk is resting for a minute.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(tabs.getByRole("tab", { name: "Passes" })).toBeEnabled();
  },
};

/** The passes cannot be read. */
export const PassesError: Story = {
  parameters: { msw: { handlers: failing("The pass desk is resting for a minute.") } },
  play: async ({ canvas }) => {
    await page(canvas);
    const alert = await panel(canvas).findByRole("alert", {}, WAIT);
    await expect(alert).toHaveTextContent("The pass desk is resting for a minute.");
  },
};

/** A guest is asked to sign in first (spec point 6), and "Yes" leads to the sign-in with the way back. */
export const Guest: Story = {
  parameters: { msw: { handlers: [answers.passes, answers.orders, answers.questions, ...signInPage] } },
  beforeEach: () => clearArea("member"),
  play: async ({ canvas }) => {
    const prompt = await screen.findByRole("alertdialog", { name: "Login required" }, WAIT);
    await userEvent.click(within(prompt).getByRole("button", { name: "Yes" }));
    await expect(await canvas.findByRole("heading", { level: 1, name: "Sign in" }, WAIT)).toBeVisible();
    await expect(canvas.queryByRole("tablist")).not.toBeInTheDocument();
  },
};

/** The session ended elsewhere: the list's 401 signs the member out here too, and the page asks to sign in. */
export const SessionEnded: Story = {
  args: { path: "/seoulitepass/mypage?tab=orders" },
  parameters: { msw: { handlers: signedOut } },
  play: async () => {
    const prompt = await screen.findByRole("alertdialog", { name: "Login required" }, WAIT);
    await expect(prompt).toBeVisible();
    await waitFor(() => expect(getToken("member")).toBeNull());
    await userEvent.click(within(prompt).getByRole("button", { name: "No" }));
  },
};

/** In Korean: the page, its tabs and the lists' words. */
export const Korean: Story = {
  args: { path: "/seoulitepass/mypage?tab=orders" },
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "마이페이지" }, WAIT)).toBeVisible();
    const tabs = within(canvas.getByRole("tablist", { name: "마이페이지" }));
    await expect(tabs.getByRole("tab", { name: "주문 내역" })).toHaveAttribute("aria-selected", "true");
    await expect(tabs.getByRole("tab", { name: "패스" })).toBeVisible();
    await expect(tabs.getByRole("tab", { name: "문의" })).toBeVisible();
    await expect(await canvas.findByRole("article", {}, WAIT)).toHaveTextContent("주문일");
    await expect(canvas.getByRole("link", { name: "내 정보" })).toHaveAttribute("href", "/account/my-profile");
    await waitFor(() => expect(document.title).toBe("마이페이지 · 서울라이트 패스"));
  },
};
