import { clearArea, getToken, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { STORY_TOKEN } from "../mocks/fixtures";
import { couponHandlers } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { MyCouponsScreen } from "./my-coupons-screen";
import { type Canvas, pageHeading } from "../../../.storybook/story-canvas";

const meta = {
  title: "Features/Account/MyCouponsScreen",
  component: MyCouponsScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  parameters: {
    layout: "fullscreen",
    route: { path: "/account/my-coupons" },
    msw: { handlers: [couponHandlers.success] },
  },
  beforeEach: () => {
    setToken("member", STORY_TOKEN);
    return () => clearArea("member");
  },
} satisfies Meta<typeof MyCouponsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = (canvas: Canvas, name = "My coupons") => pageHeading(canvas, name);

/** Usable coupons first (soonest expiry first), then used, then expired; each with its discount and conditions. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    const cards = await canvas.findAllByRole("listitem");
    await expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Spring festival 15%",
      "Welcome coupon",
      "KTX transfer discount",
      "New Year coupon",
    ]);
    const [spring, welcome, ktx, newYear] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    await expect(spring).toHaveTextContent("15% off");
    await expect(spring).toHaveTextContent("For one product only");
    await expect(welcome).toHaveTextContent("$10 off");
    await expect(welcome).toHaveTextContent("On orders of $50 or more");
    await expect(welcome).toHaveTextContent("Valid until June 30, 2026");
    await expect(within(ktx).getByText("Used")).toBeVisible();
    await expect(ktx).toHaveTextContent("Used on May 3, 2026");
    await expect(within(newYear).getByText("Expired")).toBeVisible();
    await expect(canvas.getByText("Usable coupons: 2")).toBeVisible();
  },
};

/** Spec message: "no coupons". */
export const Empty: Story = {
  parameters: { msw: { handlers: [couponHandlers.empty] } },
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(await canvas.findByRole("heading", { level: 2, name: "No coupons" })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [couponHandlers.loading] } },
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading…");
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [couponHandlers.error] } },
  play: async ({ canvas }) => {
    await ready(canvas);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("We couldn't load your coupons.");
    await expect(alert).toHaveTextContent("The coupon wallet is being updated.");
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await ready(canvas, "쿠폰함");
    await expect(await canvas.findByText("15% 할인")).toBeVisible();
    await expect(canvas.getByText("사용 가능한 쿠폰: 2장")).toBeVisible();
    await expect(canvas.getByText("기간 만료")).toBeVisible();
    // the coupons' names in the page's language
    await expect(canvas.getByText("환영 쿠폰")).toBeVisible();
    await expect(canvas.queryByText("Welcome coupon")).toBeNull();
  },
};

export const KoreanEmpty: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: [couponHandlers.empty] } },
  play: async ({ canvas }) => {
    await ready(canvas, "쿠폰함");
    await expect(await canvas.findByRole("heading", { level: 2, name: "보유한 쿠폰이 없습니다" })).toBeVisible();
  },
};

// Last on purpose: it ends with the session cleared. A story's cleanup runs only before the next story of its own
// file, so the last one must leave the tab as a guest for whichever story file runs next in it.
export const Unauthorized: Story = {
  parameters: { msw: { handlers: [couponHandlers.unauthorized] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        "heading",
        { name: "Page: /account/login?redirect=%2Faccount%2Fmy-coupons" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(getToken("member")).toBeNull();
  },
};
