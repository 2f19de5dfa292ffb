import { clearArea, getToken, setToken } from "@lib/session/session-store";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { AppAt } from "../shell/app-at";
import { catalogHandlers, menusHandlers } from "./shop.mocks";

// The site sees the features only through their doors, so these stories answer the API themselves, as the server
// would for a signed-in member.
const ok = (data: unknown, meta: Record<string, unknown> = {}) => HttpResponse.json({ data, meta });

const member = {
  id: 7,
  email: "minji@example.com",
  login_id: "minji@example.com",
  type: "general",
  name: "Minji Kim",
  birthday: "1994-03-07",
  phone: "01012345678",
  gender: "female",
  nationality: "KR",
  passport: null,
  company_name: null,
  marketing: false,
  social_type: null,
  points: 1250,
  created_at: "2026-01-10T09:00:00+09:00",
};

const memberApi = [
  http.post("/api/v1/auth/signin", () => ok({ accessToken: "shop-story-token", expiresIn: 3600, id: 7 })),
  http.post("/api/v1/auth/signout", () => ok({ ok: true })),
  http.get("/api/v1/auth/isLogin", () => ok({ id: 7 })),
  http.get("/api/v1/members/:id", () => ok(member)),
  http.get("/api/v1/members/points/total", () => ok({ total: 1250 })),
  http.get("/api/v1/cart/count", () => ok({ count: 2 })),
  http.get("/api/v1/wishlist", () => ok([], { count: 0 })),
  http.post("/api/v1/auth/social/exchange", () =>
    ok({ social_type: "kakao", social_id: "k-1", social_token: "kt", email: "minji@example.com", name: "Minji Kim" }),
  ),
  http.post("/api/v1/auth/signin-social", () => ok({ accessToken: "shop-social-token", expiresIn: 3600, id: 7 })),
  http.get("/api/v1/auth/social/providers", () => ok(["kakao", "naver"])),
];

const meta = {
  title: "Sites/Shop/Account",
  component: AppAt,
  tags: ["autodocs"],
  args: { path: "/account/login" },
  parameters: {
    layout: "fullscreen",
    msw: { handlers: [menusHandlers.success, ...memberApi, ...catalogHandlers.success] },
  },
  beforeEach: () => {
    sessionStorage.clear();
    return () => {
      clearArea("member");
      sessionStorage.clear();
    };
  },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = StoryContext["canvas"];

/** Below 72rem the account controls sit behind the menu button; the story page's width is not fixed while it plays. */
async function openMenuIfCollapsed(header: HTMLElement) {
  const toggle = within(header).queryByRole("button", { name: "Menu" });
  if (toggle && toggle.getAttribute("aria-expanded") === "false") await userEvent.click(toggle);
}

/** The sign-in page inside the shop's layout: the shop's menus above, "Sign in" as the guest's header action. */
export const LoginPage: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Sign in" }, { timeout: 5000 })).toBeVisible();
    await expect(within(canvas.getByRole("banner")).getByRole("link", { name: "K-Travel" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      "/account/registration/general",
    );
    await expect(canvas.getByRole("button", { name: "Continue with Kakao" })).toBeVisible();
  },
};

/** A guest at a member page is asked first (spec point 6); "Yes" goes to sign-in and comes back after. */
export const GuestAtMyMenu: Story = {
  args: { path: "/account/my-menu" },
  play: async ({ canvas }) => {
    const prompt = await screen.findByRole("alertdialog", { name: "Login required" }, { timeout: 5000 });
    await expect(prompt).toHaveTextContent(
      "You need to log in to use this page. Would you like to go to the login page?",
    );
    await userEvent.click(within(prompt).getByRole("button", { name: "Yes" }));
    await expect(await canvas.findByRole("heading", { level: 1, name: "Sign in" }, { timeout: 5000 })).toBeVisible();
    await signIn(canvas);
    await expect(await canvas.findByRole("heading", { level: 1, name: "My menu" }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText("Hello, Minji Kim")).toBeVisible();
    await expect(getToken("member")).toBe("shop-story-token");
  },
};

async function signIn(canvas: Canvas) {
  await userEvent.type(canvas.getByRole("textbox", { name: /^E-mail/ }), "minji@example.com");
  await userEvent.type(canvas.getByLabelText(/^Password/), "Travel2026");
  await userEvent.click(within(canvas.getByRole("main")).getByRole("button", { name: "Sign in" }));
}

/**
 * A member's My menu reaches every member page (reviews, social reviews, quotations, wishlist, contact us); the
 * header has one way there, "My menu" (the server's "My page" entry is not repeated beside it).
 */
export const MemberMenu: Story = {
  args: { path: "/account/my-menu" },
  beforeEach: () => {
    setToken("member", "shop-story-token");
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "My menu" }, { timeout: 5000 })).toBeVisible();
    const pages = canvas.getByRole("navigation", { name: "My account pages" });
    const hrefs = within(pages)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    await expect(hrefs).toEqual([
      "/account/my-profile",
      "/account/my-reservation",
      "/user/review",
      "/user/social-review",
      "/quotation",
      "/product/wishlist",
      "/account/my-points",
      "/account/my-coupons",
      "/board/contact-us",
    ]);
    const header = canvas.getByRole("banner");
    const toMyMenu = [...header.querySelectorAll("a")].filter((a) => a.getAttribute("href") === "/account/my-menu");
    await expect(toMyMenu.map((a) => a.textContent)).toEqual(["My menu", "My menu"]);
  },
};

/** A member's header: the cart in the bar, "My menu" and "Sign out" in the menu; signing out goes home. */
export const MemberSignsOut: Story = {
  args: { path: "/account/my-menu" },
  beforeEach: () => {
    setToken("member", "shop-story-token");
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "My menu" }, { timeout: 5000 })).toBeVisible();
    const header = canvas.getByRole("banner");
    await expect(await within(header).findByRole("link", { name: "Cart , 2 items" })).toHaveAttribute(
      "href",
      "/product/shopping-cart",
    );
    await openMenuIfCollapsed(header);
    await expect(await within(header).findByRole("link", { name: "My menu" })).toHaveAttribute(
      "href",
      "/account/my-menu",
    );
    await userEvent.click(within(header).getByRole("button", { name: "Sign out" }));
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Discover Korea" }, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(getToken("member")).toBeNull());
    await openMenuIfCollapsed(header);
    await expect(await within(header).findByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  },
};

/** The member type comes from the address; a type the contract does not know is a page nobody serves. */
export const RegistrationByType: Story = {
  args: { path: "/account/registration/seller_overseas" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        "Registering as: Seller (overseas). Fields marked * are required.",
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^Company name/ })).toBeVisible();
  },
};

export const UnknownMemberType: Story = {
  args: { path: "/account/registration/admin" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Page not found" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(within(canvas.getByRole("banner")).getByRole("link", { name: "K-Travel" })).toBeVisible();
  },
};

/** Back from Kakao at `/oauth-kakao`, inside the shop: signed in and on to the page the sign-in started from. */
export const KakaoCallback: Story = {
  args: { path: "/oauth-kakao?code=provider-code&state=shop-state" },
  beforeEach: () => {
    sessionStorage.setItem(
      "SOCIAL_SIGNIN_ATTEMPT",
      JSON.stringify({ type: "kakao", state: "shop-state", redirect: "/account/my-menu" }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "My menu" }, { timeout: 5000 })).toBeVisible();
    await expect(getToken("member")).toBe("shop-social-token");
  },
};

export const KoreanLoginPage: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "로그인" }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "아이디 찾기" })).toHaveAttribute("href", "/account/find-id");
  },
};
