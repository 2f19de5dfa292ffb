import { crc32, deflateSync } from "node:zlib";
import { type Fair, FAIR_YEARS, MART_EDITION, MICE_EDITION } from "@contracts/editions";
import type { CompanyProfileValues, MartRole } from "@contracts/mart";
import { MART_EVENT_YEAR, MART_PAST_YEARS } from "@contracts/mart";
import { addDays, shopToday } from "@contracts/reservations";
import { and, eq, inArray } from "drizzle-orm";
import { accounts } from "../auth/tables";
import { martApplications, martCompanies, martFiles, martMeetingRecords, martMeetings, martSlots } from "./tables";
import { editionOf } from "./edition";
import { MICE_BUYER1_EMAIL, MICE_COMPANY_ACCOUNTS, MICE_SEED_COMPANIES, miceSellerEmail } from "./seed-mice";
import { buyerCompany, companyAccounts, sellerCompany } from "./seed-company";
import {
  SEED_ADMIN_EMAIL,
  type SeedBoard,
  type SeedPost,
  type SeedSitePage,
  seedAccountId,
  seedBoards,
  seedSitePages,
  tinyPdf,
} from "../boards/seed-posts";
import { catalogImage } from "../catalog/seed-data";
import { seedAccountRow } from "../../platform/db/seed-accounts";
import { daysFrom, type SeedAccount } from "../../platform/db/seed-data";
import type { SeedStep, SeedTx } from "../../platform/db/seed-step";

/**
 * The medical travel mart's demo: accreditation accounts with full company profiles (two overseas buyers, a Seoul
 * hospital and a Busan dental and wellness group's Japanese office as sellers) approved for this year's mart, booths,
 * meeting slots on two mart days two weeks from the seeding day (plus a past day with a held meeting and both
 * records), the site's pages in English and Korean, and its boards. Dates count from the seeding day.
 */

type Text = readonly [en: string, ko: string];

export const MART_SITE = "sitmmt";

// ---- accounts and companies ----

export const MART_BUYER1_EMAIL = "buyer1@demo.test";
export const MART_BUYER2_EMAIL = "buyer2@demo.test";
export const MART_SELLER1_EMAIL = "seller1@demo.test";
export const MART_SELLER2_EMAIL = "seller2@demo.test";
export const MART_NEWCO_EMAIL = "newco@demo.test";
/** A seller neither demo buyer meets yet, so each of them has a company to request a meeting with (issue 18). */
export const MART_SELLER3_EMAIL = "seller3@demo.test";

export const MART_SEED_ACCOUNTS: readonly SeedAccount[] = companyAccounts([
  ["buyer", MART_BUYER1_EMAIL, "Aigerim Nurlanovna", "77015550123", "Silk Road Health Travel"],
  ["buyer", MART_BUYER2_EMAIL, "Bat-Erdene Ganbold", "97699115577", "Blue Sky Medical Bridge"],
  ["seller_domestic", MART_SELLER1_EMAIL, "Kim Ji-won", "01045678912", "Seoul Hangang Medical Center"],
  ["seller_overseas", MART_SELLER2_EMAIL, "Tanaka Yui", "819012345678", "Smile Busan Dental & Wellness"],
  ["seller_domestic", MART_NEWCO_EMAIL, "Lee Seo-yeon", "01098761234", "Gangnam Bright Eye Clinic"],
  ["seller_domestic", MART_SELLER3_EMAIL, "Park Min-jun", "01033442211", "Jeju Halla Wellness & Rehabilitation"],
]);

/** The mart's sellers that exhibit at the MICE fair too (approved for its edition with their mart profiles). */
export const MICE_MART_SELLER_EMAILS: readonly string[] = [MART_SELLER1_EMAIL, MART_SELLER2_EMAIL];

/** The accounts and companies added after the first demo (their own seed step, so existing databases get them). */
const LATER_SEED_EMAILS: readonly string[] = [MART_SELLER3_EMAIL];
const isLater = (item: { email: string }) => LATER_SEED_EMAILS.includes(item.email);

/** A profile as the form would save it (the demo writes the same columns the API does). */
export type SeedCompany = {
  email: string;
  /** False: a saved profile that has not applied yet (a demo company that can apply). */
  applies?: false;
  profile: Omit<CompanyProfileValues, "keep_document_ids" | "remove_logo" | "remove_banner">;
  /** Sellers only: where their meetings take place. */
  booth?: string;
  /** Logo and banner colours (RGB). */
  colours: readonly [primary: Rgb, accent: Rgb];
  document: { name: string; lines: readonly string[] };
};

