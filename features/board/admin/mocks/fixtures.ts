import type { AdminPost, Attachment } from "@contracts/boards";

export const STORY_ADMIN_TOKEN = "story-board-admin-token";
export const STORY_SITE = "seouledutravel" as const;

const file: Attachment = {
  id: 41,
  name: "application-checklist.pdf",
  mime: "application/pdf",
  size: 182_000,
  url: "/api/v1/attachments/41",
};

const post = (
  id: number,
  type: string,
  title: [string, string],
  content: [string, string],
  extra: Partial<AdminPost> = {},
): AdminPost => ({
  id,
  site: STORY_SITE,
  type,
  title_en: title[0],
  title_ko: title[1],
  content_en: content[0],
  content_ko: content[1],
  pinned: false,
  starts_on: null,
  ends_on: null,
  link_path: null,
  image_path: null,
  attachments: [],
  view_count: 0,
  published_at: "2026-05-02T01:00:00.000Z",
  updated_at: "2026-05-02T01:00:00.000Z",
  ...extra,
});

/** The education site's FAQ and notices, in both languages as the editor sees them. */
export const postsFixture: readonly AdminPost[] = [
  post(
    11,
    "faq",
    ["Who can apply?", "누가 신청할 수 있나요?"],
    [
      "Students aged 14 or older with a school's recommendation.",
      "학교 추천을 받은 만 14세 이상 학생이면 신청할 수 있습니다.",
    ],
    { pinned: true, view_count: 312, published_at: "2026-03-03T01:00:00.000Z" },
  ),
  post(
    12,
    "faq",
    ["When does the application window open?", "신청 기간은 언제인가요?"],
    ["Each programme shows its own window on its page.", "프로그램마다 신청 기간이 안내 페이지에 나와 있습니다."],
    { view_count: 128, published_at: "2026-04-10T01:00:00.000Z" },
  ),
  post(
    13,
    "faq",
    ["Can I change my application after sending it?", "제출한 신청서를 고칠 수 있나요?"],
    ["Only when the office asks for more information.", "사무국이 추가 정보를 요청한 경우에만 고칠 수 있습니다."],
    { view_count: 57, published_at: "2026-04-22T01:00:00.000Z" },
  ),
  post(
    21,
    "notice",
    ["Summer 2026 applications are open", "2026 여름 프로그램 신청 안내"],
    ["Apply by 31 May. The checklist is attached.", "5월 31일까지 신청하세요. 점검표를 첨부합니다."],
    { pinned: true, view_count: 940, attachments: [file], published_at: "2026-05-01T01:00:00.000Z" },
  ),
  post(
    22,
    "notice",
    ["Office closed on Children's Day", "어린이날 사무국 휴무 안내"],
    ["The office is closed on 5 May.", "5월 5일에는 사무국이 쉽니다."],
    { view_count: 75, published_at: "2026-04-28T01:00:00.000Z" },
  ),
];
