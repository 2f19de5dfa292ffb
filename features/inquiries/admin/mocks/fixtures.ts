import type { AdminInquiry } from "@contracts/inquiries";

export const STORY_ADMIN_TOKEN = "story-inquiries-admin-token";
export const STORY_SITE = "seouledutravel" as const;

const question = (
  id: number,
  subject: string,
  member: AdminInquiry["member"],
  created: string,
  extra: Partial<AdminInquiry> = {},
): AdminInquiry => ({
  id,
  site: STORY_SITE,
  type: "programme",
  type_name: "Programme",
  subject,
  content: `${subject}\nThank you for your help.`,
  status: "open",
  reply: null,
  replied_at: null,
  attachments: [],
  created_at: created,
  member,
  ...extra,
});

const minji = { id: 301, name: "Lee Minji", email: "minji@school.example" };
const jun = { id: 302, name: "Park Jun", email: "jun.park@school.example" };
const sora = { id: 303, name: "Kim Sora", email: "sora@school.example" };

/** The education site's questions, newest first: open ones, answered ones, one with a file. */
export const questionsFixture: readonly AdminInquiry[] = [
  question(501, "Can my teacher travel with us?", minji, "2026-05-20T02:00:00.000Z", {
    content: "Our class teacher would like to come along.\nIs there a place for a teacher on the trip?",
    attachments: [
      { id: 71, name: "school-letter.pdf", mime: "application/pdf", size: 96_000, url: "/api/v1/attachments/71" },
    ],
  }),
  question(502, "Which passport photo size do you need?", jun, "2026-05-19T02:00:00.000Z", {
    type: "documents",
    type_name: "Documents",
  }),
  question(503, "Is the dormitory shared?", sora, "2026-05-18T02:00:00.000Z"),
  question(504, "Can I change my departure airport?", minji, "2026-05-17T02:00:00.000Z"),
  question(505, "Do I need travel insurance?", jun, "2026-05-16T02:00:00.000Z"),
  question(506, "How do I reset my password?", sora, "2026-05-15T02:00:00.000Z", {
    type: "account",
    type_name: "Account",
  }),
  question(507, "When are the results announced?", jun, "2026-05-10T02:00:00.000Z", {
    type: "application",
    type_name: "Application",
    status: "replied",
    reply: "Results are mailed on 15 June, in the language you applied in.",
    replied_at: "2026-05-11T05:00:00.000Z",
  }),
];
