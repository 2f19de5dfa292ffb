import type { ConferenceSession, FairEdition, VisitorRegistration } from "@contracts/mice";
import type { Lang } from "@lib/i18n/locale";

/** Any token: the mocked API only checks that one is sent. */
export const STORY_TOKEN = "story-fair-visitor-token";

// the stories' "now" is 2026-05-15 10:00 in Korea (.storybook/fixed-date.ts)

/** This year's edition as the server answers it in each language (names and places are the operators' words). */
export const editionFixture: FairEdition = {
  fair: "mice",
  year: 2026,
  name: "Korea MICE Fair 2026",
  days: ["2026-12-30", "2026-12-31"],
  opens: "10:00",
  closes: "18:00",
  venue: "Songdo Convensia",
  city: "Incheon",
  registration_closes_on: "2026-12-27",
  registration_open: true,
  exhibitors: 152,
  sessions: 6,
};

export const editionKoFixture: FairEdition = {
  ...editionFixture,
  name: "코리아 MICE 페어 2026",
  venue: "송도컨벤시아",
  city: "인천",
};

/** The deadline has passed: the forms refuse and the pages say so. */
export const closedEditionFixture: FairEdition = {
  ...editionFixture,
  registration_closes_on: "2026-05-10",
  registration_open: false,
};

/** An edition spanning the turn of the year, so both years are written. */
export const newYearEditionFixture: FairEdition = {
  ...editionFixture,
  days: ["2026-12-31", "2027-01-01", "2027-01-02"],
};

const at = (day: string, time: string) => `${day}T${time}:00+09:00`;

/** A session's words in one language: its room, track, title, summary and speakers. */
type SessionWords = [string, string, string, string, ConferenceSession["speakers"]];

/** The programme once: each session's id, day and times, and its words in each language. */
const SESSIONS: [number, string, string, string, Record<Lang, SessionWords>][] = [
  [
    1,
    "2026-12-30",
    "10:00",
    "10:45",
    {
      en: [
        "Grand Ballroom",
        "Keynote",
        "The next ten years of sustainable events",
        "How to cut an event's carbon without cutting the experience, with cases from Korea and abroad.",
        [{ name: "Seoyeon Kim", role: "President", organisation: "Korea MICE Association" }],
      ],
      ko: [
        "그랜드볼룸",
        "기조연설",
        "지속 가능한 행사의 다음 10년",
        "탄소 배출을 줄이면서 참가자 경험을 지키는 방법을 국내외 사례로 살펴봅니다.",
        [{ name: "김서연", role: "대표", organisation: "한국MICE협회" }],
      ],
    },
  ],
  [
    2,
    "2026-12-30",
    "11:00",
    "12:00",
    {
      en: [
        "Room 101",
        "Technology",
        "Hybrid meetings that work on both sides of the screen",
        "Formats and tools that give online attendees a seat at the table.",
        [
          { name: "Daniel Okafor", role: "CTO", organisation: "EventLoop" },
          { name: "Jihoon Park", role: "Team lead", organisation: "Songdo Convensia" },
        ],
      ],
      ko: [
        "회의실 101",
        "기술",
        "하이브리드 회의, 현장과 온라인을 잇다",
        "온라인 참가자도 현장처럼 참여하는 회의 설계와 운영 도구를 소개합니다.",
        [
          { name: "Daniel Okafor", role: "CTO", organisation: "EventLoop" },
          { name: "박지훈", role: "팀장", organisation: "송도컨벤시아" },
        ],
      ],
    },
  ],
  [
    3,
    "2026-12-30",
    "14:00",
    "15:00",
    {
      en: [
        "Room 102",
        "Incentives",
        "Korea's regional cities as incentive destinations",
        "Incentive programmes in Busan, Jeju and Gangneung compared.",
        [],
      ],
      ko: [
        "회의실 102",
        "인센티브",
        "인센티브 여행지로서의 한국 지방 도시",
        "부산, 제주, 강릉의 인센티브 프로그램 사례를 비교합니다.",
        [],
      ],
    },
  ],
  [
    4,
    "2026-12-31",
    "09:30",
    "10:30",
    {
      en: [
        "Grand Ballroom",
        "Keynote",
        "The MICE industry in 2027",
        "Where international meetings are heading and what planners will ask for next year.",
        [{ name: "Laura Mendes", role: "Director", organisation: "ICCA" }],
      ],
      ko: [
        "그랜드볼룸",
        "기조연설",
        "2027년 MICE 산업 전망",
        "국제 회의 유치 동향과 새 해의 수요를 짚어 봅니다.",
        [{ name: "Laura Mendes", role: "Director", organisation: "ICCA" }],
      ],
    },
  ],
  [
    5,
    "2026-12-31",
    "11:00",
    "11:45",
    {
      en: [
        "Room 101",
        "Destinations",
        "Winning bids with a convention bureau",
        "What regional convention bureaus offer and how a bid runs.",
        [{ name: "Haneul Lee", role: "Head of conventions", organisation: "Incheon Tourism Organization" }],
      ],
      ko: [
        "회의실 101",
        "데스티네이션",
        "컨벤션뷰로와 함께하는 유치 전략",
        "지역 컨벤션뷰로의 지원 제도와 유치 절차를 안내합니다.",
        [{ name: "이하늘", role: "본부장", organisation: "인천관광공사" }],
      ],
    },
  ],
  [
    6,
    "2026-12-31",
    "23:00",
    "23:45",
    {
      en: [
        "Rooftop Lounge",
        "Networking",
        "New Year's Eve networking",
        "The last session before midnight: a drink and a look back at the year.",
        [],
      ],
      ko: [
        "루프탑 라운지",
        "네트워킹",
        "새해맞이 네트워킹",
        "자정 전 마지막 세션: 참가자들이 한 해를 정리하며 교류합니다.",
        [],
      ],
    },
  ],
];

/** The programme of the edition's two days, in each language. */
export function sessionsFixture(lang: Lang = "en"): ConferenceSession[] {
  return SESSIONS.map(([id, day, start, end, words]) => {
    const [room, track, title, summary, speakers] = words[lang];
    return { id, day, starts_at: at(day, start), ends_at: at(day, end), room, track, title, summary, speakers };
  });
}

/** A visitor from France, registered three days ago and not at the fair yet. */
export const registrationFixture: VisitorRegistration = {
  id: 501,
  year: 2026,
  name: "Emma Laurent",
  email: "emma.laurent@example.fr",
  phone: "33612345678",
  nationality: "FR",
  organisation: "Lumière Events",
  job_title: "Senior event planner",
  interests: ["exhibition", "business_meetings", "conference"],
  marketing: false,
  registered_at: "2026-05-12T14:20:00+09:00",
  checked_in_at: null,
  badge: { number: "MF26-V-00501", code: "vb_7Qm2xK9pLr4TnW8s" },
};

/** The same visitor on the fair's first morning, after the entrance scanned the badge. */
export const checkedInFixture: VisitorRegistration = {
  ...registrationFixture,
  checked_in_at: "2026-12-30T09:42:00+09:00",
};
