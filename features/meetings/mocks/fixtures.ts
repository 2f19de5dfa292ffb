import type { CompanyProfile } from "@contracts/mart";
import {
  type Meeting,
  type MeetingParty,
  type MeetingRecord,
  type MySlot,
  type Slot,
  type SlotReason,
  participantActions,
} from "@contracts/meetings";

/**
 * The stories' mart, around the pinned story date (2026-05-15 10:00 KST): two mart days ahead (May 20 and 21) and
 * one day already held (May 8), seen by a buyer from Almaty.
 */
export const STORY_TOKEN = "story-accreditation-token";

export const MART_DAYS = { past: "2026-05-08", first: "2026-05-20", second: "2026-05-21" } as const;

export function slotAt(id: number, day: string, start: string, end: string, active = true): Slot {
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

export const slots = {
  past1000: slotAt(101, MART_DAYS.past, "10:00", "10:30"),
  past1030: slotAt(102, MART_DAYS.past, "10:30", "11:00"),
  first1000: slotAt(201, MART_DAYS.first, "10:00", "10:30"),
  first1030: slotAt(202, MART_DAYS.first, "10:30", "11:00"),
  first1100: slotAt(203, MART_DAYS.first, "11:00", "11:30"),
  first1130: slotAt(204, MART_DAYS.first, "11:30", "12:00"),
  first1400: slotAt(205, MART_DAYS.first, "14:00", "14:30"),
  first1430: slotAt(206, MART_DAYS.first, "14:30", "15:00"),
  second1000: slotAt(301, MART_DAYS.second, "10:00", "10:30"),
  second1030: slotAt(302, MART_DAYS.second, "10:30", "11:00", false),
  second1400: slotAt(303, MART_DAYS.second, "14:00", "14:30"),
} as const;

export const me: MeetingParty = {
  id: 11,
  name: "Steppe Medical Travel",
  country: "KZ",
  time_zone: "Asia/Almaty",
  booth_no: null,
};

const seller = (id: number, name: string, booth: string, country = "KR", zone = "Asia/Seoul"): MeetingParty => ({
  id,
  name,
  country,
  time_zone: zone,
  booth_no: booth,
});

export const sellers = {
  hanbit: seller(21, "Hanbit Hospital", "A-01"),
  mirae: seller(22, "Mirae Dental Clinic", "A-02"),
  berlin: seller(23, "Berlin MedTech GmbH", "B-01", "DE", "Europe/Berlin"),
  jeju: seller(24, "Jeju Wellness Resort", "A-03"),
  eye: seller(25, "Seoul Eye Center", "A-04"),
  busan: seller(26, "Busan Medical Tourism Center", "A-05"),
  gangnam: seller(27, "Gangnam Skin Clinic", "A-06"),
} as const;

/** The companies' Korean names: a `lang=ko` answer names them so, as the server does. */
const KOREAN_NAMES: Readonly<Record<number, string>> = {
  [me.id]: "스텝 메디컬 트래블",
  [sellers.hanbit.id]: "한빛병원",
  [sellers.mirae.id]: "미래치과의원",
  [sellers.berlin.id]: "베를린 메드테크",
  [sellers.jeju.id]: "제주 웰니스 리조트",
  [sellers.eye.id]: "서울안과센터",
  [sellers.busan.id]: "부산의료관광센터",
  [sellers.gangnam.id]: "강남피부과의원",
};

/** The `lang` query of a mocked call (English when absent, as the server reads it). */
export const langOf = (request: Request) => new URL(request.url).searchParams.get("lang") ?? "en";

/** A meeting as the server answers it in `lang`: both companies by their names in that language. */
export function inLang(meeting: Meeting, lang: string): Meeting {
  if (lang !== "ko") return meeting;
  const named = (party: MeetingParty) => ({ ...party, name: KOREAN_NAMES[party.id] ?? party.name });
  return { ...meeting, buyer: named(meeting.buyer), seller: named(meeting.seller) };
}

type MeetingSeed = Partial<Meeting> & Pick<Meeting, "id" | "slot" | "status" | "seller">;

/** A meeting of the story buyer; its actions follow the contract's table, as the server's do. */
export function buyerMeeting(seed: MeetingSeed): Meeting {
  const meeting: Meeting = {
    buyer: me,
    requested_by: "buyer",
    attendees: 2,
    booth_no: seed.seller.booth_no,
    message: "",
    reason: "",
    cancel_requested_by: null,
    my_role: "buyer",
    actions: [],
    record_filed: false,
    created_at: "2026-05-11T09:00:00+09:00",
    updated_at: "2026-05-11T09:00:00+09:00",
    ...seed,
  };
  return { ...meeting, actions: actionsFor(meeting) };
}

export function actionsFor(meeting: Meeting): Meeting["actions"] {
  if (!meeting.my_role) return [];
  return participantActions(
    { status: meeting.status, requestedBy: meeting.requested_by, cancelRequestedBy: meeting.cancel_requested_by },
    meeting.my_role,
  );
}

export const meetings = {
  pastFiled: buyerMeeting({
    id: 501,
    slot: slots.past1000,
    status: "confirmed",
    seller: sellers.busan,
    record_filed: true,
  }),
  pastOpen: buyerMeeting({ id: 502, slot: slots.past1030, status: "confirmed", seller: sellers.gangnam }),
  confirmed: buyerMeeting({
    id: 503,
    slot: slots.first1000,
    status: "confirmed",
    seller: sellers.hanbit,
    message: "We would like to discuss health check-up packages for Kazakh patients.",
  }),
  incoming: buyerMeeting({
    id: 504,
    slot: slots.first1030,
    status: "requested",
    seller: sellers.mirae,
    requested_by: "seller",
    attendees: 1,
    message: "Implant packages with airport pick-up.",
    updated_at: "2026-05-13T15:20:00+09:00",
  }),
  sent: buyerMeeting({ id: 507, slot: slots.first1030, status: "requested", seller: sellers.eye, attendees: 1 }),
  matched: buyerMeeting({
    id: 505,
    slot: slots.first1100,
    status: "admin_matching",
    seller: sellers.berlin,
    requested_by: "operator",
  }),
  cancelAsked: buyerMeeting({
    id: 506,
    slot: slots.first1130,
    status: "cancel_requested",
    seller: sellers.jeju,
    requested_by: "seller",
    cancel_requested_by: "seller",
    reason: "Our medical director has to leave the fair at noon.",
  }),
  rejected: buyerMeeting({
    id: 508,
    slot: slots.second1000,
    status: "rejected",
    seller: sellers.mirae,
    reason: "Our team is at the surgery demonstrations that morning.",
  }),
} as const;

export const allMeetings: Meeting[] = Object.values(meetings);

/** My view of every slot: my availability and the meeting that holds it. */
export function mySlotsFor(list: readonly Meeting[], unavailable: readonly number[] = [slots.first1430.id]): MySlot[] {
  return Object.values(slots).map((slot) => ({
    ...slot,
    available: !unavailable.includes(slot.id),
    meeting_id:
      list.find(
        (m) =>
          m.slot.id === slot.id &&
          (m.status === "confirmed" || m.status === "admin_matching" || m.status === "cancel_requested"),
      )?.id ?? null,
  }));
}

export const profile: CompanyProfile = {
  id: me.id,
  role: "buyer",
  origin: "overseas",
  name: me.name,
  name_ko: "스텝 메디컬 트래블",
  name_en: me.name,
  country: "KZ",
  city: "Almaty",
  continent: "asia",
  primary_sector: "medical_facilitator",
  buyer_category: "medical_facilitator",
  languages: ["ru", "kk", "en"],
  logo: null,
  booth_no: null,
  time_zone: "Asia/Almaty",
  homepage: "https://steppe-medical.example",
  banner: null,
  products_services: "Medical travel for patients from Central Asia.",
  main_business: "Outbound medical travel from Kazakhstan to Korea.",
  sub_sectors: [],
  buyer_type: "patient_referrer",
  staff_count: 18,
  travelers_to_korea_since_2019: 2400,
  korea_performance_since_2020: "",
  participated_before: true,
  participation_count: 2,
  documents: [],
  contact_name: "Aigerim Sadykova",
  department: "Partnerships",
  position: "Director",
  phone: "",
  mobile: "77011234567",
  contact_email: "aigerim@steppe-medical.example",
  social_ids: {},
  postal_code: "",
  address: "",
  address_detail: "",
  annual_sales_2024: null,
  route: "past_participant",
  purposes: ["partnership"],
  application: {
    id: 31,
    fair: "sitmmt",
    event_year: 2025,
    status: "approved",
    message: "",
    operator_note: "",
    submitted_at: "2026-03-02T10:00:00+09:00",
    decided_at: "2026-03-10T10:00:00+09:00",
  },
  updated_at: "2026-03-02T10:00:00+09:00",
};

/** The seller the request dialog's stories ask, with its booth. */
export const requestCounterpart = {
  id: sellers.hanbit.id,
  name: sellers.hanbit.name,
  role: "seller",
  booth_no: "A-01",
} as const;

/** The slots where a request to Hanbit Hospital may be sent now (`open`) and, where not, why, on both mart days. */
export const openSlots: (Slot & { open: boolean; reason: SlotReason | null })[] = [
  { ...slots.first1000, open: false, reason: "self_busy" },
  { ...slots.first1030, open: true, reason: null },
  { ...slots.first1100, open: true, reason: null },
  { ...slots.first1130, open: false, reason: "counterpart_unavailable" },
  { ...slots.first1400, open: true, reason: null },
  { ...slots.second1000, open: true, reason: null },
  { ...slots.second1030, open: false, reason: "counterpart_busy" },
  { ...slots.second1400, open: true, reason: null },
];

/** The same slots once my company already meets Hanbit Hospital (day one, 10:00): no time is left to ask for. */
export const pairBookedSlots = openSlots.map((slot): (typeof openSlots)[number] => ({
  ...slot,
  open: false,
  reason: slot.id === slots.first1000.id ? "self_busy" : "pair_booked",
}));

export const filedRecord: MeetingRecord = {
  meeting_id: meetings.pastOpen.id,
  role: "buyer",
  took_place: true,
  not_held_reason: "",
  meeting_type: "pre_arranged",
  main_content: "Skin treatment packages for groups of 10.",
  contract_possibility: "medium",
  client_importance: "high",
  visitor_scale: "1000_5000",
  contract_amount: "10001_30000",
  satisfaction: 4,
  comment: "",
  updated_at: "2026-05-08T12:00:00+09:00",
};
