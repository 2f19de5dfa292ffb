import type { PartnershipApplication, PartnershipReceipt } from "@contracts/partnerships";

export const STORY_ADMIN_TOKEN = "story-partnership-admin-token";

const application = (id: number, extra: Partial<PartnershipApplication>): PartnershipApplication => ({
  id,
  reference: `P260514-STORY${id}`,
  status: "submitted",
  venue_name_en: "Bukchon Tea House",
  venue_name_ko: "북촌 찻집",
  category: "experience",
  district: "jongno",
  address: "37 Bukchon-ro 11-gil, Jongno-gu, Seoul",
  website: "https://bukchon-tea.example",
  contact_name: "Kim Soo-ah",
  email: "tea@bukchon.example",
  phone: "0212345678",
  benefit: { kind: "discount", percent: 20 },
  message: "A hanok tea house with a tea ceremony class in English and Korean, twice a day.\nWe would give 20% off.",
  lang: "en",
  created_at: "2026-05-14T09:30:00+09:00",
  decision_note: null,
  decided_at: null,
  decided_by: null,
  ...extra,
});

const operator = { id: 1, name: "Demo Operator" };

/** Two waiting, one approved, one declined: newest first as the server lists them. */
export const applicationsFixture: readonly PartnershipApplication[] = [
  application(7, {}),
  application(6, {
    venue_name_en: "Mangwon Print Studio",
    venue_name_ko: "망원 판화 공방",
    category: "gallery",
    district: "mapo",
    address: "서울특별시 마포구 망원로 52",
    website: null,
    contact_name: "이하늘",
    email: "studio@mangwon-print.example",
    phone: "01098765432",
    benefit: { kind: "free_entry" },
    message: "작은 판화 갤러리와 공방입니다.",
    lang: "ko",
    created_at: "2026-05-13T14:00:00+09:00",
  }),
  application(5, {
    venue_name_en: "Han River Kayak Club",
    venue_name_ko: null,
    category: "tour",
    district: "yeongdeungpo",
    status: "approved",
    created_at: "2026-05-10T11:00:00+09:00",
    decision_note: "Welcome aboard: we will call you to agree on the details.",
    decided_at: "2026-05-11T10:00:00+09:00",
    decided_by: operator,
  }),
  application(4, {
    venue_name_en: "Gangnam Sky Lounge",
    venue_name_ko: null,
    category: "shopping",
    district: "gangnam",
    status: "declined",
    benefit: { kind: "discount", percent: 5 },
    created_at: "2026-05-08T18:00:00+09:00",
    decision_note: "The pass lists places open to families during the day.",
    decided_at: "2026-05-09T09:00:00+09:00",
    decided_by: operator,
  }),
];

export const receiptFixture: PartnershipReceipt = {
  reference: "P260515-7K3QXM",
  status: "submitted",
  venue_name: "Seochon Pottery",
  email: "pottery@venue.example",
  created_at: "2026-05-15T10:00:00+09:00",
};