export const MART_SEED_COMPANIES: readonly SeedCompany[] = [
  buyerCompany({
    email: MART_BUYER1_EMAIL,
    colours: [
      [14, 116, 144],
      [250, 204, 21],
    ],
    document: {
      name: "silk-road-health-travel-profile.pdf",
      lines: [
        "Silk Road Health Travel LLP - company profile",
        "Almaty, Kazakhstan - medical travel agency since 2014",
        "Offices: Almaty, Astana, Shymkent",
        "Patients sent to Korea since 2019: 1,850",
        "Main fields: oncology, cardiology, orthopaedics, health check-ups",
      ],
    },
    profile: {
      name_ko: "실크로드 헬스 트래블",
      name_en: "Silk Road Health Travel LLP",
      contact_name: "Aigerim Nurlanovna",
      department: "Medical Tourism Department",
      position: "Head of Department",
      phone: "77272500140",
      mobile: "77015550123",
      contact_email: "aigerim@silkroadhealth.example",
      languages: ["ru", "kk", "en"],
      social_ids: { whatsapp: "+77015550123", telegram: "@aigerim_srht" },
      postal_code: "050000",
      address: "Dostyk Avenue 180, office 512",
      address_detail: "Medeu district",
      country: "KZ",
      city: "Almaty",
      homepage: "https://silkroadhealth.example",
      products_services:
        "Treatment packages in Korea with flights, visa support, airport pick-up, interpreters and aftercare calls at home; group health check-up tours for companies.",
      main_business:
        "We are a medical travel agency in Almaty with offices in Astana and Shymkent. We send patients from Kazakhstan to Korea for cancer care, heart surgery, joint replacement and health check-ups, and we look after them and their families from the first consultation to the follow-up at home. We are looking for hospitals with Russian-speaking coordinators and clear package prices.",
      staff_count: 42,
      annual_sales_2024: 3_800_000,
      korea_performance_since_2020:
        "2020-2024: 1,420 patients to 9 Korean hospitals; partner of two Seoul hospitals for corporate check-ups since 2022.",
      travelers_to_korea_since_2019: 1850,
      buyer_category: "travel_agency",
      buyer_type: "outbound_agency",
      primary_sector: "travel_agency",
      sub_sectors: ["medical_facilitator", "health_checkup"],
      participations: 2,
      route: "past_participant",
      purposes: ["partnership", "sales"],
    },
  }),
  buyerCompany({
    email: MART_BUYER2_EMAIL,
    colours: [
      [29, 78, 216],
      [255, 255, 255],
    ],
    document: {
      name: "blue-sky-medical-bridge-profile.pdf",
      lines: [
        "Blue Sky Medical Bridge LLC - company profile",
        "Ulaanbaatar, Mongolia - patient referral and facilitation",
        "Partner clinics in Ulaanbaatar, Darkhan and Erdenet",
        "Patients referred to Korea since 2019: 960",
      ],
    },
    profile: {
      name_ko: "블루스카이 메디컬 브리지",
      name_en: "Blue Sky Medical Bridge LLC",
      contact_name: "Bat-Erdene Ganbold",
      department: "International Patient Services",
      position: "Managing Director",
      phone: "97677001234",
      mobile: "97699115577",
      contact_email: "baterdene@blueskymedical.example",
      languages: ["mn", "ru", "en", "ko"],
      social_ids: { kakao: "blueskymb", whatsapp: "+97699115577" },
      postal_code: "14200",
      address: "Peace Avenue 17, Blue Tower 9F",
      address_detail: "Sukhbaatar district",
      country: "MN",
      city: "Ulaanbaatar",
      homepage: "https://blueskymedical.example",
      products_services:
        "Second opinions from Korean specialists, referral of patients with their records translated, travel and stay arrangements, and follow-up with local doctors after the treatment.",
      main_business:
        "Blue Sky Medical Bridge refers Mongolian patients to Korean hospitals. Our doctors in Ulaanbaatar prepare the records and second-opinion requests, and our coordinators travel with the patients. We mostly arrange cardiology, orthopaedics, fertility treatment and dental care, and we want to add wellness and rehabilitation stays for older patients.",
      staff_count: 18,
      annual_sales_2024: 1_250_000,
      korea_performance_since_2020:
        "Referred 740 patients to Korea since 2020, mainly to Seoul and Busan; agreement with a Busan dental group since 2023.",
      travelers_to_korea_since_2019: 960,
      buyer_category: "medical_facilitator",
      buyer_type: "patient_referrer",
      primary_sector: "medical_facilitator",
      sub_sectors: ["dental", "wellness_spa"],
      participations: null,
      route: "embassy_or_agency",
      purposes: ["partnership", "market_research"],
    },
  }),
  sellerCompany({
    email: MART_SELLER1_EMAIL,
    booth: "A-01",
    colours: [
      [21, 128, 61],
      [240, 253, 244],
    ],
    document: {
      name: "seoul-hangang-medical-center-brochure.pdf",
      lines: [
        "Seoul Hangang Medical Center - International Healthcare Center",
        "Seoul, Korea - 1,050 beds, 38 departments",
        "Registered for international patients; coordinators for RU, MN, KK, AR, EN",
        "Packages: cancer screening, cardiac care, joint replacement, executive check-ups",
      ],
    },
    profile: {
      name_ko: "서울한강메디컬센터",
      name_en: "Seoul Hangang Medical Center",
      contact_name: "Kim Ji-won",
      department: "International Healthcare Center",
      position: "Team Manager",
      phone: "0221234500",
      mobile: "01045678912",
      contact_email: "global@hangangmedical.example",
      languages: ["ko", "en", "ru", "mn", "kk"],
      social_ids: { kakao: "hangang_global", whatsapp: "+821045678912" },
      postal_code: "04382",
      address: "120 Hangang-daero, Yongsan-gu, Seoul",
      address_detail: "International Healthcare Center, Main Building 2F",
      country: "KR",
      city: "Seoul",
      homepage: "https://hangangmedical.example",
      products_services:
        "Comprehensive health check-ups (1 to 2 days), cancer screening and treatment, cardiac and vascular care, robotic joint replacement, Korean medicine rehabilitation; airport pick-up, interpreters and family accommodation.",
      main_business:
        "A university-affiliated general hospital in central Seoul with 1,050 beds. Our International Healthcare Center has welcomed patients from more than 60 countries, with coordinators who speak Russian, Mongolian, Kazakh, Arabic and English. We offer fixed-price check-up and treatment packages and a video consultation before the trip.",
      staff_count: 2400,
      annual_sales_2024: 410_000_000,
      korea_performance_since_2020: "",
      travelers_to_korea_since_2019: 12_800,
      primary_sector: "hospital",
      sub_sectors: ["health_checkup", "korean_medicine"],
      participations: 5,
      route: "past_participant",
      purposes: ["partnership", "sales", "networking"],
    },
  }),
  sellerCompany({
    email: MART_SELLER2_EMAIL,
    booth: "A-02",
    colours: [
      [3, 105, 161],
      [253, 230, 138],
    ],
    document: {
      name: "smile-busan-dental-wellness-packages.pdf",
      lines: [
        "Smile Busan Dental & Wellness - overseas sales office (Fukuoka)",
        "Partner clinics: Haeundae and Seomyeon, Busan",
        "Implants, orthodontics, whitening; thalassotherapy and hot-spring stays",
        "Ferry and flight packages from Japan, Mongolia and Central Asia",
      ],
    },
    profile: {
      name_ko: "스마일부산 치과·웰니스 (후쿠오카 지사)",
      name_en: "Smile Busan Dental & Wellness (Fukuoka office)",
      contact_name: "Tanaka Yui",
      department: "Overseas Sales",
      position: "Branch Manager",
      phone: "81927120034",
      mobile: "819012345678",
      contact_email: "yui.tanaka@smilebusan.example",
      languages: ["ja", "ko", "en"],
      social_ids: { line: "smilebusan_fuk", kakao: "smilebusan" },
      postal_code: "812-0011",
      address: "2-1 Hakata Ekimae, Hakata-ku",
      address_detail: "Ekimae Building 6F",
      country: "JP",
      city: "Fukuoka",
      homepage: "https://smilebusan.example",
      products_services:
        "Dental implants, orthodontics and whitening at partner clinics in Haeundae and Seomyeon; seaside wellness stays with thalassotherapy and hot springs; ferry and flight packages to Busan.",
      main_business:
        "We are the overseas sales office of a Busan dental and wellness group, registered in Fukuoka, one short ferry ride from Busan. We sell dental treatment with seaside wellness stays in Haeundae to travellers from Japan, Mongolia and Central Asia, and we arrange every step: the online check of x-rays, the trip, the treatment and the review visit.",
      staff_count: 26,
      annual_sales_2024: 2_900_000,
      korea_performance_since_2020:
        "Since 2021 about 2,300 dental and wellness guests sent to Busan, 35% of them returning for a second treatment.",
      travelers_to_korea_since_2019: 3100,
      primary_sector: "dental",
      sub_sectors: ["wellness_spa", "medical_facilitator"],
      participations: 1,
      route: "website",
      purposes: ["sales", "partnership"],
    },
  }),
  sellerCompany({
    email: MART_SELLER3_EMAIL,
    booth: "A-03",
    colours: [
      [194, 65, 12],
      [255, 247, 237],
    ],
    document: {
      name: "jeju-halla-wellness-rehabilitation-programmes.pdf",
      lines: [
        "Jeju Halla Wellness & Rehabilitation - programmes for international guests",
        "Jeju, Korea - 180 beds, rehabilitation and wellness centre",
        "Post-operative rehabilitation, healthy-ageing stays, forest and sea therapy",
        "Coordinators for RU, MN, EN; direct flights from Almaty and Ulaanbaatar in summer",
      ],
    },
    profile: {
      name_ko: "제주 한라 웰니스·재활병원",
      name_en: "Jeju Halla Wellness & Rehabilitation Hospital",
      contact_name: "Park Min-jun",
      department: "International Patient Office",
      position: "Manager",
      phone: "0647201234",
      mobile: "01033442211",
      contact_email: "global@hallawellness.example",
      languages: ["ko", "en", "ru"],
      social_ids: { kakao: "halla_global", whatsapp: "+821033442211" },
      postal_code: "63122",
      address: "55 Ildong-ro, Jeju-si, Jeju",
      address_detail: "Wellness Centre, 3F",
      country: "KR",
      city: "Jeju",
      homepage: "https://hallawellness.example",
      products_services:
        "Rehabilitation after joint and spine surgery, stroke rehabilitation, healthy-ageing stays of one to four weeks with Korean medicine, forest walks and sea therapy; pick-up at Jeju airport and family rooms.",
      main_business:
        "A rehabilitation and wellness hospital on Jeju island with 180 beds. Patients come to us after surgery in Seoul or Busan, and older guests stay for healthy-ageing programmes that combine rehabilitation medicine, Korean medicine and Jeju's forests and sea. We are looking for agencies that send patients for surgery in Korea and want a recovery stay after it.",
      staff_count: 320,
      annual_sales_2024: 38_000_000,
      korea_performance_since_2020: "",
      travelers_to_korea_since_2019: 1400,
      primary_sector: "wellness_spa",
      sub_sectors: ["korean_medicine"],
      participations: null,
      route: "website",
      purposes: ["partnership", "sales"],
    },
  }),
];

// ---- the site's pages (plain text: blank line = paragraph, "## " = subheading, "- " = list item) ----

export const MART_PAGE_SLUGS = ["overview", "venue", "program", "travelmart"] as const;

const KO_WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"] as const;

/** A Korea calendar day as people write it: "Wednesday, 3 June 2026" and "2026년 6월 3일(수)". */
function dayText(day: string): Text {
  const date = new Date(`${day}T00:00:00Z`);
  const en = new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
  const ko = `${date.getUTCFullYear()}년 ${date.getUTCMonth() + 1}월 ${date.getUTCDate()}일(${KO_WEEKDAYS[date.getUTCDay()]})`;
  return [en, ko];
}

/** What the mart's days are called in the pages. */
export type MartDays = { day1: string; day2: string; tour: string; deadline: string; requestsClose: string };

