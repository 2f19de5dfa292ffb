import type { Meeting, MeetingParty, MeetingStatus, Slot } from "@contracts/meetings";
import type { CompanySummary } from "@contracts/mart";
import type { AdminMeetingRecord } from "../api/list-records";

/**
 * The operator screens' story data, around the pinned story date (2026-05-15 10:00 KST): the mart's days are
 * 2026-05-20 and 2026-05-21, and one past day (2026-05-08) has meetings with filed records.
 */
export const STORY_ADMIN_TOKEN = "story-admin-token";

export const MART_DAY_1 = "2026-05-20";
export const MART_DAY_2 = "2026-05-21";
export const PAST_DAY = "2026-05-08";

export function slot(id: number, day: string, start: string, end: string, active = true): Slot {
  return {
    id,
    day,
    start_time: start,
    end_time: end,
    starts_at: `${day}T${start}:00+09:00`,
    ends_at: `${day}T${end}:00+09:00`,
    active,
  };
}

export const slotsFixture: Slot[] = [
  slot(1, PAST_DAY, "10:00", "10:30"),
  slot(2, PAST_DAY, "10:30", "11:00"),
  slot(101, MART_DAY_1, "10:00", "10:30"),
  slot(102, MART_DAY_1, "10:30", "11:00"),
  slot(103, MART_DAY_1, "11:00", "11:30", false),
  slot(104, MART_DAY_1, "11:30", "12:00"),
  slot(201, MART_DAY_2, "14:00", "14:30"),
  slot(202, MART_DAY_2, "14:30", "15:00"),
];

type CompanySeed = {
  id: number;
  role: "buyer" | "seller";
  name_en: string;
  name_ko: string;
  country: string;
  city: string;
  time_zone: string;
  booth_no: string | null;
};

const companySeeds: CompanySeed[] = [
  {
    id: 11,
    role: "buyer",
    name_en: "Almaty Health Travel",
    name_ko: "알마티 헬스 트래블",
    country: "KZ",
    city: "Almaty",
    time_zone: "Asia/Almaty",
    booth_no: null,
  },
  {
    id: 12,
    role: "buyer",
    name_en: "Hanoi Care Tours",
    name_ko: "하노이 케어 투어",
    country: "VN",
    city: "Hanoi",
    time_zone: "Asia/Ho_Chi_Minh",
    booth_no: null,
  },
  {
    id: 13,
    role: "buyer",
    name_en: "Dubai MedConnect",
    name_ko: "두바이 메드커넥트",
    country: "AE",
    city: "Dubai",
    time_zone: "Asia/Dubai",
    booth_no: null,
  },
  {
    id: 14,
    role: "buyer",
    name_en: "Tashkent MediTour",
    name_ko: "타슈켄트 메디투어",
    country: "UZ",
    city: "Tashkent",
    time_zone: "Asia/Tashkent",
    booth_no: null,
  },
  {
    id: 21,
    role: "seller",
    name_en: "Seoul Bright Clinic",
    name_ko: "서울 브라이트 의원",
    country: "KR",
    city: "Seoul",
    time_zone: "Asia/Seoul",
    booth_no: "A-01",
  },
  {
    id: 22,
    role: "seller",
    name_en: "Busan Wellness Center",
    name_ko: "부산 웰니스 센터",
    country: "KR",
    city: "Busan",
    time_zone: "Asia/Seoul",
    booth_no: "A-02",
  },
];

/** The business list's rows (approved companies), named in the asked language as the server does. */
export function companiesFixture(role: "buyer" | "seller", lang: string): CompanySummary[] {
  return companySeeds
    .filter((seed) => seed.role === role)
    .map((seed) => ({
      id: seed.id,
      role: seed.role,
      origin: seed.country === "KR" ? "domestic" : "overseas",
      name: lang === "ko" ? seed.name_ko : seed.name_en,
      name_ko: seed.name_ko,
      name_en: seed.name_en,
      country: seed.country,
      city: seed.city,
      continent: "asia",
      primary_sector: seed.role === "buyer" ? "travel_agency" : "clinic",
      buyer_category: seed.role === "buyer" ? "travel_agency" : null,
      languages: ["en", "ko"],
      logo: null,
      booth_no: seed.booth_no,
      time_zone: seed.time_zone,
    }));
}

function seedOf(id: number): CompanySeed {
  const seed = companySeeds.find((company) => company.id === id);
  if (!seed) throw new Error(`no company ${id} in the fixtures`);
  return seed;
}

/** A company as a meeting names it, in `lang` as the server does (English by default). */
export function party(id: number, lang = "en"): MeetingParty {
  const seed = seedOf(id);
  const name = lang === "ko" ? seed.name_ko : seed.name_en;
  return { id, name, country: seed.country, time_zone: seed.time_zone, booth_no: seed.booth_no };
}

