import type { CommonCode } from "@contracts/common";
import type { Inquiry } from "@contracts/inquiries";

export const STORY_TOKEN = "story-member-token";
export const STORY_MEMBER_ID = 7;

const code = (id: number, value: string, en: string, ko: string): CommonCode => ({
  id,
  type: "inquiry_type",
  code: value,
  name_en: en,
  name_ko: ko,
  sort_order: id,
});

/** The seed's inquiry types (server/platform/db/seed-data.ts). */
export const inquiryTypes: CommonCode[] = [
  code(1, "reservation", "Reservation", "예약"),
  code(2, "payment", "Payment", "결제"),
  code(3, "cancellation", "Cancellation / refund", "취소/환불"),
  code(4, "product", "Product", "상품"),
  code(5, "account", "Account", "회원 정보"),
  code(6, "other", "Other", "기타"),
];

export const repliedInquiry: Inquiry = {
  id: 41,
  type: "payment",
  type_name: "Payment",
  subject: "Card payment charged twice",
  content: "I paid for reservation R-20260510-0301 and my card shows two charges.\nCould you check, please?",
  status: "replied",
  reply:
    "Thank you for writing. The second charge was an authorisation only; your bank releases it within 3 business days.\n\nNothing else is needed from you.",
  replied_at: "2026-05-12T14:20:00+09:00",
  attachments: [
    { id: 7001, name: "card-statement.png", mime: "image/png", size: 318_464, url: "/api/v1/attachments/7001" },
  ],
  created_at: "2026-05-11T21:05:00+09:00",
};

export const openInquiry: Inquiry = {
  id: 42,
  type: "reservation",
  type_name: "Reservation",
  subject: "Can I change the departure time?",
  content: "We would like to leave at 10:00 instead of 09:00 on 20 May.",
  status: "open",
  reply: null,
  replied_at: null,
  attachments: [],
  created_at: "2026-05-14T09:30:00+09:00",
};

export const inquiries: Inquiry[] = [openInquiry, repliedInquiry];