/** The edition's days counted from the seeding day (contracts/editions.ts, which the events listing reads too). */
export function martDays(today: string): MartDays {
  const day1 = addDays(today, MART_EDITION.meetingDays[0]);
  return {
    day1,
    day2: addDays(today, MART_EDITION.meetingDays[1]),
    tour: addDays(today, MART_EDITION.tourDay),
    deadline: addDays(day1, -7),
    requestsClose: addDays(day1, -1),
  };
}

const PAST_EDITIONS: Record<number, Text> = {
  2019: [
    "2019: the first mart at COEX, 48 buyers from 14 countries and 61 Korean sellers held 312 business meetings",
    "2019년: 코엑스에서 첫 트래블마트 개최, 14개국 바이어 48개사와 국내 셀러 61개사가 312건의 비즈니스 상담 진행",
  ],
  2020: [
    "2020: held online; 420 video meetings between buyers in 18 countries and Korean sellers",
    "2020년: 온라인 개최, 18개국 바이어와 국내 셀러 간 화상 상담 420건",
  ],
  2021: [
    "2021: online meetings plus a hybrid showcase of 30 hospitals streamed from Seoul",
    "2021년: 온라인 상담과 함께 서울에서 30개 병원의 온·오프라인 홍보관 생중계",
  ],
  2022: [
    "2022: back in the hall, with buyers from Central Asia and Mongolia as the largest group",
    "2022년: 오프라인 개최 재개, 중앙아시아와 몽골 바이어가 최대 규모로 참가",
  ],
  2023: [
    "2023: 96 buyers from 21 countries and the first familiarisation tour of Seoul hospitals",
    "2023년: 21개국 바이어 96개사 참가, 서울 병원 팸투어 첫 운영",
  ],
  2024: [
    "2024: 1,120 business meetings and the first on-site meeting records filed online",
    "2024년: 비즈니스 상담 1,120건, 현장 상담일지 온라인 작성 첫 도입",
  ],
  2025: [
    "2025: buyers from 24 countries; dental and wellness stays outside Seoul joined the mart",
    "2025년: 24개국 바이어 참가, 서울 외 지역의 치과·웰니스 상품 참가 확대",
  ],
};

type SitePageText = SeedSitePage & { slug: (typeof MART_PAGE_SLUGS)[number] };