/** A company's Korean name as written (the records export carries both). */
export const koreanName = (id: number) => seedOf(id).name_ko;

/** A meeting as the server answers `lang`: both companies named in it. */
export const inLang = <M extends Pick<Meeting, "buyer" | "seller">>(meeting: M, lang: string): M => ({
  ...meeting,
  buyer: party(meeting.buyer.id, lang),
  seller: party(meeting.seller.id, lang),
});

export function meeting(init: {
  id: number;
  slotId: number;
  status: MeetingStatus;
  buyerId: number;
  sellerId: number;
  requestedBy: Meeting["requested_by"];
  message?: string;
}): Meeting {
  const at = slotsFixture.find((s) => s.id === init.slotId);
  if (!at) throw new Error(`no slot ${init.slotId} in the fixtures`);
  const seller = party(init.sellerId);
  return {
    id: init.id,
    slot: at,
    status: init.status,
    buyer: party(init.buyerId),
    seller,
    requested_by: init.requestedBy,
    attendees: 2,
    booth_no: seller.booth_no,
    message: init.message ?? "",
    reason: init.status === "cancel_requested" ? "Our flight was moved." : "",
    cancel_requested_by: init.status === "cancel_requested" ? "seller" : null,
    my_role: null,
    actions: [],
    record_filed: false,
    created_at: "2026-05-10T09:00:00+09:00",
    updated_at: "2026-05-12T09:00:00+09:00",
  };
}

/**
 * The first mart day holds a meeting in every status (two confirmed); the seller of the 10:30 request is already
 * booked then, so confirming that request is refused. The past day's two meetings carry the filed records.
 */
export const meetingsFixture: Meeting[] = [
  meeting({ id: 501, slotId: 101, status: "confirmed", buyerId: 11, sellerId: 21, requestedBy: "buyer" }),
  meeting({ id: 503, slotId: 101, status: "admin_matching", buyerId: 12, sellerId: 22, requestedBy: "operator" }),
  meeting({ id: 502, slotId: 102, status: "requested", buyerId: 12, sellerId: 21, requestedBy: "buyer" }),
  meeting({ id: 506, slotId: 102, status: "confirmed", buyerId: 13, sellerId: 21, requestedBy: "seller" }),
  meeting({ id: 505, slotId: 103, status: "canceled", buyerId: 14, sellerId: 22, requestedBy: "seller" }),
  meeting({ id: 504, slotId: 104, status: "cancel_requested", buyerId: 13, sellerId: 22, requestedBy: "seller" }),
  meeting({ id: 507, slotId: 104, status: "rejected", buyerId: 14, sellerId: 21, requestedBy: "buyer" }),
  meeting({ id: 601, slotId: 201, status: "admin_matching", buyerId: 14, sellerId: 21, requestedBy: "operator" }),
  meeting({ id: 401, slotId: 1, status: "confirmed", buyerId: 12, sellerId: 22, requestedBy: "buyer" }),
  meeting({ id: 402, slotId: 2, status: "confirmed", buyerId: 11, sellerId: 21, requestedBy: "operator" }),
];

function byId(id: number): Meeting {
  const found = meetingsFixture.find((m) => m.id === id);
  if (!found) throw new Error(`no meeting ${id} in the fixtures`);
  return found;
}

export const recordsFixture: AdminMeetingRecord[] = [
  {
    meeting_id: 401,
    role: "buyer",
    took_place: true,
    not_held_reason: "",
    meeting_type: "pre_arranged",
    main_content: "Packages for dermatology patients from Hanoi.",
    contract_possibility: "high",
    client_importance: "high",
    visitor_scale: "1000_5000",
    contract_amount: "10001_30000",
    satisfaction: 4,
    comment: "",
    updated_at: "2026-05-08T11:00:00+09:00",
    meeting: byId(401),
  },
  {
    meeting_id: 401,
    role: "seller",
    took_place: true,
    not_held_reason: "",
    meeting_type: "pre_arranged",
    main_content: "Price list shared; a visit in June.",
    contract_possibility: "medium",
    client_importance: "high",
    visitor_scale: "1000_5000",
    contract_amount: "up_to_10000",
    satisfaction: 5,
    comment: "Well prepared.",
    updated_at: "2026-05-08T11:10:00+09:00",
    meeting: byId(401),
  },
  {
    meeting_id: 402,
    role: "buyer",
    took_place: false,
    not_held_reason: "The seller's team was delayed.",
    meeting_type: null,
    main_content: "",
    contract_possibility: null,
    client_importance: null,
    visitor_scale: null,
    contract_amount: null,
    satisfaction: null,
    comment: "",
    updated_at: "2026-05-08T12:00:00+09:00",
    meeting: byId(402),
  },
];
