import type { CommonCode } from "@contracts/common";
import type { Inquiry, QnaQuestion, QnaQuestionSummary } from "@contracts/inquiries";

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

/**
 * The seed's inquiry types (server/platform/db/seed-data.ts): every site's in one list, the shop's and the education
 * programme's; each form offers its own site's (contracts/inquiries.ts INQUIRY_SITE_TYPES).
 */
export const inquiryTypes: CommonCode[] = [
  code(1, "reservation", "Reservation", "예약"),
  code(2, "payment", "Payment", "결제"),
  code(3, "cancellation", "Cancellation / refund", "취소/환불"),
  code(4, "product", "Product", "상품"),
  code(5, "account", "Account", "회원 정보"),
  code(6, "other", "Other", "기타"),
  code(7, "programme", "Programme", "프로그램"),
  code(8, "application", "Application", "신청"),
  code(9, "documents", "Documents", "제출 서류"),
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

const question = (
  id: number,
  fields: Omit<QnaQuestion, "id" | "status" | "replied_at" | "reply"> & { reply?: string; replied_at?: string },
): QnaQuestion => ({
  id,
  ...fields,
  status: fields.reply ? "replied" : "open",
  reply: fields.reply ?? null,
  replied_at: fields.replied_at ?? null,
});

/** The education programme's public questions, newest first (as the server lists them), the askers masked. */
export const eduQuestions: QnaQuestion[] = [
  question(63, {
    type: "documents",
    type_name: "Documents",
    subject: "Does the passport scan need to be in colour?",
    content: "My printer only scans in black and white. Is that accepted for the identity document?",
    asker: "S***",
    created_at: "2026-05-14T23:40:00+09:00",
  }),
  question(62, {
    type: "programme",
    type_name: "Programme",
    subject: "Can teachers join the partner school classes?",
    content: "Our two teachers would like to sit in on the classes with the students. Is that possible?",
    asker: "J***",
    created_at: "2026-05-12T10:15:00+09:00",
    reply:
      "Yes. Teachers are welcome in every class of the partner school day.\n\nPlease list them in the application so the school can prepare seats.",
    replied_at: "2026-05-13T09:30:00+09:00",
  }),
  question(61, {
    type: "application",
    type_name: "Application",
    subject: "Can I change my flight after submitting?",
    content: "We booked our flights before the decision. Can we still change the arrival time?",
    asker: "M***",
    created_at: "2026-05-08T16:05:00+09:00",
    reply: "Yes: once approved, you can edit your flights until the pre-departure deadline on your application page.",
    replied_at: "2026-05-09T11:00:00+09:00",
  }),
];

/** The list's rows: a question without its text and answer. */
export const summaryOf = ({ content: _content, reply: _reply, ...summary }: QnaQuestion): QnaQuestionSummary => summary;

/** Enough questions for three pages of ten, newest first. */
export const manyEduQuestions: QnaQuestion[] = Array.from({ length: 23 }, (_, index) =>
  question(200 - index, {
    type: "other",
    type_name: "Other",
    subject: `Question number ${23 - index}`,
    content: "A question.",
    asker: "A***",
    created_at: `2026-04-${String(28 - index).padStart(2, "0")}T09:00:00+09:00`,
  }),
);
