import type { Meta, StoryObj } from "@storybook/react-vite";
import { type AppAt } from "../shell/app-at";
import { headerNav, micrositeHomeStories, micrositeMeta } from "../shell/microsite-story";
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

// the operators' counts (GET /api/v1/admin/edu/summary): the dashboard a signed-in operator's home shows
const summary = (status: number) =>
  http.get("/api/v1/admin/edu/summary", () =>
    status === 200
      ? HttpResponse.json({
          data: {
            by_status: {
              draft: 1,
              submitted: 2,
              under_review: 1,
              info_requested: 1,
              approved: 2,
              rejected: 1,
              waitlisted: 1,
              withdrawn: 1,
              completed: 1,
            },
            reports: { due: 1, overdue: 1, submitted: 1 },
            programmes: [{ id: 1, title: "Summer Schools in Seoul 2026", capacity: 20, seats_left: 18 }],
          },
          meta: {},
        })
      : HttpResponse.json({ message: "Please sign in.", code: "UNAUTHORIZED" }, { status }),
  );

// the newest open questions (GET /api/v1/admin/inquiries?site=seouledutravel&status=open): the home's panel
const newestQuestions = http.get("/api/v1/admin/inquiries", ({ request }) => {
  const url = new URL(request.url);
  const asked = url.searchParams.get("site") === "seouledutravel" && url.searchParams.get("status") === "open";
  const rows = asked
    ? [
        {
          id: 501,
          site: "seouledutravel",
          type: "programme",
          type_name: "Programme",
          subject: "Can my teacher travel with us?",
          content: "Is there a place for a teacher on the trip?",
          status: "open",
          reply: null,
          replied_at: null,
          attachments: [],
          created_at: "2026-05-20T02:00:00.000Z",
          member: { id: 301, name: "Lee Minji", email: "minji@school.example" },
        },
      ]
    : [];
  return HttpResponse.json({
    data: rows,
    meta: { page: 1, per_page: 5, total: rows.length, total_pages: 1 },
  });
});

const adminMe = (status: number) =>
  http.get("/api/v1/admin/me", () =>
    status === 200
      ? HttpResponse.json({ data: { id: 1, email: "admin@demo.test", name: "Programme Office" }, meta: {} })
      : HttpResponse.json({ message: "Please sign in.", code: "UNAUTHORIZED" }, { status }),
  );

/**
 * Signed in: the home is the operators' dashboard, the counts linking into the lists, greeting the administrator
 * by name; no sign-in offered.
 */
export const SignedIn: Story = {
  parameters: { msw: { handlers: [summary(200), adminMe(200), newestQuestions] } },
  beforeEach: () => {
    sessionStorage.setItem("ADMIN_TOKEN", "story-token");
    return () => sessionStorage.removeItem("ADMIN_TOKEN");
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Education programme administration" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByRole("link", { name: /^Submitted\s*2 applications$/ })).toHaveAttribute(
      "href",
      "/seouleduadmin/apply?status=submitted",
    );
    await expect(canvas.getByRole("link", { name: /^Overdue\s*1 report$/ })).toBeVisible();
    await expect(await canvas.findByText("Signed in as Programme Office (admin@demo.test).")).toBeVisible();
    const newest = within(await canvas.findByRole("region", { name: "Newest questions" }));
    await expect(await newest.findByRole("link", { name: "Can my teacher travel with us?" })).toHaveAttribute(
      "href",
      "/seouleduadmin/qna/501",
    );
    const nav = await headerNav(canvasElement, "Administration menu");
    await expect(within(nav).getByRole("link", { name: "Applications" })).toHaveAttribute(
      "href",
      "/seouleduadmin/apply",
    );
    await expect(within(nav).getByRole("link", { name: "FAQ & notices" })).toHaveAttribute(
      "href",
      "/seouleduadmin/faq",
    );
    await expect(within(nav).getByRole("link", { name: "Q&A" })).toHaveAttribute("href", "/seouleduadmin/qna");
    await expect(within(nav).getByRole("link", { name: "Programmes" })).toHaveAttribute(
      "href",
      "/seouleduadmin/programmes",
    );
    const content = within(canvas.getByRole("region", { name: "The programme site's content" }));
    await expect(content.getByRole("link", { name: "Introduction page" })).toHaveAttribute(
      "href",
      "/seouleduadmin/pages/introduction",
    );
    await expect(content.getByRole("link", { name: "Application guide page" })).toHaveAttribute(
      "href",
      "/seouleduadmin/pages/guide",
    );
    await expect(canvas.queryByRole("link", { name: "Administrator sign-in" })).toBeNull();
    await expect(within(canvas.getByRole("banner")).getByRole("button", { name: "Sign out" })).toBeVisible();
  },
};

/** The session ended elsewhere: the counts' 401 clears the token, and the page is a guest's again. */
export const SessionEnded: Story = {
  parameters: {
    msw: {
      handlers: [
        summary(401),
        adminMe(401),
        http.get("/api/v1/admin/inquiries", () =>
          HttpResponse.json({ message: "Please sign in.", code: "UNAUTHORIZED" }, { status: 401 }),
        ),
      ],
    },
  },
  beforeEach: () => {
    sessionStorage.setItem("ADMIN_TOKEN", "revoked-token");
    return () => sessionStorage.removeItem("ADMIN_TOKEN");
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "Administrator sign-in" }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(sessionStorage.getItem("ADMIN_TOKEN")).toBeNull());
    await headerNav(canvasElement, "Administration menu");
    await expect(within(canvas.getByRole("banner")).getByRole("link", { name: "Sign in" })).toBeVisible();
  },
};

/** A guest asking for the questions goes to the admin sign-in as well: the content screens are guarded too. */
export const GuestAtQna: Story = {
  args: { path: "/seouleduadmin/qna" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText(/^Password/)).toBeVisible(), { timeout: 5000 });
    await expect(canvas.queryByRole("heading", { name: "Questions" })).not.toBeInTheDocument();
  },
};

/** Every operator page is guarded: a guest asking for the members goes to the admin sign-in, to come back after. */
export const GuestAtMembers: Story = {
  args: { path: "/seouleduadmin/members" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText(/^Password/)).toBeVisible(), { timeout: 5000 });
    await expect(canvas.queryByRole("heading", { name: "Members" })).not.toBeInTheDocument();
  },
};
