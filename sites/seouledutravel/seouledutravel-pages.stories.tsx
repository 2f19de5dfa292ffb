import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { settle } from "../../.storybook/story-router";
import { AppAt } from "../shell/app-at";

// The programme's public pages as the site mounts them (the whole app at one address), with the answers the server
// gives for its site pages, its FAQ and its Q&A (the site sees the features only through their doors).
type Lang = "en" | "ko";
const langOf = (request: Request): Lang => (new URL(request.url).searchParams.get("lang") === "ko" ? "ko" : "en");
const envelope = (data: unknown, meta: Record<string, unknown> = {}) => HttpResponse.json({ data, meta });
const notFound = () => HttpResponse.json({ message: "Not found.", code: "NOT_FOUND" }, { status: 404 });

const PAGES: Record<string, Record<Lang, { title: string; summary: string; body: string }>> = {
  introduction: {
    en: {
      title: "About the programme",
      summary: "Schools abroad learn with Seoul students.",
      body: "## What a trip looks like\nAt least one day at a Seoul partner school.",
    },
    ko: {
      title: "프로그램 소개",
      summary: "해외 학교가 서울 학생들과 함께 배웁니다.",
      body: "## 여행 일정\n서울 협력 학교에서 최소 하루를 보냅니다.",
    },
  },
};

const FAQ_POST = {
  id: 501,
  site: "seouledutravel",
  type: "faq",
  title: "Who can apply for the programme?",
  excerpt: "Students and teachers of schools abroad",
  pinned: false,
  starts_on: null,
  ends_on: null,
  link_path: null,
  image: null,
  view_count: 12,
  attachment_count: 0,
  published_at: "2026-04-15T09:00:00+09:00",
};

const QUESTION = {
  id: 62,
  type: "programme",
  type_name: "Programme",
  subject: "Can teachers join the partner school classes?",
  asker: "J***",
  status: "replied",
  created_at: "2026-05-12T10:15:00+09:00",
  replied_at: "2026-05-13T09:30:00+09:00",
};

const handlers = [
  http.get("/api/v1/site-pages/seouledutravel/:slug", ({ params, request }) => {
    const page = PAGES[String(params.slug)]?.[langOf(request)];
    return page
      ? envelope({ site: "seouledutravel", slug: params.slug, ...page, updated_at: "2026-04-20T10:00:00+09:00" })
      : notFound();
  }),
  http.get("/api/v1/boards/seouledutravel/faq/posts", () =>
    envelope([FAQ_POST], {
      page: 1,
      per_page: 50,
      total: 1,
      total_pages: 1,
      board: { site: "seouledutravel", type: "faq", name: "FAQ" },
    }),
  ),
  http.get("/api/v1/boards/seouledutravel/faq/posts/:id", ({ params }) =>
    Number(params.id) === FAQ_POST.id
      ? envelope({
          ...FAQ_POST,
          content: "Students and teachers of schools abroad who are 14 or older on the first day of the trip.",
          attachments: [],
          previous: null,
          next: null,
        })
      : notFound(),
  ),
  http.get("/api/v1/qna/seouledutravel/questions", () =>
    envelope([QUESTION], { page: 1, per_page: 10, total: 1, total_pages: 1 }),
  ),
  http.get("/api/v1/qna/seouledutravel/questions/:id", ({ params }) =>
    Number(params.id) === QUESTION.id
      ? envelope({
          ...QUESTION,
          content: "Our two teachers would like to sit in on the classes.",
          reply: "Yes. Teachers are welcome in every class.",
        })
      : notFound(),
  ),
];