/** The mart's four pages, with the mart's days written in. */
export function martSitePages(days: MartDays): SitePageText[] {
  const [day1En, day1Ko] = dayText(days.day1);
  const [day2En, day2Ko] = dayText(days.day2);
  const [tourEn, tourKo] = dayText(days.tour);
  const [deadlineEn, deadlineKo] = dayText(days.deadline);
  const [closeEn, closeKo] = dayText(days.requestsClose);
  const martYear = Number(days.day1.slice(0, 4));
  const past = [...MART_PAST_YEARS, MART_EVENT_YEAR].filter((year) => year < martYear);
  const pastEn = past.map((year) => `- ${PAST_EDITIONS[year]?.[0] ?? String(year)}`).join("\n");
  const pastKo = past.map((year) => `- ${PAST_EDITIONS[year]?.[1] ?? `${year}년`}`).join("\n");
  return [
    {
      slug: "overview",
      title: ["Overview", "행사 개요"],
      summary: [
        `Two days of pre-arranged business meetings between overseas medical tourism buyers and Korean hospitals, clinics and wellness providers: ${day1En} and ${day2En} at COEX, Seoul.`,
        `해외 의료관광 바이어와 국내 병원·의원·웰니스 기관이 사전 매칭된 비즈니스 상담을 진행하는 이틀: ${day1Ko}과 ${day2Ko}, 서울 코엑스.`,
      ],
      body: [
        [
          "The Seoul International Travel Mart for Medical Tourism (SITMMT) is where the people who send patients to Korea meet the people who care for them. Overseas buyers and Korean sellers meet at the sellers' tables in 30-minute business meetings booked before the mart, and on the second day the hall also opens to trade visitors for the BIMTC fair.",
          "## At a glance",
          [
            `- Dates: ${day1En} and ${day2En}, 09:30 to 18:00 (Korea time)`,
            "- Venue: COEX Hall C, Samseong-dong, Gangnam-gu, Seoul",
            "- Business meetings: 10:00 to 12:00 and 14:00 to 17:00 on both days, in 30-minute slots",
            `- Familiarisation tour of Seoul hospitals for buyers: ${tourEn}`,
            `- Applications close: ${deadlineEn}`,
          ].join("\n"),
          "## Who takes part",
          [
            "- Buyers: medical tourism agencies, facilitators, insurers, medical institutions and corporate buyers from abroad who bring patients and their families to Korea",
            "- Sellers: Korean hospitals, clinics, dental and dermatology practices, health check-up centres, Korean medicine and wellness providers, and the hotels and transport companies that look after international patients; companies abroad that sell Korean medical and wellness services take part as overseas sellers",
          ].join("\n"),
          "## Past editions",
          pastEn,
          "## Contact",
          "SITMMT secretariat: secretariat@sitmmt.example, +82 2 3456 7800 (weekdays 09:00 to 18:00, Korea time).",
        ].join("\n\n"),
        [
          "서울국제의료관광트래블마트(SITMMT)는 한국으로 환자를 보내는 사람들과 그 환자를 돌보는 사람들이 만나는 자리입니다. 해외 바이어와 국내 셀러는 행사 전에 예약한 30분 단위의 비즈니스 상담을 셀러 테이블에서 진행하며, 둘째 날에는 BIMTC 박람회로 전시장이 업계 관람객에게도 개방됩니다.",
          "## 한눈에 보기",
          [
            `- 일시: ${day1Ko}, ${day2Ko} 09:30–18:00 (한국 시간)`,
            "- 장소: 서울 강남구 삼성동 코엑스 C홀",
            "- 비즈니스 상담: 양일 10:00–12:00, 14:00–17:00 (30분 단위)",
            `- 바이어 대상 서울 병원 팸투어: ${tourKo}`,
            `- 참가 신청 마감: ${deadlineKo}`,
          ].join("\n"),
          "## 참가 대상",
          [
            "- 바이어: 환자와 가족을 한국으로 안내하는 해외 의료관광 에이전시, 유치업체, 보험사, 의료기관, 기업 바이어",
            "- 셀러: 국내 병원·의원, 치과·피부과, 건강검진센터, 한방·웰니스 기관, 외국인 환자를 돌보는 숙박·교통 업체. 해외에서 한국 의료·웰니스 상품을 판매하는 기업은 해외 셀러로 참가합니다.",
          ].join("\n"),
          "## 역대 행사",
          pastKo,
          "## 문의",
          "SITMMT 사무국: secretariat@sitmmt.example, 02-3456-7800 (평일 09:00–18:00, 한국 시간)",
        ].join("\n\n"),
      ],
    },
    {
      slug: "venue",
      title: ["Venue", "행사장 안내"],
      summary: [
        "COEX Hall C in Gangnam, Seoul: the business meeting tables, the fair and how to get there.",
        "서울 강남 코엑스 C홀: 상담 테이블과 박람회 배치, 오시는 길을 안내합니다.",
      ],
      body: [
        [
          "The mart takes place in Hall C on the first floor of COEX, the convention and exhibition centre in Samseong-dong, Gangnam-gu. The hall is set out with numbered seller tables (booths A-01 to A-60) along the business meeting zone; every meeting takes place at the seller's booth, whose number is in your meeting schedule.",
          "## In the hall",
          [
            "- Registration desk: at the Hall C entrance, open from 09:00; bring the e-mail with your badge number and your passport or business card",
            "- Business meeting zone (booths A-01 to A-60): the sellers' tables; a bell marks the start and the end of each 30-minute round",
            "- Buyers' lounge: coffee, a quiet place to prepare and printing of your schedule",
            "- BIMTC fair area: hospital and clinic booths open to trade visitors on the second day",
            "- Help desk: interpreters for Russian, Mongolian, Kazakh, Arabic, Japanese, Chinese and English on call",
            "- Cloakroom, prayer room and Wi-Fi (network SITMMT-GUEST, the password is on your badge)",
          ].join("\n"),
          "## Getting there",
          [
            "- Subway: Samseong station (Line 2), exits 5 and 6 lead straight into the COEX underground mall; Bongeunsa station (Line 9), exit 7",
            "- From the airports: limousine buses run from Incheon and Gimpo airports to COEX; the trip takes about 70 to 90 minutes from Incheon",
            '- Taxi: ask for "COEX, Hall C" (코엑스 C홀); drop-off is at the east gate',
            "- Parking: COEX car park, with a discount for registered participants at the registration desk",
          ].join("\n"),
          "## Where to stay",
          "Participants are offered rates at partner hotels within walking distance of COEX. Book through the link in your approval e-mail before the applications close; rooms are not held after that day.",
        ].join("\n\n"),
        [
          "트래블마트는 강남구 삼성동 코엑스 1층 C홀에서 열립니다. 비즈니스 상담 구역에는 번호가 붙은 셀러 테이블(부스 A-01~A-60)이 배치되며, 모든 상담은 셀러의 부스에서 진행됩니다. 부스 번호는 상담 일정에서 확인하실 수 있습니다.",
          "## 행사장 구성",
          [
            "- 등록 데스크: C홀 입구, 09:00부터 운영. 배지 번호가 적힌 안내 메일과 여권 또는 명함을 지참해 주세요.",
            "- 비즈니스 상담 구역(부스 A-01~A-60): 셀러 테이블. 30분 상담의 시작과 끝을 종소리로 알려 드립니다.",
            "- 바이어 라운지: 커피와 휴식 공간, 상담 일정 출력 서비스",
            "- BIMTC 박람회 구역: 둘째 날 업계 관람객에게 개방되는 병원·의원 전시 부스",
            "- 안내 데스크: 러시아어, 몽골어, 카자흐어, 아랍어, 일본어, 중국어, 영어 통역 상시 지원",
            "- 물품 보관소, 기도실, 무선 인터넷(네트워크 SITMMT-GUEST, 비밀번호는 배지에 표시)",
          ].join("\n"),
          "## 오시는 길",
          [
            "- 지하철: 2호선 삼성역 5·6번 출구에서 코엑스몰로 바로 연결, 9호선 봉은사역 7번 출구",
            "- 공항에서: 인천·김포공항에서 코엑스행 리무진 버스 운행, 인천공항에서 약 70~90분 소요",
            "- 택시: ‘코엑스 C홀’로 요청하시면 동문에서 하차하실 수 있습니다.",
            "- 주차: 코엑스 주차장 이용, 등록 데스크에서 참가자 주차 할인 가능",
          ].join("\n"),
          "## 숙박 안내",
          "코엑스에서 걸어갈 수 있는 협력 호텔의 참가자 특별 요금을 제공합니다. 승인 메일의 링크로 참가 신청 마감일 전까지 예약해 주세요. 마감일 이후에는 객실이 보장되지 않습니다.",
        ].join("\n\n"),
      ],
    },
    {
      slug: "program",
      title: ["Programme", "프로그램"],
      summary: [
        `Business meetings on ${day1En} and ${day2En}, the BIMTC fair on the second day and a hospital tour for buyers on ${tourEn}.`,
        `${day1Ko}과 ${day2Ko} 비즈니스 상담, 둘째 날 BIMTC 박람회, ${tourKo} 바이어 병원 팸투어.`,
      ],
      body: [
        [
          `## Day 1: ${day1En}`,
          [
            "- 09:00 Registration opens at the Hall C entrance",
            "- 09:30 Opening ceremony and welcome remarks",
            "- 10:00 to 12:00 Business meetings (rounds 1 to 4)",
            "- 12:00 to 14:00 Networking lunch and hospital presentations on the hall stage",
            "- 14:00 to 17:00 Business meetings (rounds 5 to 10)",
            "- 18:00 Welcome reception for buyers and sellers",
          ].join("\n"),
          `## Day 2: ${day2En}`,
          [
            "- 09:30 Hall opens; the BIMTC fair opens to trade visitors",
            "- 10:00 to 12:00 Business meetings (rounds 1 to 4)",
            "- 12:10 to 13:30 Lunch seminar: medical visas, aftercare at home and looking after patients' families in Korea",
            "- 14:00 to 17:00 Business meetings (rounds 5 to 10)",
            "- 17:00 to 18:00 Meeting records and closing; the organisers thank the participants",
          ].join("\n"),
          `## Familiarisation tour: ${tourEn} (buyers)`,
          "Approved buyers may join a one-day visit to the international patient centres of participating hospitals in Seoul, with a health check-up centre, a Korean medicine hospital and a wellness stay on the way. Places are limited; sign up at the buyers' lounge on the first day.",
          "Times are Korea time (UTC+9). The programme may change; the latest version is always on this page.",
        ].join("\n\n"),
        [
          `## 첫째 날: ${day1Ko}`,
          [
            "- 09:00 C홀 입구 등록 시작",
            "- 09:30 개막식 및 환영사",
            "- 10:00–12:00 비즈니스 상담(1~4회차)",
            "- 12:00–14:00 네트워킹 오찬 및 무대 병원 소개",
            "- 14:00–17:00 비즈니스 상담(5~10회차)",
            "- 18:00 바이어·셀러 환영 리셉션",
          ].join("\n"),
          `## 둘째 날: ${day2Ko}`,
          [
            "- 09:30 전시장 개장, BIMTC 박람회 업계 관람객 입장",
            "- 10:00–12:00 비즈니스 상담(1~4회차)",
            "- 12:10–13:30 오찬 세미나: 의료 비자, 귀국 후 사후 관리, 환자 가족 지원",
            "- 14:00–17:00 비즈니스 상담(5~10회차)",
            "- 17:00–18:00 상담일지 작성 및 폐막",
          ].join("\n"),
          `## 팸투어: ${tourKo} (바이어)`,
          "승인된 바이어는 서울 참가 병원의 국제진료센터를 방문하는 1일 팸투어에 참여할 수 있으며, 건강검진센터, 한방병원, 웰니스 시설도 함께 둘러봅니다. 인원이 한정되어 있으니 첫째 날 바이어 라운지에서 신청해 주세요.",
          "모든 시간은 한국 시간(UTC+9) 기준입니다. 프로그램은 변경될 수 있으며 최신 일정은 이 페이지에서 안내합니다.",
        ].join("\n\n"),
      ],
    },
    {
      slug: "travelmart",
      title: ["Travel mart: 1:1 business meetings", "트래블마트: 1:1 비즈니스 상담"],
      summary: [
        "How buyers and sellers apply, book their 30-minute meetings and record what came of them.",
        "바이어와 셀러의 참가 신청, 30분 상담 예약, 상담 결과 기록 방법을 안내합니다.",
      ],
      body: [
        [
          "At the travel mart every meeting is booked before the mart: a buyer and a seller agree on a 30-minute slot, and meet at the seller's booth on the day. Operators also match companies that asked to meet each other.",
          "## Who may apply",
          [
            "- Buyers: companies abroad that send or accompany patients and travellers to Korea for medical care, check-ups or wellness: travel agencies, medical facilitators, insurers, medical institutions, corporate and government buyers",
            "- Domestic sellers: Korean hospitals and clinics registered to receive international patients, health check-up centres, Korean medicine and wellness providers, and the hotels, transport and facilitation companies that serve them",
            "- Overseas sellers: companies registered abroad that sell Korean medical and wellness services",
            "- Each company applies once, with one business accreditation account; applications are checked by the organisers",
          ].join("\n"),
          "## How it works",
          [
            "- Register a business accreditation account as a buyer or a seller",
            "- Fill in your company profile in Korean and English, with your logo and company documents",
            `- Apply to take part by ${deadlineEn}; you will receive an e-mail when your application is decided`,
            `- Once approved, browse the other side's companies and send meeting requests with your preferred time, the number of attendees and a message, until ${closeEn}`,
            "- The receiving company confirms or declines; a time you mark as unavailable cannot be booked",
            "- Download your confirmed meetings as a calendar file and check the booth numbers before the day",
          ].join("\n"),
          "## Rules for meetings",
          [
            "- Meetings last 30 minutes: 10:00 to 12:00 and 14:00 to 17:00 on both days",
            "- A company has at most one confirmed meeting in a slot, and the same two companies meet once",
            "- To cancel a confirmed meeting, ask the other company; it is cancelled when they accept",
            "- After each meeting both companies file an on-site meeting record: whether it took place, the main content, the chance of a contract, the estimated scale and your satisfaction",
          ].join("\n"),
          "## Support for buyers",
          "Approved overseas buyers may receive support for their stay in Seoul during the mart, subject to the organisers' budget. The details are sent with the approval e-mail.",
        ].join("\n\n"),
        [
          "트래블마트의 모든 상담은 행사 전에 예약됩니다. 바이어와 셀러가 30분 단위의 상담 시간을 정하고, 행사 당일 셀러 부스에서 만납니다. 서로 만나기를 원하는 기업은 운영 사무국이 직접 매칭하기도 합니다.",
          "## 신청 자격",
          [
            "- 바이어: 진료, 건강검진, 웰니스를 위해 한국으로 환자와 여행객을 보내거나 인솔하는 해외 기업(여행사, 의료관광 유치업체, 보험사, 의료기관, 기업·정부 바이어)",
            "- 국내 셀러: 외국인 환자 유치기관으로 등록된 국내 병원·의원, 건강검진센터, 한방·웰니스 기관, 이들과 함께하는 숙박·교통·유치 업체",
            "- 해외 셀러: 한국 의료·웰니스 상품을 판매하는 해외 등록 기업",
            "- 기업당 하나의 비즈니스 인증 계정으로 한 번 신청하며, 운영 사무국의 심사를 거칩니다.",
          ].join("\n"),
          "## 참가 절차",
          [
            "- 바이어 또는 셀러로 비즈니스 인증 계정을 등록합니다.",
            "- 국문·영문 기업 정보를 로고, 회사 소개 자료와 함께 작성합니다.",
            `- ${deadlineKo}까지 참가를 신청하면 심사 결과를 메일로 알려 드립니다.`,
            `- 승인 후 ${closeKo}까지 상대 기업을 찾아 희망 시간, 참석 인원, 메시지를 담아 상담을 요청합니다.`,
            "- 요청을 받은 기업이 수락하거나 거절합니다. 상담 불가로 표시한 시간에는 예약할 수 없습니다.",
            "- 확정된 상담은 캘린더 파일로 내려받고, 행사 전에 부스 번호를 확인해 주세요.",
          ].join("\n"),
          "## 상담 규칙",
          [
            "- 상담은 30분이며 양일 10:00–12:00, 14:00–17:00에 진행됩니다.",
            "- 한 기업은 같은 시간에 하나의 상담만 확정할 수 있고, 같은 두 기업의 상담은 한 번만 가능합니다.",
            "- 확정된 상담을 취소하려면 상대 기업에 취소를 요청하고, 상대가 수락하면 취소됩니다.",
            "- 상담 후에는 양측 모두 현장 상담일지(진행 여부, 주요 내용, 계약 가능성, 예상 규모, 만족도)를 작성합니다.",
          ].join("\n"),
          "## 바이어 지원",
          "승인된 해외 바이어에게는 예산 범위 안에서 행사 기간 서울 체재를 지원할 수 있습니다. 자세한 내용은 승인 메일로 안내해 드립니다.",
        ].join("\n\n"),
      ],
    },
  ];
}

