import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { settle } from "../../.storybook/story-router";
import { type StoryBoards, type StoryPost, boardStoryHandlers, micrositePagesAt } from "../shell/pages-story";
import { rokUsPageRoutes } from "./page-routes";
import { rokUsSite } from "./site.config";

/** The tour site's pages as the site mounts them: its page routes inside its layout, in a memory router. */
const RokUsPageAt = micrositePagesAt(rokUsSite, rokUsPageRoutes);

// The site's boards as the server answers them (the site sees the board feature only through its door).
const NOTICES: readonly StoryPost[] = [
  {
    id: 801,
    pinned: true,
    published_at: "2026-05-13T10:00:00+09:00",
    title: {
      en: "Your personal survey link is in your inbox",
      ko: "개인 설문 링크를 메일로 보내 드렸습니다",
    },
    content: {
      en: "Every invited guest has received an e-mail with a personal link to the preliminary survey of their course.\n\nCan't find the e-mail? Ask for the link again from the survey page.",
      ko: "모든 초청 인사께 참가 코스의 사전 설문 개인 링크를 메일로 보내 드렸습니다.\n\n메일을 찾을 수 없으면 설문 페이지에서 링크를 다시 요청해 주세요.",
    },
  },
  {
    id: 803,
    published_at: "2026-05-09T15:00:00+09:00",
    title: {
      en: "Seoraksan course: warm clothes and the cable car",
      ko: "설악산 코스: 따뜻한 옷과 케이블카 안내",
    },
    content: {
      en: "At Gwongeumseong it is often 8 to 10 degrees colder than in Seoul, and windy.",
      ko: "권금성은 서울보다 8~10도 낮고 바람이 부는 날이 많습니다.",
    },
  },
  {
    id: 802,
    published_at: "2026-05-05T09:00:00+09:00",
    title: {
      en: "Jeju courses: arriving at the airport meeting point",
      ko: "제주 코스: 공항 집결 안내",
    },
    content: {
      en: "The Jeju groups meet at 09:00 at gate 5 of the arrivals hall on the 1st floor of Jeju International Airport.\nIf you fly in that morning, choose a flight landing by 08:30.\n\nGuests staying in Jeju the night before can be picked up at their hotel in Jeju City instead.",
      ko: "제주 코스는 제주국제공항 1층 도착장 5번 게이트에서 09:00에 모입니다.\n당일 항공편으로 오시면 08:30까지 도착하는 편을 선택해 주세요.\n\n전날부터 제주에 머무시는 분은 제주시 숙소에서 탑승하실 수 있습니다.",
    },
    files: [
      {
        id: 91,
        name: "jeju-airport-meeting-point.pdf",
        mime: "application/pdf",
        size: 1_284,
        url: "/api/v1/attachments/91",
      },
    ],
  },
  {
    id: 800,
    published_at: "2026-04-24T09:00:00+09:00",
    title: { en: "Welcome to the ROK–US Friendship Tour", ko: "한미 우정 투어에 오신 것을 환영합니다" },
    content: {
      en: "The Friendship Tour invites guests of the ROK–US summit programme to eight courses across Korea.",
      ko: "한미 우정 투어는 한미 정상회담 프로그램의 초청 인사를 한국 곳곳의 8개 코스로 모십니다.",
    },
  },
];

const FAQ: readonly StoryPost[] = [
  {
    id: 901,
    published_at: "2026-04-15T09:00:00+09:00",
    title: {
      en: "Why do I need a personal link to answer a survey?",
      ko: "설문에 응답하려면 왜 개인 링크가 필요한가요?",
    },
    content: {
      en: "Each survey answer is tied to the personal survey link we e-mail to every invited guest, so each guest answers once and can come back to saved answers.\n\nLost the link? Open the survey page and ask for it again with the e-mail address we invited you at.",
      ko: "모든 설문 응답은 초청 인사께 메일로 보내 드리는 개인 설문 링크와 연결되어, 한 분이 한 번만 응답하고 저장된 응답을 이어서 하실 수 있습니다.\n\n링크를 잃어버리셨나요? 설문 페이지에서 초청받은 메일 주소로 다시 요청해 주세요.",
    },
  },
  {
    id: 902,
    published_at: "2026-04-15T09:00:00+09:00",
    title: { en: "Can a family member come with me?", ko: "가족과 함께 참가할 수 있나요?" },
    content: {
      en: "Yes, if your invitation names a companion.",
      ko: "초청장에 동반자가 포함되어 있으면 가능합니다.",
    },
  },
  {
    id: 903,
    published_at: "2026-04-14T09:00:00+09:00",
    title: { en: "Can I join a tour in a wheelchair?", ko: "휠체어를 타고 참가할 수 있나요?" },
    content: {
      en: "Yes. Every course can be done with a wheelchair.",
      ko: "네. 모든 코스를 휠체어로 참가하실 수 있습니다.",
    },
  },
];

