import { clearArea, getToken, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { STORY_TOKEN } from "../mocks/fixtures";
import { memberHandlers, pointsHandlers, sessionHandlers } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { MyMenuScreen } from "./my-menu-screen";
import { type Canvas, pageHeading } from "../../../.storybook/story-canvas";

/** Stands in for the sign-out button the site passes in (it belongs to the auth feature). */
const signOutSlot = (
  <button type="button" className="rounded-md border border-input px-4 py-2 text-sm">
    Sign out
  </button>
);

const meta = {
  title: "Features/Account/MyMenuScreen",
  component: MyMenuScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    links: { profile: "/account/my-profile", points: "/account/my-points", coupons: "/account/my-coupons" },
    signOut: signOutSlot,
  },
  argTypes: { signOut: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/account/my-menu" },
    msw: { handlers: [sessionHandlers.signedIn, ...memberHandlers.success, pointsHandlers.total] },
  },
  beforeEach: () => {
    setToken("member", STORY_TOKEN);
    return () => clearArea("member");
  },
} satisfies Meta<typeof MyMenuScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = (canvas: Canvas, name = "My menu") => pageHeading(canvas, name);

/** Greeting, balance, and one entry per page the site has (no reservations page yet: no entry). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(await canvas.findByText("Hello, Minji Kim")).toBeVisible();
    await expect(await canvas.findByText("1,250 P")).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "My account pages" });
    const links = within(nav).getAllByRole("link");
    await expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/account/my-profile",
      "/account/my-points",
      "/account/my-coupons",
    ]);
    await expect(within(nav).queryByText("My reservations")).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Sign out" })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [sessionHandlers.signedIn, memberHandlers.loading, pointsHandlers.totalLoading] } },
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading…");
  },
};

/** The balance cannot be read: the server's words and a retry; the rest of the menu still works. */
export const PointsError: Story = {
  parameters: { msw: { handlers: [sessionHandlers.signedIn, ...memberHandlers.success, pointsHandlers.totalError] } },
  play: async ({ canvas }) => {
    await ready(canvas);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("We couldn't load your points balance.");
    await expect(alert).toHaveTextContent("Points are being recounted.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeEnabled();
    await expect(canvas.getByRole("link", { name: /My profile/ })).toBeVisible();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  args: {
    links: { profile: "/account/my-profile", reservations: "/account/my-reservation", points: "/account/my-points" },
  },
  play: async ({ canvas }) => {
    await ready(canvas, "마이 메뉴");
    await expect(await canvas.findByText("Minji Kim님, 안녕하세요")).toBeVisible();
    await expect(await canvas.findByText("1,250P")).toBeVisible();
    await expect(canvas.getByRole("link", { name: /예약 내역/ })).toHaveAttribute("href", "/account/my-reservation");
  },
};

// Last on purpose: it ends with the session cleared. A story's cleanup runs only before the next story of its own
// file, so the last one must leave the tab as a guest for whichever story file runs next in it.
/** The session ended: the transport clears the token and sends the person to sign in, with the way back. */
export const Unauthorized: Story = {
  parameters: {
    msw: { handlers: [sessionHandlers.signedIn, ...memberHandlers.success, pointsHandlers.totalUnauthorized] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        "heading",
        { name: "Page: /account/login?redirect=%2Faccount%2Fmy-menu" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(getToken("member")).toBeNull();
  },
};
