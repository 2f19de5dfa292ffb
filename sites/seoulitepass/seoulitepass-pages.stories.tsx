import { signedInStory } from "@blocks/feature-kit";
import type { Inquiry } from "@contracts/inquiries";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { settle } from "../../.storybook/story-router";
import { type StoryBoards, type StoryLang, boardStoryHandlers, langOf, micrositePagesAt } from "../shell/pages-story";
import { passMemberPageRoutes, passPageRoutes } from "./page-routes";
import { seoulitepassSite } from "./site.config";

/**
 * The pass site's content pages as the site mounts them: its page routes inside its layout, in a memory router (the
 * member's pages without the sign-in guard, which the site's routes put around them).
 */
const PassPageAt = micrositePagesAt(seoulitepassSite, [...passPageRoutes, ...passMemberPageRoutes]);

// What the server answers for the site's pages, boards and questions (the site sees the features only through
// their doors).
const envelope = (data: unknown, meta: Record<string, unknown> = {}) => HttpResponse.json({ data, meta });
const notFound = () => HttpResponse.json({ message: "Not found.", code: "NOT_FOUND" }, { status: 404 });

const PAGES: Record<string, Record<StoryLang, { title: string; summary: string; body: string }>> = {
  airport: {
    en: {
      title: "At the airport",
      summary: "Where to find the Seoulite Pass desks at Incheon and Gimpo, and the ways into the city.",
      body: "## Our desks\n- Incheon Airport Terminal 1: 1st floor arrivals hall, between exits 5 and 6; 07:00 to 22:00\n\n## Into the city by train: AREX\n- Express train: about 43 minutes to Seoul Station",
    },
    ko: {
      title: "공항 안내",
      summary: "인천공항과 김포공항의 패스 데스크 위치와 시내로 가는 방법을 안내합니다.",
      body: "## 패스 데스크 위치\n- 인천공항 제1여객터미널: 1층 입국장, 5번과 6번 출구 사이, 07:00~22:00",
    },
  },
};

const BOARDS: StoryBoards = {
  notice: {
    name: { en: "Notices", ko: "공지사항" },
    posts: [
      {
        id: 801,
        pinned: true,
        published_at: "2026-05-13T10:00:00+09:00",
        title: {
          en: "Your pass starts at its first scan, not when you buy it",
          ko: "패스는 구매가 아니라 첫 스캔부터 시작됩니다",
        },
        content: {
          en: "Buy your pass whenever suits you: it waits under My passes until the first partner venue scans it.",
          ko: "패스는 편한 때에 미리 사 두세요. 첫 제휴 시설에서 스캔할 때까지 '내 패스'에서 기다립니다.",
        },
      },
      {
        id: 802,
        published_at: "2026-05-02T09:00:00+09:00",
        title: { en: "Palace closing days: check before you go", ko: "궁궐 휴궁일을 확인하세요" },
        content: {
          en: "Gyeongbokgung closes on Tuesdays; Changdeokgung, Changgyeonggung and Deoksugung on Mondays.",
          ko: "경복궁은 화요일, 창덕궁·창경궁·덕수궁은 월요일이 휴궁일입니다.",
        },
      },
    ],
  },
  post: {
    name: { en: "Things to do", ko: "즐길 거리" },
    posts: [
      {
        id: 701,
        published_at: "2026-05-10T09:00:00+09:00",
        title: { en: "A palace day with the pass", ko: "패스로 떠나는 궁궐 나들이" },
        content: {
          en: "Start at Gyeongbokgung when it opens at 09:00 and scan your pass at the gate.\n\nWalk out through the back of the palace into Bukchon Hanok Village.",
          ko: "경복궁이 문을 여는 09:00에 맞춰 가서 입구에서 패스를 스캔하세요.\n\n궁궐 뒤편으로 나와 북촌 한옥마을로 올라가 보세요.",
        },
      },
      {
        id: 702,
        published_at: "2026-05-06T09:00:00+09:00",
        title: { en: "A day on the Han River", ko: "한강에서 보내는 하루" },
        content: {
          en: "Rent a bike at Yeouido Hangang Park and ride east along the river.",
          ko: "여의도한강공원에서 따릉이를 빌려 강을 따라 동쪽으로 달려 보세요.",
        },
      },
    ],
  },
  faq: {
    name: { en: "FAQ", ko: "자주 묻는 질문" },
    posts: [
      {
        id: 901,
        published_at: "2026-04-15T09:00:00+09:00",
        title: { en: "When does my pass start?", ko: "패스는 언제부터 시작되나요?" },
        content: {
          en: "At its first scan at a partner venue, not when you buy it.",
          ko: "제휴 시설에서 처음 스캔할 때 시작되며, 구매한 때가 아닙니다.",
        },
      },
      {
        id: 902,
        published_at: "2026-04-15T09:00:00+09:00",
        title: { en: "Can I get a refund?", ko: "환불받을 수 있나요?" },
        content: {
          en: "Yes, if the pass has never been scanned, until the end of the 7th day after purchase.",
          ko: "한 번도 스캔하지 않은 패스는 구매일로부터 7일째 되는 날 자정까지 환불할 수 있습니다.",
        },
      },
    ],
  },
};

