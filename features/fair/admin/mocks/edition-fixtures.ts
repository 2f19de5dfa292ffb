import type { AdminEdition, AdminSession } from "@contracts/mice";

// the stories' "now" is 2026-05-15 10:00 in Korea (.storybook/fixed-date.ts): the fair is in June

export const editionFixture: AdminEdition = {
  fair: "mice",
  year: 2026,
  name_en: "Korea MICE Fair",
  name_ko: "코리아 마이스 페어",
  venue_en: "Songdo Convensia",
  venue_ko: "송도컨벤시아",
  city_en: "Incheon",
  city_ko: "인천",
  first_day: "2026-06-10",
  last_day: "2026-06-11",
  opens: "10:00",
  closes: "18:00",
  registration_closes_on: "2026-06-09",
};

const speaker = (en: [string, string, string], ko: [string, string, string]) => ({
  name_en: en[0],
  role_en: en[1],
  organisation_en: en[2],
  name_ko: ko[0],
  role_ko: ko[1],
  organisation_ko: ko[2],
});

export const sessionsFixture: AdminSession[] = [
  {
    id: 1,
    day: "2026-06-10",
    starts_at: "10:30",
    ends_at: "11:30",
    room_en: "Premier Ballroom",
    room_ko: "프리미어 볼룸",
    track_en: "Keynote",
    track_ko: "기조연설",
    title_en: "Business events after the reset",
    title_ko: "다시 시작하는 비즈니스 이벤트",
    summary_en: "Where meetings, incentives and congresses go next.",
    summary_ko: "회의, 인센티브, 국제회의의 다음 방향.",
    speakers: [speaker(["Lee Seo-yeon", "President", "Korea MICE Association"], ["이서연", "회장", "한국마이스협회"])],
    sort: 0,
  },
  {
    id: 2,
    day: "2026-06-10",
    starts_at: "14:00",
    ends_at: "15:00",
    room_en: "Room 101",
    room_ko: "101호",
    track_en: "Destinations",
    track_ko: "목적지",
    title_en: "Harbour cities as congress hosts",
    title_ko: "항구 도시의 국제회의 유치",
    summary_en: "",
    summary_ko: "",
    speakers: [
      speaker(["Oh Se-ra", "Director", "Busan Convention Bureau"], ["오세라", "국장", "부산관광공사"]),
      speaker(["Tanaka Yui", "Planner", "Kyushu Gateway DMC"], ["다나카 유이", "플래너", "큐슈 게이트웨이 DMC"]),
    ],
    sort: 0,
  },
];
