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