// ---- the site's boards ----

export const MART_NOTICES: readonly SeedPost[] = [
  {
    pinned: true,
    ageDays: 2,
    title: ["Buyer and seller applications are open", "바이어·셀러 참가 신청 접수 중"],
    content: [
      "Applications for this year's travel mart are open. Register a business accreditation account, fill in your company profile in Korean and English and apply from My page.\n\nApplications close one week before the mart. The organisers check every application and tell you the result by e-mail; once approved you can browse the other companies and request meetings.",
      "올해 트래블마트 참가 신청을 받고 있습니다. 비즈니스 인증 계정을 등록하고 국문·영문 기업 정보를 작성한 뒤 마이페이지에서 신청해 주세요.\n\n신청은 행사 1주일 전에 마감됩니다. 운영 사무국이 모든 신청을 심사해 결과를 메일로 알려 드리며, 승인 후 참가 기업을 살펴보고 상담을 요청하실 수 있습니다.",
    ],
  },
  {
    ageDays: 5,
    title: ["The meeting scheduler is open", "상담 일정 예약 시스템 오픈"],
    content: [
      "Approved companies can now request 30-minute business meetings. Pick a company in the business list, choose a free time and send your request with the number of attendees and a short message.\n\nThe receiving company confirms or declines. Mark the times when you cannot meet as unavailable, so nobody books them.",
      "승인된 기업은 이제 30분 비즈니스 상담을 요청할 수 있습니다. 참가 기업 목록에서 기업을 선택하고 가능한 시간을 골라 참석 인원과 간단한 메시지를 담아 요청하세요.\n\n요청을 받은 기업이 수락하거나 거절합니다. 상담할 수 없는 시간은 상담 불가로 표시해 예약되지 않도록 해 주세요.",
    ],
  },
  {
    ageDays: 9,
    title: ["Interpreters at the mart", "행사장 통역 지원 안내"],
    content: [
      "Interpreters for Russian, Mongolian, Kazakh, Arabic, Japanese, Chinese and English are on call at the help desk in Hall C. If you need an interpreter for a booked meeting, tell us in the meeting's message and we will send one to the booth.",
      "C홀 안내 데스크에 러시아어, 몽골어, 카자흐어, 아랍어, 일본어, 중국어, 영어 통역사가 상주합니다. 예약된 상담에 통역이 필요하시면 상담 메시지에 적어 주세요. 해당 부스로 통역사를 보내 드립니다.",
    ],
  },
  {
    ageDays: 16,
    title: ["Hotel rates for participants", "참가자 호텔 특별 요금 안내"],
    content: [
      "Partner hotels near COEX offer special rates to registered participants. The attached list shows the hotels, the rates and how to book.\n\nRooms are held until the application deadline.",
      "코엑스 인근 협력 호텔에서 등록 참가자에게 특별 요금을 제공합니다. 호텔, 요금, 예약 방법은 첨부 파일을 확인해 주세요.\n\n객실은 참가 신청 마감일까지 확보되어 있습니다.",
    ],
    pdf: {
      name: "sitmmt-partner-hotels.pdf",
      lines: [
        "SITMMT partner hotels (walking distance to COEX)",
        "Hotel A - standard double from KRW 189,000",
        "Hotel B - standard double from KRW 165,000",
        "Hotel C - residence studio from KRW 142,000",
        "Book with the code in your approval e-mail",
      ],
    },
  },
];

export const MART_FAQ: readonly SeedPost[] = [
  {
    ageDays: 20,
    title: ["Who can take part as a buyer or a seller?", "누가 바이어나 셀러로 참가할 수 있나요?"],
    content: [
      "Buyers are companies abroad that send patients and travellers to Korea: agencies, facilitators, insurers, medical institutions and corporate or government buyers. Sellers are Korean hospitals, clinics and wellness providers and the companies that serve international patients; companies abroad that sell Korean medical services take part as overseas sellers.",
      "바이어는 한국으로 환자와 여행객을 보내는 해외 기업(에이전시, 유치업체, 보험사, 의료기관, 기업·정부 바이어)입니다. 셀러는 국내 병원·의원, 웰니스 기관과 외국인 환자를 돕는 기업이며, 한국 의료 상품을 판매하는 해외 기업은 해외 셀러로 참가합니다.",
    ],
  },
  {
    ageDays: 20,
    title: ["How long is a business meeting?", "비즈니스 상담 시간은 얼마나 되나요?"],
    content: [
      "Each meeting lasts 30 minutes. Meetings run from 10:00 to 12:00 and from 14:00 to 17:00 on both mart days, at the seller's booth.",
      "상담은 회당 30분입니다. 양일 모두 10:00–12:00, 14:00–17:00에 셀러 부스에서 진행됩니다.",
    ],
  },
  {
    ageDays: 19,
    title: ["Can I cancel a confirmed meeting?", "확정된 상담을 취소할 수 있나요?"],
    content: [
      "Yes. Open the meeting in your schedule and ask to cancel it with a short reason. The other company accepts or declines; the meeting is cancelled once they accept.",
      "네. 상담 일정에서 해당 상담을 열고 사유와 함께 취소를 요청하세요. 상대 기업이 수락하면 상담이 취소됩니다.",
    ],
  },
  {
    ageDays: 18,
    title: ["Do I have to file a meeting record?", "상담일지를 꼭 작성해야 하나요?"],
    content: [
      "Yes, both companies file an on-site meeting record after each meeting: whether it took place, its main content, the chance of a contract, the estimated scale and your satisfaction. The records help the organisers support the partnerships that start at the mart.",
      "네, 상담 후 양측 모두 현장 상담일지(진행 여부, 주요 내용, 계약 가능성, 예상 규모, 만족도)를 작성합니다. 상담일지는 트래블마트에서 시작된 협력을 사무국이 지원하는 데 활용됩니다.",
    ],
  },
];