const QUESTION: Inquiry = {
  id: 64,
  type: "refund",
  type_name: "Refund",
  subject: "Refund for SP-000042",
  content: "My friend cannot come. Can I refund her pass and keep mine?",
  status: "replied",
  reply: "Yes: each pass is refunded on its own.",
  replied_at: "2026-05-13T09:30:00+09:00",
  attachments: [],
  created_at: "2026-05-12T10:15:00+09:00",
};

const handlers = [
  http.get("/api/v1/site-pages/seoulitepass/:slug", ({ params, request }) => {
    const page = PAGES[String(params.slug)]?.[langOf(request)];
    return page
      ? envelope({ site: "seoulitepass", slug: params.slug, ...page, updated_at: "2026-04-20T10:00:00+09:00" })
      : notFound();
  }),
  ...boardStoryHandlers("seoulitepass", BOARDS, notFound),
  // the member's own questions of this site only: a list asked without `?site=` is the shop's (none here)
  http.get("/api/v1/inquiries", ({ request }) =>
    new URL(request.url).searchParams.get("site") === "seoulitepass"
      ? envelope([QUESTION], { page: 1, per_page: 10, total: 1, total_pages: 1 })
      : envelope([], { page: 1, per_page: 10, total: 0, total_pages: 0 }),
  ),
  http.get("/api/v1/inquiries/:id", ({ params }) =>
    Number(params.id) === QUESTION.id ? envelope(QUESTION) : notFound(),
  ),
];

const meta = {
  title: "Sites/Seoulite Pass/Pages",
  component: PassPageAt,
  tags: ["autodocs"],
  afterEach: settle,
  args: { path: "/seoulitepass/airport" },
  parameters: { layout: "fullscreen", msw: { handlers } },
} satisfies Meta<typeof PassPageAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `/seoulitepass/airport`: the page the operators wrote, under the site's frame and title. */
export const Airport: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "At the airport" }, { timeout: 5000 }),
    ).toBeVisible();
    // the heading is the menu's word while the page's text is on its way: wait for the text
    await expect(await canvas.findByRole("heading", { level: 2, name: "Our desks" })).toBeVisible();
    await expect(canvas.getByText(/between exits 5 and 6/)).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Into the city by train: AREX" })).toBeVisible();
    await waitFor(() => expect(document.title).toBe("At the airport · Seoulite Pass"));
  },
};

/** `/seoulitepass/guide`: how the pass works; a page the operators have not written yet says so. */
export const GuideNotWritten: Story = {
  args: { path: "/seoulitepass/guide" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "There is no page here yet" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/seoulitepass");
    await waitFor(() => expect(document.title).toBe("How the pass works · Seoulite Pass"));
  },
};