const meta = {
  title: "Sites/Seoul Edu Travel/Pages",
  component: AppAt,
  tags: ["autodocs"],
  afterEach: settle,
  args: { path: "/seouledutravel/introduction" },
  parameters: { layout: "fullscreen", msw: { handlers } },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `/seouledutravel/introduction`: the page the programme office wrote, with the ways on to apply and to this year's programme. */
export const Introduction: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "About the programme" }, { timeout: 10000 }),
    ).toBeVisible();
    // the heading is the menu's word while the page's text is on its way: wait for the text
    await expect(await canvas.findByRole("heading", { level: 2, name: "What a trip looks like" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Apply now" })).toHaveAttribute(
      "href",
      "/seouledutravel/application/registration",
    );
    await expect(canvas.getByRole("link", { name: "See this year's programme" })).toHaveAttribute(
      "href",
      "/seouledutravel/info",
    );
    await waitFor(() => expect(document.title).toBe("About the programme · Seoul Edu Travel"));
  },
};

/** The guide has not been written yet: said plainly, and the way to apply is still there. */
export const GuideNotWritten: Story = {
  args: { path: "/seouledutravel/application/guide" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "There is no page here yet" }, { timeout: 10000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Apply now" })).toBeVisible();
  },
};

/** `/seouledutravel/faq/list`: current in the menu; an answer opens in place and links to its own page. */
export const Faq: Story = {
  args: { path: "/seouledutravel/faq/list" },
  play: async ({ canvas }) => {
    const question = await canvas.findByRole(
      "button",
      { name: "Who can apply for the programme?" },
      { timeout: 10000 },
    );
    const nav = canvas.getByRole("navigation", { name: "Education trip menu" });
    await expect(within(nav).getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(question);
    await expect(await canvas.findByText(/14 or older on the first day of the trip/)).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: /Open this answer on its own page/ }));
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Who can apply for the programme?" }, { timeout: 10000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to the list" })).toHaveAttribute(
      "href",
      "/seouledutravel/faq/list",
    );
    await waitFor(() => expect(document.title).toBe("Frequently asked questions · Seoul Edu Travel"));
  },
};

/** `/seouledutravel/qna/list`: everyone's questions; one opens to its answer. */
export const Qna: Story = {
  args: { path: "/seouledutravel/qna/list" },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole(
      "link",
      { name: "Can teachers join the partner school classes?" },
      { timeout: 10000 },
    );
    await expect(within(canvas.getByRole("main")).getByRole("link", { name: "Ask a question" })).toHaveAttribute(
      "href",
      "/seouledutravel/qna/contact-us",
    );
    await waitFor(() => expect(document.title).toBe("Questions and answers · Seoul Edu Travel"));
    await userEvent.click(link);
    await expect(
      await canvas.findByRole("region", { name: "The programme office's answer" }, { timeout: 10000 }),
    ).toHaveTextContent("Teachers are welcome in every class.");
    await waitFor(() => expect(document.title).toBe("Question · Seoul Edu Travel"));
  },
};

/** The home page leads to the guide, the FAQ and the Q&A. */
export const HomeWaysOn: Story = {
  args: { path: "/seouledutravel" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Bring your school to Seoul" }, { timeout: 10000 }),
    ).toBeVisible();
    const main = within(canvas.getByRole("main"));
    await expect(main.getByRole("link", { name: "Read the application guide" })).toHaveAttribute(
      "href",
      "/seouledutravel/application/guide",
    );
    await expect(main.getByRole("link", { name: "Frequently asked questions" })).toHaveAttribute(
      "href",
      "/seouledutravel/faq/list",
    );
    await expect(main.getByRole("link", { name: "Questions and answers" })).toHaveAttribute(
      "href",
      "/seouledutravel/qna/list",
    );
    const footer = within(canvas.getByRole("contentinfo"));
    await expect(footer.getByRole("link", { name: "Ask a question" })).toHaveAttribute(
      "href",
      "/seouledutravel/qna/contact-us",
    );
  },
};

export const KoreanQna: Story = {
  args: { path: "/seouledutravel/qna/list" },
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "묻고 답하기" }, { timeout: 10000 }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "교육여행 메뉴" });
    await expect(within(nav).getByRole("link", { name: "Q&A" })).toHaveAttribute("aria-current", "page");
    await waitFor(() => expect(document.title).toBe("묻고 답하기 · 서울 교육여행"));
  },
};