export const MART_PRESS: readonly SeedPost[] = [
  {
    ageDays: 4,
    title: [
      "Medical travel mart returns to Seoul with buyers from 20 countries",
      "의료관광 트래블마트, 20개국 바이어와 함께 서울에서 개최",
    ],
    content: [
      "The Seoul International Travel Mart for Medical Tourism returns to COEX with buyers from 20 countries and more than 60 Korean hospitals, clinics and wellness providers. Over two days they will hold pre-arranged one-to-one business meetings.\n\nThis year the mart adds dental and wellness stays outside Seoul and a familiarisation tour of Seoul hospitals for buyers.",
      "서울국제의료관광트래블마트가 20개국 바이어와 60여 개 국내 병원·의원·웰니스 기관이 참가한 가운데 코엑스에서 열립니다. 참가 기업은 이틀간 사전 매칭된 1:1 비즈니스 상담을 진행합니다.\n\n올해는 서울 외 지역의 치과·웰니스 상품이 새로 참가하며, 바이어를 위한 서울 병원 팸투어도 운영됩니다.",
    ],
    pdf: {
      name: "sitmmt-press-release.pdf",
      lines: [
        "Press release - Seoul International Travel Mart for Medical Tourism",
        "Buyers from 20 countries, more than 60 Korean sellers",
        "Two days of one-to-one business meetings at COEX Hall C",
      ],
    },
  },
  {
    ageDays: 11,
    title: ["Kazakhstan and Mongolia lead buyer registrations", "카자흐스탄·몽골, 바이어 등록 선두"],
    content: [
      "Agencies and facilitators from Kazakhstan and Mongolia make up the largest groups of registered buyers this year, followed by Uzbekistan, Vietnam and the United Arab Emirates.\n\nCancer care, cardiology, joint surgery and health check-ups are the treatments buyers ask about most.",
      "올해 등록 바이어 중 카자흐스탄과 몽골의 에이전시·유치업체가 가장 많았으며, 우즈베키스탄, 베트남, 아랍에미리트가 뒤를 이었습니다.\n\n바이어들이 가장 많이 문의한 분야는 암 치료, 심장 질환, 관절 수술, 건강검진입니다.",
    ],
  },
  {
    ageDays: 25,
    title: [
      "Seoul hospitals open their international patient centres to buyers",
      "서울 병원들, 바이어에게 국제진료센터 공개",
    ],
    content: [
      "On the day after the mart, approved buyers can visit the international patient centres of participating hospitals, a health check-up centre and a Korean medicine hospital, and meet the coordinators who look after foreign patients.",
      "트래블마트 다음 날, 승인된 바이어는 참가 병원의 국제진료센터와 건강검진센터, 한방병원을 방문해 외국인 환자를 담당하는 코디네이터를 만날 수 있습니다.",
    ],
  },
  {
    ageDays: 40,
    title: ["Last year's mart in numbers", "숫자로 보는 지난 트래블마트"],
    content: [
      "Last year 1,120 business meetings were held between buyers from 24 countries and Korean sellers. Nine out of ten buyers said they would come back, and one meeting in five was recorded with a high chance of a contract.",
      "지난해에는 24개국 바이어와 국내 셀러 간 1,120건의 비즈니스 상담이 진행되었습니다. 바이어 10명 중 9명이 재참가 의사를 밝혔으며, 상담 5건 중 1건이 계약 가능성 높음으로 기록되었습니다.",
    ],
  },
];

export const MART_MEDIA: readonly SeedPost[] = [
  {
    ageDays: 3,
    image: catalogImage("wellness-spa"),
    title: ["Highlights of last year's mart", "지난 트래블마트 하이라이트"],
    content: [
      "Two days in three minutes: the opening ceremony, the business meeting zone and the hospital presentations on the hall stage.",
      "개막식, 비즈니스 상담 구역, 무대 병원 소개까지 이틀간의 현장을 3분 영상으로 담았습니다.",
    ],
  },
  {
    ageDays: 8,
    image: catalogImage("tour-palace"),
    title: ["Photo gallery: the welcome reception", "사진으로 보는 환영 리셉션"],
    content: [
      "Buyers and sellers met again over dinner after the first day of meetings, with a traditional music performance.",
      "첫째 날 상담을 마친 바이어와 셀러가 전통 음악 공연과 함께하는 만찬에서 다시 만났습니다.",
    ],
  },
  {
    ageDays: 14,
    image: catalogImage("culture-hanok"),
    title: ["Interview: what buyers look for in a Korean hospital", "인터뷰: 바이어가 한국 병원에서 찾는 것"],
    content: [
      "A facilitator from Ulaanbaatar and an agency manager from Almaty talk about clear package prices, coordinators who speak their patients' language and follow-up care at home.",
      "울란바토르의 유치업체 대표와 알마티의 에이전시 매니저가 명확한 패키지 가격, 환자의 언어를 구사하는 코디네이터, 귀국 후 사후 관리의 중요성을 이야기합니다.",
    ],
  },
  {
    ageDays: 30,
    image: catalogImage("tour-mountain-road"),
    title: ["Webinar recording: medical visas for Korea", "웨비나 다시 보기: 한국 의료 비자"],
    content: [
      "How patients and the family members who travel with them apply for a medical visa, how long it takes and which documents the hospital provides.",
      "환자와 동반 가족의 의료 비자 신청 방법, 소요 기간, 병원이 발급하는 서류를 안내합니다.",
    ],
  },
];

export const MART_BOARDS: readonly SeedBoard[] = [
  { type: "notice", name: ["Notices", "공지사항"], posts: MART_NOTICES },
  { type: "faq", name: ["FAQ", "자주 묻는 질문"], posts: MART_FAQ },
  { type: "press", name: ["Press releases", "보도자료"], posts: MART_PRESS },
  { type: "media", name: ["Media", "미디어"], posts: MART_MEDIA },
];

// ---- slots and meetings ----

export const MART_MORNING = ["10:00", "10:30", "11:00", "11:30"] as const;
export const MART_AFTERNOON = ["14:00", "14:30", "15:00", "15:30", "16:00", "16:30"] as const;
/** The past day's slots, so that held meetings and their records can be shown. */
export const MART_PAST_SLOTS = ["10:00", "10:30", "11:00", "11:30"] as const;
export const MART_PAST_DAY_OFFSET = -7;

const plus30 = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const total = hours * 60 + minutes + 30;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
};

// ---- small pictures for the logos and banners ----

type Rgb = readonly [number, number, number];

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.byteLength);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([head, body, tail]);
}