const BOARDS: StoryBoards = {
  notice: { name: { en: "Notices", ko: "공지사항" }, posts: NOTICES },
  faq: { name: { en: "FAQ", ko: "자주 묻는 질문" }, posts: FAQ },
};

const notFound = () => HttpResponse.json({ message: "This board was not found.", code: "NOT_FOUND" }, { status: 404 });
const boardHandlers = boardStoryHandlers("rok-us", BOARDS, notFound);

const meta = {
  title: "Sites/ROK-US/Pages",
  component: RokUsPageAt,
  tags: ["autodocs"],
  afterEach: settle,
  args: { path: "/rok-us/notice/list" },
  parameters: { layout: "fullscreen", msw: { handlers: boardHandlers } },
} satisfies Meta<typeof RokUsPageAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `/rok-us/notice/list`: the notices, pinned first, each with its day; a notice opens in place to its whole text and
 * its file (the site has no page per notice).
 */
export const Notices: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Notices" }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText("4 posts")).toBeVisible();
    const titles = within(canvas.getByRole("main")).getAllByRole("heading", { level: 2 });
    await expect(titles[0]).toHaveTextContent("Your personal survey link is in your inbox");
    await expect(canvas.getByText("Pinned")).toBeVisible();
    await expect(canvas.getByText("May 5, 2026")).toBeVisible();

    const jeju = canvas.getByRole("button", { name: "Jeju courses: arriving at the airport meeting point" });
    await userEvent.click(jeju);
    await expect(jeju).toHaveAttribute("aria-expanded", "true");
    await expect(await canvas.findByText(/^The Jeju groups meet at 09:00 at gate 5/)).toHaveTextContent(
      "choose a flight landing by 08:30.",
    );
    await expect(canvas.getByText(/picked up at their hotel in Jeju City/)).toBeVisible();
    const file = canvas.getByRole("link", { name: /jeju-airport-meeting-point\.pdf/ });
    await expect(file).toHaveAttribute("href", "/api/v1/attachments/91");
    await expect(canvas.queryByText(/At Gwongeumseong/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Notices · ROK–US Friendship Tour"));
  },
};

/** `/rok-us/faq/list`: the tour's questions; the one about the survey link opens to its answer. */
export const Faq: Story = {
  args: { path: "/rok-us/faq/list" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Frequently asked questions" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: "Boards" })).not.toBeInTheDocument();
    const question = await canvas.findByRole("button", { name: "Why do I need a personal link to answer a survey?" });
    await expect(within(canvas.getByRole("main")).getAllByRole("heading", { level: 2 })).toHaveLength(3);
    await userEvent.click(question);
    await expect(await canvas.findByText(/tied to the personal survey link/)).toBeVisible();
    await expect(canvas.getByText(/ask for it again with the e-mail address/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Frequently asked questions · ROK–US Friendship Tour"));
  },
};

/** In Korean: the Korean notices with Korean dates, one opened. */
export const KoreanNotices: Story = {
  globals: { locale: "ko" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "공지사항" }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText("게시글 4개")).toBeVisible();
    await userEvent.click(await canvas.findByRole("button", { name: "제주 코스: 공항 집결 안내" }));
    await expect(await canvas.findByText(/^제주 코스는 제주국제공항 1층 도착장/)).toBeVisible();
    await expect(canvas.getByText("2026년 5월 5일")).toBeVisible();
    await expect(canvas.getByRole("region", { name: "첨부파일 (1)" })).toBeVisible();
    await waitFor(() => expect(document.title).toBe("공지사항 · 한미 우정 투어"));
  },
};
