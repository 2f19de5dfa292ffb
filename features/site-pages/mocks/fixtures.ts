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

/** The education programme's introduction, as the programme office wrote it (server seed, issue 21). */
export const eduIntroductionPage: Record<"en" | "ko", SitePage> = {
  en: {
    site: "seouledutravel",
    slug: "introduction",
    title: "About the programme",
    summary: "The Seoul Education Trip Programme helps schools abroad bring their students to Seoul.",
    body: [
      "## Why the programme exists",
      "Learning together builds friendships that last.",
      "",
      "## What a trip looks like",
      "- A day at a Seoul partner school",
      "- Hands-on classes: Korean, coding, traditional arts",
      "- Palaces, museums and neighbourhoods",
    ].join("\n"),
    updated_at: "2026-04-20T10:00:00+09:00",
  },
  ko: {
    site: "seouledutravel",
    slug: "introduction",
    title: "프로그램 소개",
    summary: "서울 교육여행 프로그램은 해외 학교 학생들의 서울 교육여행을 돕습니다.",
    body: [
      "## 프로그램의 목적",
      "함께 배우며 쌓은 우정은 오래갑니다.",
      "",
      "## 여행 일정",
      "- 서울 협력 학교에서 보내는 하루",
      "- 한국어, 코딩, 전통 공예 체험 수업",
      "- 궁궐, 박물관, 동네 둘러보기",
    ].join("\n"),
    updated_at: "2026-04-20T10:00:00+09:00",
  },
};