/** A valid RGB PNG: a frame of `accent` around `primary`, with an accent bar across (logos and banners alike). */
export function demoPng(width: number, height: number, primary: Rgb, accent: Rgb): Buffer {
  const border = Math.max(2, Math.round(Math.min(width, height) / 12));
  const row = width * 3 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * row] = 0;
    const bar = Math.abs(y - height / 2) < border / 2;
    for (let x = 0; x < width; x += 1) {
      const edge = x < border || y < border || x >= width - border || y >= height - border;
      const [r, g, b] = edge || (bar && x > width / 4 && x < (width * 3) / 4) ? accent : primary;
      const at = y * row + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(raw)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

// ---- the steps ----

/**
 * Inserts demo accounts the seed does not have yet (an address already taken stays as it is), one at a time (see
 * seedAccountRow).
 */
export async function insertSeedAccounts(tx: SeedTx, list: readonly SeedAccount[]): Promise<void> {
  const now = new Date();
  const rows: (typeof accounts.$inferInsert)[] = [];
  for (const account of list) rows.push(await seedAccountRow(account, now));
  if (rows.length > 0) await tx.insert(accounts).values(rows).onConflictDoNothing();
}

async function companyIds(tx: SeedTx): Promise<Record<string, number>> {
  const rows = await tx
    .select({ id: martCompanies.id, email: accounts.email })
    .from(martCompanies)
    .innerJoin(accounts, eq(accounts.id, martCompanies.accountId))
    .where(
      inArray(
        accounts.email,
        MART_SEED_COMPANIES.map((company) => company.email),
      ),
    );
  return Object.fromEntries(rows.map((row) => [row.email, row.id]));
}

const idOf = (ids: Record<string, number>, email: string) => {
  const id = ids[email];
  if (id === undefined) throw new Error(`seed: no company of ${email}`);
  return id;
};

/**
 * Inserts the demo companies (profile, logo, banner, document and, unless `applies` is false, an application approved
 * for `fair`'s current edition) of accounts the seed already made; `first` counts on from the companies inserted
 * before, for their dates.
 */
export async function insertSeedCompanies(
  tx: SeedTx,
  fair: Fair,
  companies: readonly SeedCompany[],
  first: number,
): Promise<void> {
  const now = new Date();
  const adminId = await seedAccountId(tx, "admin", SEED_ADMIN_EMAIL);
  for (const [offset, seedCompany] of companies.entries()) {
    const index = first + offset;
    const accountId = await seedAccountId(tx, "accreditation", seedCompany.email);
    const [account] = await tx.select({ type: accounts.type }).from(accounts).where(eq(accounts.id, accountId));
    const { profile } = seedCompany;
    const role = account?.type === "buyer" ? "buyer" : "seller";
    const origin =
      role === "buyer" ? (profile.origin ?? "overseas") : account?.type === "seller_overseas" ? "overseas" : "domestic";
    const created = daysFrom(now, -40 + index);
    const [company] = await tx
      .insert(martCompanies)
      .values({
        accountId,
        role,
        origin,
        nameKo: profile.name_ko,
        nameEn: profile.name_en,
        contactName: profile.contact_name,
        department: profile.department,
        position: profile.position,
        phone: profile.phone,
        mobile: profile.mobile,
        contactEmail: profile.contact_email,
        languages: [...profile.languages],
        socialIds: Object.fromEntries(
          Object.entries(profile.social_ids).filter((entry): entry is [string, string] => Boolean(entry[1])),
        ),
        postalCode: profile.postal_code,
        address: profile.address,
        addressDetail: profile.address_detail,
        continent: profile.continent,
        country: profile.country,
        city: profile.city,
        timeZone: profile.time_zone,
        homepage: profile.homepage,
        productsServices: profile.products_services,
        mainBusiness: profile.main_business,
        staffCount: profile.staff_count,
        annualSales2024: profile.annual_sales_2024,
        koreaPerformanceSince2020: profile.korea_performance_since_2020,
        travelersToKoreaSince2019: profile.travelers_to_korea_since_2019,
        buyerCategory: role === "buyer" ? profile.buyer_category : null,
        buyerType: role === "buyer" ? profile.buyer_type : null,
        primarySector: profile.primary_sector,
        subSectors: [...profile.sub_sectors],
        participatedBefore: profile.participated_before,
        participationCount: profile.participation_count,
        route: profile.route,
        purposes: [...profile.purposes],
        boothNo: seedCompany.booth ?? null,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: martCompanies.id });
    if (!company) throw new Error(`seed: company of ${seedCompany.email} was not inserted`);
    const [primary, accent] = seedCompany.colours;
    const logo = demoPng(96, 96, primary, accent);
    const banner = demoPng(640, 160, accent, primary);
    const document = tinyPdf(seedCompany.document.lines);
    const slug = seedCompany.document.name.replace(/\.pdf$/, "");
    await tx.insert(martFiles).values([
      {
        companyId: company.id,
        kind: "logo",
        name: `${slug}-logo.png`,
        mime: "image/png",
        size: logo.byteLength,
        data: logo,
        createdAt: created,
      },
      {
        companyId: company.id,
        kind: "banner",
        name: `${slug}-banner.png`,
        mime: "image/png",
        size: banner.byteLength,
        data: banner,
        createdAt: created,
      },
      {
        companyId: company.id,
        kind: "document",
        name: seedCompany.document.name,
        mime: "application/pdf",
        size: document.byteLength,
        data: document,
        createdAt: created,
      },
    ]);
    if (seedCompany.applies !== false) {
      await insertApprovedApplication(tx, { companyId: company.id, role, fair, index, adminId, now });
    }
  }
}

/** What the demo companies wrote when they applied, by fair and role. */
const APPLICATION_MESSAGES: Record<Fair, Record<MartRole, string>> = {
  sitmmt: {
    buyer: "We would like to meet hospitals and clinics with coordinators for our patients' languages.",
    seller: "We would like to meet agencies and facilitators from Central Asia and Mongolia.",
  },
  mice: {
    buyer:
      "We are looking for Korean venues, convention bureaus and DMCs for our clients' congresses and incentive trips.",
    seller: "We would like to meet meeting and incentive planners who are choosing a destination in Asia.",
  },
};

/** An application to the fair's current edition, approved by the demo operator; `index` spaces the dates. */
async function insertApprovedApplication(
  tx: SeedTx,
  item: { companyId: number; role: MartRole; fair: Fair; index: number; adminId: number; now: Date },
): Promise<void> {
  await tx.insert(martApplications).values({
    companyId: item.companyId,
    fair: item.fair,
    eventYear: editionOf(item.fair).year,
    status: "approved",
    message: APPLICATION_MESSAGES[item.fair][item.role],
    operatorNote: "Profile and documents checked.",
    submittedAt: daysFrom(item.now, -35 + item.index),
    decidedAt: daysFrom(item.now, -30 + item.index),
    decidedBy: item.adminId,
  });
}

/**
 * Approves demo companies that already exist (those of `emails`) for a fair's current edition, as operators would
 * after their application; `first` counts on from the applications written before, for their dates.
 */
export async function approveSeedCompanies(
  tx: SeedTx,
  fair: Fair,
  emails: readonly string[],
  first: number,
): Promise<void> {
  const now = new Date();
  const adminId = await seedAccountId(tx, "admin", SEED_ADMIN_EMAIL);
  for (const [offset, email] of emails.entries()) {
    const [company] = await tx
      .select({ id: martCompanies.id, role: martCompanies.role })
      .from(martCompanies)
      .innerJoin(accounts, eq(accounts.id, martCompanies.accountId))
      .where(and(eq(accounts.area, "accreditation"), eq(accounts.email, email)));
    if (!company) throw new Error(`seed: no company of ${email}`);
    const item = { companyId: company.id, role: company.role, fair, index: first + offset, adminId, now };
    await insertApprovedApplication(tx, item);
  }
}

export const MART_SEED_STEPS: SeedStep[] = [
  {
    name: "mart-accounts-v1",
    run: (tx) =>
      insertSeedAccounts(
        tx,
        MART_SEED_ACCOUNTS.filter((item) => !isLater(item)),
      ),
  },
  {
    name: "mart-companies-v1",
    run: (tx) =>
      insertSeedCompanies(
        tx,
        "sitmmt",
        MART_SEED_COMPANIES.filter((item) => !isLater(item)),
        0,
      ),
  },
  {
    name: "mart-meetings-v1",
    run: async (tx) => {
      const now = new Date();
      const today = shopToday(now);
      const { day1, day2 } = martDays(today);
      const pastDay = addDays(today, MART_PAST_DAY_OFFSET);
      const slotRows = [
        ...[day1, day2].flatMap((day) => [...MART_MORNING, ...MART_AFTERNOON].map((start) => ({ day, start }))),
        ...MART_PAST_SLOTS.map((start) => ({ day: pastDay, start })),
      ];
      const slots = await tx
        .insert(martSlots)
        .values(
          slotRows.map(({ day, start }) => ({
            eventYear: MART_EVENT_YEAR,
            day,
            startTime: start,
            endTime: plus30(start),
            createdAt: daysFrom(now, -20),
          })),
        )
        .returning({ id: martSlots.id, day: martSlots.day, start: martSlots.startTime });
      const slotId = (day: string, start: string) => {
        const slot = slots.find((row) => row.day === day && row.start === start);
        if (!slot) throw new Error(`seed: no slot ${day} ${start}`);
        return slot.id;
      };
      const ids = await companyIds(tx);
      const [buyer1, buyer2, seller1, seller2] = [
        MART_BUYER1_EMAIL,
        MART_BUYER2_EMAIL,
        MART_SELLER1_EMAIL,
        MART_SELLER2_EMAIL,
      ].map((email) => idOf(ids, email)) as [number, number, number, number];
      const booth = (email: string) => MART_SEED_COMPANIES.find((company) => company.email === email)?.booth ?? null;
      const adminId = await seedAccountId(tx, "admin", SEED_ADMIN_EMAIL);
      const meetings = await tx
        .insert(martMeetings)
        .values([
          {
            slotId: slotId(day1, "10:00"),
            buyerId: buyer1,
            sellerId: seller1,
            requestedBy: "buyer",
            status: "confirmed",
            attendees: 2,
            boothNo: booth(MART_SELLER1_EMAIL),
            message:
              "We would like to discuss package prices for cardiac check-ups and a Russian-speaking coordinator for our patients.",
            confirmedAt: daysFrom(now, -3),
            createdAt: daysFrom(now, -4),
            updatedAt: daysFrom(now, -3),
          },
          {
            slotId: slotId(day1, "10:30"),
            buyerId: buyer2,
            sellerId: seller1,
            requestedBy: "buyer",
            status: "requested",
            attendees: 1,
            boothNo: booth(MART_SELLER1_EMAIL),
            message:
              "We refer orthopaedic patients from Ulaanbaatar and would like to learn about your joint replacement packages.",
            createdAt: daysFrom(now, -1),
            updatedAt: daysFrom(now, -1),
          },
          {
            slotId: slotId(day2, "14:00"),
            buyerId: buyer1,
            sellerId: seller2,
            requestedBy: "operator",
            status: "admin_matching",
            attendees: 2,
            boothNo: booth(MART_SELLER2_EMAIL),
            message: "Matched by the organisers: dental and wellness stays in Busan for Kazakh travellers.",
            matchedBy: adminId,
            confirmedAt: daysFrom(now, -2),
            createdAt: daysFrom(now, -2),
            updatedAt: daysFrom(now, -2),
          },
          {
            slotId: slotId(pastDay, "10:00"),
            buyerId: buyer2,
            sellerId: seller2,
            requestedBy: "seller",
            status: "confirmed",
            attendees: 2,
            boothNo: booth(MART_SELLER2_EMAIL),
            message: "Let us show you our implant and wellness packages and the ferry connections to Busan.",
            confirmedAt: daysFrom(now, -12),
            createdAt: daysFrom(now, -13),
            updatedAt: daysFrom(now, -12),
          },
        ])
        .returning({ id: martMeetings.id, slotId: martMeetings.slotId });
      const held = meetings.find((meeting) => meeting.slotId === slotId(pastDay, "10:00"));
      if (!held) throw new Error("seed: the past meeting was not inserted");
      const filed = daysFrom(now, MART_PAST_DAY_OFFSET + 0.3);
      await tx.insert(martMeetingRecords).values([
        {
          meetingId: held.id,
          companyId: buyer2,
          role: "buyer",
          tookPlace: true,
          meetingType: "pre_arranged",
          mainContent:
            "Implant and orthodontic packages with a wellness stay in Haeundae; prices for groups of 5 to 10 patients; the online x-ray review before travel.",
          contractPossibility: "high",
          clientImportance: "high",
          visitorScale: "under_1000",
          contractAmount: "10001_30000",
          satisfaction: 5,
          comment:
            "Clear prices and a Mongolian-speaking coordinator in Busan. We will send a first group in the autumn.",
          createdAt: filed,
          updatedAt: filed,
        },
        {
          meetingId: held.id,
          companyId: seller2,
          role: "seller",
          tookPlace: true,
          meetingType: "pre_arranged",
          mainContent:
            "Presented dental and wellness packages and flights from Ulaanbaatar to Busan; agreed to draft a referral agreement.",
          contractPossibility: "high",
          clientImportance: "medium",
          visitorScale: "1000_5000",
          contractAmount: "30001_50000",
          satisfaction: 4,
          comment:
            "A well-prepared buyer with doctors of its own; follow up with the agreement draft within two weeks.",
          createdAt: filed,
          updatedAt: filed,
        },
      ]);
    },
  },
  {
    // issue 18: each demo buyer already meets both first sellers, so a third one is left for them to request
    name: "mart-seller3-v1",
    run: async (tx) => {
      await insertSeedAccounts(tx, MART_SEED_ACCOUNTS.filter(isLater));
      const earlier = MART_SEED_COMPANIES.filter((item) => !isLater(item)).length;
      await insertSeedCompanies(tx, "sitmmt", MART_SEED_COMPANIES.filter(isLater), earlier);
    },
  },
  {
    // issue 22: the MICE fair's exhibitors and buyers share the mart's companies; two mart sellers exhibit there too
    name: "mice-companies-v1",
    run: async (tx) => {
      await insertSeedAccounts(tx, MICE_COMPANY_ACCOUNTS);
      await insertSeedCompanies(tx, "mice", MICE_SEED_COMPANIES, 0);
      await approveSeedCompanies(tx, "mice", MICE_MART_SELLER_EMAILS, MICE_SEED_COMPANIES.length);
    },
  },
  {
    // issue 22: the MICE fair's meeting slots on its days, each exhibitor's booth on its MICE application (the two
    // mart sellers get booths of their own there), and one confirmed and one requested meeting of a demo buyer
    name: "mice-meetings-v1",
    run: async (tx) => {
      const now = new Date();
      const today = shopToday(now);
      const days = MICE_EDITION.fairDays.map((offset) => addDays(today, offset));
      const slots = await tx
        .insert(martSlots)
        .values(
          days.flatMap((day) =>
            [...MART_MORNING, ...MART_AFTERNOON].map((start) => ({
              fair: "mice" as const,
              eventYear: FAIR_YEARS.mice,
              day,
              startTime: start,
              endTime: plus30(start),
              createdAt: daysFrom(now, -10),
            })),
          ),
        )
        .returning({ id: martSlots.id, day: martSlots.day, start: martSlots.startTime });
      const booths: [string, string][] = [
        ...MICE_SEED_COMPANIES.flatMap((company) =>
          company.booth ? [[company.email, company.booth] as [string, string]] : [],
        ),
        [MART_SELLER1_EMAIL, "M-10"],
        [MART_SELLER2_EMAIL, "M-11"],
      ];
      const ids: Record<string, number> = {};
      for (const [email, booth] of [...booths, [MICE_BUYER1_EMAIL, ""] as [string, string]]) {
        const [company] = await tx
          .select({ id: martCompanies.id })
          .from(martCompanies)
          .innerJoin(accounts, eq(accounts.id, martCompanies.accountId))
          .where(and(eq(accounts.area, "accreditation"), eq(accounts.email, email)));
        if (!company) throw new Error(`seed: no company of ${email}`);
        ids[email] = company.id;
        if (!booth) continue;
        await tx
          .update(martApplications)
          .set({ boothNo: booth })
          .where(
            and(
              eq(martApplications.companyId, company.id),
              eq(martApplications.fair, "mice"),
              eq(martApplications.eventYear, FAIR_YEARS.mice),
            ),
          );
      }
      const slotId = (day: number, start: string) => {
        const slot = slots.find((row) => row.day === days[day] && row.start === start);
        if (!slot) throw new Error(`seed: no MICE slot on day ${day} at ${start}`);
        return slot.id;
      };
      const buyer = idOf(ids, MICE_BUYER1_EMAIL);
      await tx.insert(martMeetings).values([
        {
          fair: "mice",
          slotId: slotId(0, "10:30"),
          buyerId: buyer,
          sellerId: idOf(ids, miceSellerEmail(1)),
          requestedBy: "buyer",
          status: "confirmed",
          attendees: 2,
          boothNo: booths.find(([email]) => email === miceSellerEmail(1))?.[1] ?? null,
          message: "We are choosing the host city of our 2028 congress and would like to see your halls and rates.",
          confirmedAt: daysFrom(now, -2),
          createdAt: daysFrom(now, -3),
          updatedAt: daysFrom(now, -2),
        },
        {
          fair: "mice",
          slotId: slotId(1, "14:00"),
          buyerId: buyer,
          sellerId: idOf(ids, miceSellerEmail(2)),
          requestedBy: "seller",
          status: "requested",
          attendees: 1,
          boothNo: booths.find(([email]) => email === miceSellerEmail(2))?.[1] ?? null,
          message: "We would like to show you our support programme for association congresses.",
          createdAt: daysFrom(now, -1),
          updatedAt: daysFrom(now, -1),
        },
      ]);
    },
  },
  {
    name: "mart-site-pages-v1",
    run: async (tx) => {
      const now = new Date();
      const adminId = await seedAccountId(tx, "admin", SEED_ADMIN_EMAIL);
      await seedSitePages(tx, MART_SITE, martSitePages(martDays(shopToday(now))), adminId, now);
    },
  },
  {
    name: "mart-boards-v1",
    run: async (tx) => {
      await seedBoards(tx, MART_SITE, MART_BOARDS, await seedAccountId(tx, "admin", SEED_ADMIN_EMAIL), new Date());
    },
  },
];
