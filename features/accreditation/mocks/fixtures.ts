import type { CompanyDetail, CompanyProfile, CompanySummary, MartApplication, MartFile } from "@contracts/mart";

/** Any token: the mocked API only checks that one is sent. */
export const STORY_TOKEN = "story-accreditation-token";

const file = (id: number, name: string, mime: string, size: number): MartFile => ({
  id,
  name,
  mime,
  size,
  url: `/api/v1/mart/files/${id}`,
});

/**
 * A logo drawn in the page (no request, so the picture is there when the screenshot is taken); its letters are the
 * title, not drawn text, which would take the machine's fonts.
 */
const svgLogo = (letters: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="12" fill="${colour}"/><circle cx="48" cy="48" r="22" fill="white" fill-opacity="0.85"/><title>${letters}</title></svg>`,
  )}`;

export const approvedApplication: MartApplication = {
  id: 41,
  fair: "sitmmt",
  event_year: 2025,
  status: "approved",
  message: "We would like to meet eye and dental clinics for patients from Almaty and Astana.",
  operator_note: "",
  submitted_at: "2026-05-04T11:20:00+09:00",
  decided_at: "2026-05-08T16:05:00+09:00",
};

export const submittedApplication: MartApplication = {
  ...approvedApplication,
  status: "submitted",
  decided_at: null,
};

export const rejectedApplication: MartApplication = {
  ...approvedApplication,
  status: "rejected",
  operator_note: "Please add your medical tourism licence to the documents and apply again next year.",
};

const summary = (company: Omit<CompanySummary, "name"> & { name?: string }): CompanySummary => ({
  ...company,
  name: company.name ?? company.name_en,
});

/** A buyer from Kazakhstan as the directory lists it (its profile below). */
const almatyMedTravel = summary({
  id: 7,
  role: "buyer",
  origin: "overseas",
  name_ko: "알마티 메드트래블",
  name_en: "Almaty MedTravel",
  country: "KZ",
  city: "Almaty",
  continent: "asia",
  primary_sector: "medical_facilitator",
  buyer_category: "medical_facilitator",
  languages: ["ru", "kk", "en"],
  logo: null,
  booth_no: null,
  time_zone: "Asia/Almaty",
});

/** A seller clinic from Seoul as the directory lists it (its page and profile below). */
const brightEyeClinic = summary({
  id: 12,
  role: "seller",
  origin: "domestic",
  name_ko: "서울밝은안과",
  name_en: "Bright Eye Clinic Seoul",
  country: "KR",
  city: "Seoul",
  continent: "asia",
  primary_sector: "clinic",
  buyer_category: null,
  languages: ["ko", "en", "ru"],
  logo: null,
  booth_no: "A-01",
  time_zone: "Asia/Seoul",
});

/** A buyer from Kazakhstan with a complete profile and an approved application. */
export const profileFixture: CompanyProfile = {
  ...almatyMedTravel,
  homepage: "https://almaty-medtravel.example.kz",
  banner: null,
  products_services: "Treatment packages in Korea for eye surgery, dental implants and health check-ups.",
  main_business:
    "We arrange treatment in Korea for patients from Kazakhstan and Kyrgyzstan: clinic matching, visas, interpreters and aftercare at home.",
  sub_sectors: ["health_checkup", "travel_agency"],
  buyer_type: "patient_referrer",
  staff_count: 24,
  travelers_to_korea_since_2019: 1850,
  korea_performance_since_2020: "About 400 patients a year to clinics in Seoul and Busan since 2021.",
  participated_before: true,
  participation_count: 2,
  documents: [file(31, "company-profile-2025.pdf", "application/pdf", 1_482_113)],
  contact_name: "Aigerim Sadykova",
  department: "Partnerships",
  position: "Director",
  phone: "77272501234",
  mobile: "77015550123",
  contact_email: "aigerim@almaty-medtravel.example.kz",
  social_ids: { whatsapp: "+77015550123" },
  postal_code: "050000",
  address: "Abai Avenue 52",
  address_detail: "Office 301",
  annual_sales_2024: 3_200_000,
  route: "past_participant",
  purposes: ["partnership", "sales"],
  application: approvedApplication,
  updated_at: "2026-05-03T18:42:00+09:00",
};

/** A Korean clinic, seller with booth A-01. */
export const sellerProfileFixture: CompanyProfile = {
  ...profileFixture,
  id: 12,
  role: "seller",
  origin: "domestic",
  name: "Bright Eye Clinic Seoul",
  name_ko: "서울밝은안과",
  name_en: "Bright Eye Clinic Seoul",
  country: "KR",
  city: "Seoul",
  primary_sector: "clinic",
  buyer_category: null,
  buyer_type: null,
  languages: ["ko", "en", "ru"],
  booth_no: "A-01",
  time_zone: "Asia/Seoul",
  homepage: "https://brighteye.example.kr",
  products_services: "LASIK, SMILE and cataract surgery with an international patient centre.",
  main_business: "An eye clinic in Gangnam with 18 years of care for international patients.",
  sub_sectors: ["health_checkup"],
  travelers_to_korea_since_2019: null,
  contact_name: "Kim Minji",
  contact_email: "global@brighteye.example.kr",
  mobile: "01098765432",
  phone: "0234567890",
  social_ids: { kakao: "brighteye_global" },
  address: "Teheran-ro 152, Gangnam-gu",
  address_detail: "7th floor",
  postal_code: "06236",
  documents: [],
  application: submittedApplication,
};

export const companiesFixture: CompanySummary[] = [
  almatyMedTravel,
  summary({
    id: 8,
    role: "buyer",
    origin: "overseas",
    name_ko: "울란바토르 헬스 트래블",
    name_en: "Ulaanbaatar Health Travel",
    country: "MN",
    city: "Ulaanbaatar",
    continent: "asia",
    primary_sector: "travel_agency",
    buyer_category: "travel_agency",
    languages: ["mn", "en"],
    logo: null,
    booth_no: null,
    time_zone: "Asia/Ulaanbaatar",
  }),
  summary({
    id: 9,
    role: "buyer",
    origin: "overseas",
    name_ko: "두바이 케어 어시스트",
    name_en: "Dubai Care Assist",
    country: "AE",
    city: "Dubai",
    continent: "middle_east",
    primary_sector: "insurance",
    buyer_category: "insurer",
    languages: ["ar", "en"],
    logo: null,
    booth_no: null,
    time_zone: "Asia/Dubai",
  }),
  summary({
    id: 10,
    role: "buyer",
    origin: "overseas",
    name_ko: "아스타나 메디컬 링크",
    name_en: "Astana Medical Link",
    country: "KZ",
    city: "Astana",
    continent: "asia",
    primary_sector: "medical_facilitator",
    buyer_category: "medical_facilitator",
    languages: ["ru", "kk"],
    logo: null,
    booth_no: null,
    time_zone: "Asia/Almaty",
  }),
  brightEyeClinic,
  summary({
    id: 13,
    role: "seller",
    origin: "domestic",
    name_ko: "부산 스마일 치과",
    name_en: "Busan Smile Dental",
    country: "KR",
    city: "Busan",
    continent: "asia",
    primary_sector: "dental",
    buyer_category: null,
    languages: ["ko", "en", "zh"],
    logo: null,
    booth_no: "A-02",
    time_zone: "Asia/Seoul",
  }),
];

/** Bright Eye Clinic as everyone in the mart sees it: no contacts, no address, no sales. */
export const companyDetailFixture: CompanyDetail = {
  ...brightEyeClinic,
  logo: { ...file(51, "bright-eye-logo.svg", "image/svg+xml", 812), url: svgLogo("BE", "midnightblue") },
  homepage: "https://brighteye.example.kr",
  banner: null,
  products_services:
    "LASIK, SMILE and cataract surgery; an international patient centre with Russian and English coordinators.",
  main_business:
    "An eye clinic in Gangnam with 18 years of care for international patients, 9 surgeons and same-day pre-operative tests.",
  sub_sectors: ["health_checkup"],
  buyer_type: null,
  staff_count: 86,
  travelers_to_korea_since_2019: null,
  korea_performance_since_2020:
    "2,300 international patients since 2020, mainly from Kazakhstan, Mongolia and the UAE.",
  participated_before: true,
  participation_count: 3,
  documents: [
    file(61, "bright-eye-brochure-en.pdf", "application/pdf", 2_340_118),
    file(62, "surgery-price-list-2025.pdf", "application/pdf", 418_220),
  ],
};

/** This year's applications as operators see them: two waiting, one approved seller with its booth. */
export const adminApplicationsFixture = [
  {
    ...submittedApplication,
    id: 44,
    message: "Looking for dental and dermatology partners for groups from Shanghai.",
    submitted_at: "2026-05-13T15:40:00+09:00",
    company: companiesFixture[5] as CompanySummary,
  },
  {
    ...submittedApplication,
    id: 43,
    submitted_at: "2026-05-12T09:10:00+09:00",
    company: companiesFixture[1] as CompanySummary,
  },
  {
    ...approvedApplication,
    id: 42,
    message: "",
    company: companiesFixture[4] as CompanySummary,
  },
];

/**
 * The MICE fair's exhibitors as everyone sees them: Korea's meetings industry (bureaus, venues, organisers, event
 * services), two from abroad, and a mart clinic that exhibits at both fairs (a medical sector among the MICE ones).
 */
export const exhibitorsFixture: CompanySummary[] = [
  summary({
    id: 101,
    role: "seller",
    origin: "domestic",
    name_ko: "부산항 컨벤션뷰로",
    name_en: "Busan Harbour Convention Bureau",
    country: "KR",
    city: "Busan",
    continent: "asia",
    primary_sector: "convention_bureau",
    buyer_category: null,
    languages: ["ko", "en", "ja"],
    logo: null,
    booth_no: "M-01",
    time_zone: "Asia/Seoul",
  }),
  summary({
    id: 102,
    role: "seller",
    origin: "domestic",
    name_ko: "송도 베이프런트 컨벤션센터",
    name_en: "Songdo Bayfront Convention Center",
    country: "KR",
    city: "Incheon",
    continent: "asia",
    primary_sector: "convention_center",
    buyer_category: null,
    languages: ["ko", "en", "zh"],
    logo: null,
    booth_no: "M-02",
    time_zone: "Asia/Seoul",
  }),
  summary({
    id: 103,
    role: "seller",
    origin: "domestic",
    name_ko: "한빛 콩그레스앤이벤트",
    name_en: "Hanbit Congress & Events",
    country: "KR",
    city: "Seoul",
    continent: "asia",
    primary_sector: "pco",
    buyer_category: null,
    languages: ["ko", "en"],
    logo: null,
    booth_no: "M-05",
    time_zone: "Asia/Seoul",
  }),
  summary({
    id: 104,
    role: "seller",
    origin: "domestic",
    name_ko: "탐라 아일랜드 DMC",
    name_en: "Tamna Island DMC",
    country: "KR",
    city: "Jeju",
    continent: "asia",
    primary_sector: "dmc",
    buyer_category: null,
    languages: ["ko", "en", "zh"],
    logo: null,
    booth_no: "M-07",
    time_zone: "Asia/Seoul",
  }),
  summary({
    id: 105,
    role: "seller",
    origin: "overseas",
    name_ko: "규슈 게이트웨이 DMC",
    name_en: "Kyushu Gateway DMC",
    country: "JP",
    city: "Fukuoka",
    continent: "asia",
    primary_sector: "dmc",
    buyer_category: null,
    languages: ["ja", "en", "ko"],
    logo: null,
    booth_no: "M-11",
    time_zone: "Asia/Tokyo",
  }),
  summary({
    id: 106,
    role: "seller",
    origin: "overseas",
    name_ko: "라이언시티 미팅스",
    name_en: "Lion City Meetings",
    country: "SG",
    city: "Singapore",
    continent: "asia",
    primary_sector: "travel_agency",
    buyer_category: null,
    languages: ["en", "zh"],
    logo: null,
    booth_no: "M-12",
    time_zone: "Asia/Singapore",
  }),
  companiesFixture[4] as CompanySummary,
];

/** Busan's convention bureau as everyone sees it on the fair's exhibitor page. */
export const exhibitorDetailFixture: CompanyDetail = {
  ...(exhibitorsFixture[0] as CompanySummary),
  logo: { ...file(151, "busan-harbour-logo.svg", "image/svg+xml", 790), url: svgLogo("BH", "teal") },
  homepage: "https://busan-harbour-cvb.example.kr",
  banner: null,
  products_services:
    "Subsidies and site inspections for international congresses and incentive groups; venue and hotel matching.",
  main_business:
    "The city's convention bureau: we help organisers bring congresses, incentives and exhibitions to Busan, from the bid to the welcome reception.",
  sub_sectors: ["dmc"],
  buyer_type: null,
  staff_count: 32,
  travelers_to_korea_since_2019: null,
  korea_performance_since_2020: "148 international congresses and incentive groups supported since 2020.",
  participated_before: true,
  participation_count: 4,
  documents: [file(161, "busan-incentive-guide-2026.pdf", "application/pdf", 3_120_440)],
};
