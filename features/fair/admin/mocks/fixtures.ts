import type { VisitorRegistration } from "@contracts/mice";
import { checkedInFixture, registrationFixture } from "../../mocks/fixtures";

/** Any token: the mocked API only checks that one is sent. */
export const STORY_ADMIN_TOKEN = "story-fair-admin-token";

// the stories' "now" is 2026-05-15 10:00 in Korea (.storybook/fixed-date.ts)

const visitor = (
  id: number,
  person: Pick<VisitorRegistration, "name" | "email" | "nationality" | "organisation" | "interests">,
  registered: string,
  checkedIn: string | null = null,
): VisitorRegistration => ({
  ...registrationFixture,
  ...person,
  id,
  phone: "",
  job_title: "",
  registered_at: registered,
  checked_in_at: checkedIn,
  badge: { number: `V26-${String(id).padStart(6, "0")}`, code: `story-badge-${id}` },
});

/** A badge the fair knows, not scanned yet: its first scan lets Kim Jiwoo in. */
export const NEW_VISITOR = visitor(
  512,
  {
    name: "Kim Jiwoo",
    email: "jiwoo.kim@example.kr",
    nationality: "KR",
    organisation: "Seoul Convention Bureau",
    interests: ["conference", "venues"],
  },
  "2026-05-14T18:05:00+09:00",
);

/** A badge scanned at the door already (this morning). */
export const ARRIVED_VISITOR = visitor(
  509,
  {
    name: "Daniel Okafor",
    email: "daniel@eventloop.example",
    nationality: "NG",
    organisation: "EventLoop",
    interests: ["event_technology"],
  },
  "2026-05-13T09:12:00+09:00",
  "2026-05-15T09:42:00+09:00",
);

/** A code read from a QR no badge of this edition carries (last year's badge, say). */
export const UNKNOWN_CODE = "ZZ9plural-Z-alpha";

/** The edition's registrations as the server lists them: newest first, some at the fair already. */
export const visitorsFixture: VisitorRegistration[] = [
  NEW_VISITOR,
  {
    ...visitor(
      510,
      {
        name: "박서준",
        email: "seojun.park@example.kr",
        nationality: "KR",
        organisation: "부산관광공사",
        interests: ["destination_marketing", "business_meetings"],
      },
      "2026-05-14T11:30:00+09:00",
    ),
  },
  ARRIVED_VISITOR,
  { ...checkedInFixture, checked_in_at: "2026-05-15T09:31:00+09:00" },
];

/** Enough registrations for three pages of twenty, newest first. */
export const manyVisitorsFixture: VisitorRegistration[] = Array.from({ length: 45 }, (_, i) =>
  visitor(
    700 - i,
    {
      name: `Visitor ${String(45 - i).padStart(2, "0")}`,
      email: `visitor${45 - i}@example.com`,
      nationality: i % 2 === 0 ? "JP" : "US",
      organisation: i % 3 === 0 ? "Pacific Incentives" : "Harbour Events",
      interests: ["exhibition"],
    },
    new Date(Date.UTC(2026, 4, 14, 9, 0) - i * 3_600_000).toISOString(),
    i % 4 === 0 ? "2026-05-15T09:05:00+09:00" : null,
  ),
);