/** `/seoulitepass/thingstodo/post`: the stories, each opening to its own page. */
export const ThingsToDo: Story = {
  args: { path: "/seoulitepass/thingstodo/post" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Things to do" }, { timeout: 5000 }),
    ).toBeVisible();
    const story = await canvas.findByRole("link", { name: /A palace day with the pass/ });
    await expect(story).toHaveAttribute("href", "/seoulitepass/thingstodo/post/701");
    await expect(canvas.getByRole("link", { name: /A day on the Han River/ })).toBeVisible();
    await userEvent.click(story);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "A palace day with the pass" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText(/scan your pass at the gate/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Things to do · Seoulite Pass"));
  },
};

/** A story that does not exist says so, with the way back to the list. */
export const StoryNotFound: Story = {
  args: { path: "/seoulitepass/thingstodo/post/999" },
  play: async ({ canvas }) => {
    const back = await canvas.findByRole("link", { name: "Back to the list" }, { timeout: 5000 });
    await expect(back).toHaveAttribute("href", "/seoulitepass/thingstodo/post");
  },
};

/** `/seoulitepass/thingstodo/notice`: the notices, pinned first, each opening in place. */
export const Notices: Story = {
  args: { path: "/seoulitepass/thingstodo/notice" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Notices" }, { timeout: 5000 })).toBeVisible();
    const titles = await within(canvas.getByRole("main")).findAllByRole("heading", { level: 2 });
    await expect(titles[0]).toHaveTextContent("Your pass starts at its first scan, not when you buy it");
    await expect(canvas.getByText("Pinned")).toBeVisible();
    const closing = canvas.getByRole("button", { name: "Palace closing days: check before you go" });
    await userEvent.click(closing);
    await expect(await canvas.findByText(/Gyeongbokgung closes on Tuesdays/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Notices · Seoulite Pass"));
  },
};

/** `/seoulitepass/faq`: the questions open to their answers, and each answer has its page. */
export const Faq: Story = {
  args: { path: "/seoulitepass/faq" },
  play: async ({ canvas }) => {
    const question = await canvas.findByRole("button", { name: "Can I get a refund?" }, { timeout: 5000 });
    await userEvent.click(question);
    await expect(await canvas.findByText(/never been scanned/)).toBeVisible();
    const page = await canvas.findByRole("link", { name: /Open this answer on its own page/ });
    await expect(page).toHaveAttribute("href", "/seoulitepass/faq/902");
    await userEvent.click(page);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Can I get a refund?" }, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Frequently asked questions · Seoulite Pass"));
  },
};

/** `/seoulitepass/inquiry` (members): the member's own questions on this site, and the way to ask another. */
export const MyQuestions: Story = {
  args: { path: "/seoulitepass/inquiry" },
  beforeEach: signedInStory("member", "story-pass-member"),
  play: async ({ canvas }) => {
    const question = await canvas.findByRole("link", { name: "Refund for SP-000042" }, { timeout: 5000 });
    await expect(question).toHaveAttribute("href", "/seoulitepass/inquiry/64");
    await expect(canvas.getByRole("link", { name: "New inquiry" })).toHaveAttribute(
      "href",
      "/seoulitepass/inquiry/contact-us",
    );
    await userEvent.click(question);
    await expect(await canvas.findByText("Yes: each pass is refunded on its own.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "My inquiries" })).toHaveAttribute("href", "/seoulitepass/inquiry");
    await waitFor(() => expect(document.title).toBe("Question · Seoulite Pass"));
  },
};

/** The boards cannot be read: the page says so and offers to try again. */
export const BoardError: Story = {
  args: { path: "/seoulitepass/thingstodo/post" },
  parameters: {
    msw: {
      handlers: [
        http.get("/api/v1/boards/seoulitepass/:type/posts", () =>
          HttpResponse.json({ message: "The boards are being restarted.", code: "INTERNAL_ERROR" }, { status: 500 }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("The boards are being restarted.");
    await expect(within(alert).getByRole("button")).toBeVisible();
  },
};

/** In Korean: the stories with Korean titles and the Korean page title. */
export const KoreanThingsToDo: Story = {
  args: { path: "/seoulitepass/thingstodo/post" },
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "즐길 거리" }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole("link", { name: /패스로 떠나는 궁궐 나들이/ })).toBeVisible();
    await waitFor(() => expect(document.title).toBe("즐길 거리 · 서울라이트 패스"));
  },
};
