import type { Post, PostSummary } from "@contracts/boards";
import type { SitePage } from "@contracts/mart";

export const overviewPage: Record<"en" | "ko", SitePage> = {
  en: {
    site: "sitmmt",
    slug: "overview",
    title: "About SITMMT 2025",
    summary: "The Seoul International Travel Mart for Medical Tourism: two days of pre-arranged meetings at COEX.",
    body: [
      "SITMMT brings overseas medical tourism buyers together with Korean hospitals, clinics and wellness providers.",
      "Buyers and sellers are matched before the mart and meet in 30-minute slots at the sellers' booths.",
      "",
      "## Dates and place",
      "- 18 September 2025: business meetings, 9:30 to 18:00",
      "- 19 September 2025: meetings and the BIMTC fair",
      "- COEX Hall C, Gangnam-gu, Seoul",
      "",
      "## Organised by",
      "The Seoul Metropolitan Government and the Seoul Tourism Organization,",
      "with the Korea Health Industry Development Institute.",
    ].join("\n"),
    updated_at: "2026-05-02T09:30:00+09:00",
  },
  ko: {
    site: "sitmmt",
    slug: "overview",
    title: "SITMMT 2025 소개",
    summary: "서울국제의료관광트래블마트: 코엑스에서 이틀간 진행되는 사전 매칭 비즈니스 상담회.",
    body: [
      "SITMMT는 해외 의료관광 바이어와 국내 병원, 의원, 웰니스 기관을 연결합니다.",
      "바이어와 셀러는 행사 전에 매칭되어 셀러 부스에서 30분 단위로 상담합니다.",
      "",
      "## 일시와 장소",
      "- 2025년 9월 18일: 비즈니스 상담, 9:30–18:00",
      "- 2025년 9월 19일: 상담과 BIMTC 박람회",
      "- 서울 강남구 코엑스 C홀",
      "",
      "## 주최",
      "서울특별시와 서울관광재단이 한국보건산업진흥원과 함께 주최합니다.",
    ].join("\n"),
    updated_at: "2026-05-02T09:30:00+09:00",
  },
};

const summary = (post: Omit<PostSummary, "site" | "starts_on" | "ends_on" | "link_path" | "image">): PostSummary => ({
  site: "sitmmt",
  starts_on: null,
  ends_on: null,
  link_path: null,
  image: null,
  ...post,
});

export const faqPosts: PostSummary[] = [
  summary({
    id: 301,
    type: "faq",
    title: "Who can take part as a buyer?",
    excerpt: "Agencies, facilitators and insurers from abroad",
    pinned: false,
    view_count: 412,
    attachment_count: 0,
    published_at: "2026-04-20T10:00:00+09:00",
  }),
  summary({
    id: 302,
    type: "faq",
    title: "How are meetings arranged?",
    excerpt: "Approved companies request meetings in 30-minute slots",
    pinned: false,
    view_count: 388,
    attachment_count: 0,
    published_at: "2026-04-18T10:00:00+09:00",
  }),
  summary({
    id: 303,
    type: "faq",
    title: "Is there a fee for sellers?",
    excerpt: "Korean sellers pay a booth fee",
    pinned: false,
    view_count: 251,
    attachment_count: 0,
    published_at: "2026-04-15T10:00:00+09:00",
  }),
];

export const faqAnswer: Post = {
  ...(faqPosts[1] as PostSummary),
  content: [
    "Once the organiser approves your application, open the business list and choose a company.",
    "",
    "- Pick a free 30-minute slot on 18 or 19 September",
    "- The seller confirms or declines the request",
    "",
    "Confirmed meetings appear in My meetings with both companies' local times.",
  ].join("\n"),
  attachments: [],
  previous: null,
  next: null,
};

export const pressPosts: PostSummary[] = [
  summary({
    id: 401,
    type: "press",
    title: "SITMMT 2025 opens applications for overseas buyers",
    excerpt: "Applications are open until 31 July",
    pinned: true,
    view_count: 1204,
    attachment_count: 1,
    published_at: "2026-05-12T09:00:00+09:00",
  }),
  summary({
    id: 402,
    type: "press",
    title: "Seoul hospitals welcomed 120,000 international patients last year",
    excerpt: "A record year for medical tourism in Seoul",
    pinned: false,
    view_count: 873,
    attachment_count: 0,
    published_at: "2026-05-06T09:00:00+09:00",
  }),
];

export const pressPost: Post = {
  ...(pressPosts[0] as PostSummary),
  content: [
    "The Seoul International Travel Mart for Medical Tourism opens its applications for overseas buyers today.",
    "",
    "## Key dates",
    "- Applications close on 31 July 2025",
    "- Meeting requests open on 1 September 2025",
  ].join("\n"),
  attachments: [
    {
      id: 71,
      name: "sitmmt-2025-press-release.pdf",
      mime: "application/pdf",
      size: 356_812,
      url: "/api/v1/attachments/71",
    },
  ],
  previous: null,
  next: { id: 402, title: "Seoul hospitals welcomed 120,000 international patients last year" },
};
