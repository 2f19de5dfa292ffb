import type { Meta, StoryObj } from "@storybook/react-vite";
import { type AppAt } from "../shell/app-at";
import { micrositeHomeStories, micrositeMeta } from "../shell/microsite-story";
import { http, HttpResponse } from "msw";
import { expect, waitFor, within } from "storybook/test";

const meta = {
  title: "Sites/Seoul Edu Admin/Home",
  tags: ["autodocs"],
  ...micrositeMeta("/seouleduadmin"),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const home = micrositeHomeStories({
  en: [
    "Administration of the education trip programme",
    "Administration menu",
    "Seoul Edu Travel admin · Programme administration",
  ],
  ko: ["교육여행 프로그램 관리", "관리자 메뉴", "서울 교육여행 관리자 · 프로그램 관리"],
  footerLink: { en: "Seoul Education Trip Programme", ko: "서울 교육여행 프로그램", href: "/seouledutravel" },
  signInHref: "/seouleduadmin/signin?redirect=%2Fseouleduadmin",
});

export const Default: Story = home.Default;
export const Korean: Story = home.Korean;

const adminMe = (status: number) =>
  http.get("/api/v1/admin/me", () =>
    status === 200
      ? HttpResponse.json({ data: { id: 1, email: "admin@demo.test", name: "Programme Office" }, meta: {} })
      : HttpResponse.json({ message: "Please sign in.", code: "UNAUTHORIZED" }, { status }),
  );

/** Signed in: the page greets the administrator by name and no longer offers the sign-in. */
export const SignedIn: Story = {
  parameters: { msw: { handlers: [adminMe(200)] } },
  beforeEach: () => {
    sessionStorage.setItem("ADMIN_TOKEN", "story-token");
    return () => sessionStorage.removeItem("ADMIN_TOKEN");
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        "Signed in as Programme Office (admin@demo.test). The work areas open here in coming releases.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "Administrator sign-in" })).toBeNull();
    await expect(within(canvas.getByRole("banner")).getByRole("button", { name: "Sign out" })).toBeVisible();
  },
};

/** The session ended elsewhere: the 401 clears the token, and the page is a guest's again. */
export const SessionEnded: Story = {
  parameters: { msw: { handlers: [adminMe(401)] } },
  beforeEach: () => {
    sessionStorage.setItem("ADMIN_TOKEN", "revoked-token");
    return () => sessionStorage.removeItem("ADMIN_TOKEN");
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "Administrator sign-in" })).toBeVisible();
    await waitFor(() => expect(sessionStorage.getItem("ADMIN_TOKEN")).toBeNull());
    await expect(within(canvas.getByRole("banner")).getByRole("link", { name: "Sign in" })).toBeVisible();
  },
};
