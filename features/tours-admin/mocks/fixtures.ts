import type { DepartureCounts } from "../api/day-board";
import type { AdminCourse, AdminCourseSummary, AdminDeparture } from "@contracts/tours-admin";

/** Any token: the mocked API only checks that one is sent. */
export const STORY_ADMIN_TOKEN = "story-tours-admin-token";

// the stories' "now" is 2026-05-15 10:00 in Korea (.storybook/fixed-date.ts): tomorrow is the first bookable day
export const STORY_TODAY = "2026-05-15";

/** The demo's main course in both languages, as the editor fills its form. */
export const palacesCourse: AdminCourse = {
  id: 1,
  slug: "seoul-palaces-and-hanok",
  area: "seoul",
  parent_slug: null,
  name_en: "Palaces and Hanok Village",
  name_ko: "궁궐과 한옥마을",
  summary_en: "Gyeongbokgung, the Blue House grounds and Bukchon in one guided morning.",
  summary_ko: "경복궁, 청와대, 북촌을 한나절에 돌아보는 해설 투어.",
  description_en: "Walk the royal palace with a licensed guide and end among the hanok houses of Bukchon.",
  description_ko: "자격을 갖춘 해설사와 함께 경복궁을 걷고 북촌 한옥마을에서 마칩니다.",
  itinerary: [
    {
      time: "09:00",
      title_en: "Gwanghwamun",
      title_ko: "광화문",
      text_en: "Meet the guide and receive the audio set.",
      text_ko: "해설사를 만나 수신기를 받습니다.",
    },
    {
      time: "09:20",
      title_en: "Gyeongbokgung Palace",
      title_ko: "경복궁",
      text_en: "The throne hall and the guard ceremony.",
      text_ko: "근정전과 수문장 교대식.",
    },
  ],
  meeting_point_en: "Gwanghwamun Gate, east ticket office",
  meeting_point_ko: "광화문 동쪽 매표소 앞",
  duration_minutes: 240,
  languages: ["en", "ko"],
  min_travelers: 2,
  cancel_cutoff_hours: 48,
  published: true,
  sort_order: 10,
  images: ["/images/catalog/tour-palace.svg", "/images/catalog/tour-hanok.svg"],
  departures: 5,
};

export const coursesFixture: AdminCourseSummary[] = [
  {
    id: 1,
    slug: palacesCourse.slug,
    area: "seoul",
    parent_slug: null,
    name_en: palacesCourse.name_en,
    name_ko: palacesCourse.name_ko,
    published: true,
    sort_order: 10,
    departures: 5,
    upcoming: 4,
  },
  {
    id: 2,
    slug: "seoul-palaces-night",
    area: "seoul",
    parent_slug: palacesCourse.slug,
    name_en: "Palace by Night",
    name_ko: "달빛 궁궐",
    published: true,
    sort_order: 20,
    departures: 8,
    upcoming: 8,
  },
  {
    id: 3,
    slug: "busan-harbour-lights",
    area: "busan",
    parent_slug: null,
    name_en: "Harbour Lights",
    name_ko: "항구의 불빛",
    published: false,
    sort_order: 30,
    departures: 0,
    upcoming: 0,
  },
];

const departure = (id: number, date: string, time: string, rest: Partial<AdminDeparture> = {}): AdminDeparture => ({
  id,
  date,
  time,
  seats: 20,
  booked: 0,
  bookable: true,
  cancelled: false,
  price: 59,
  currency: "USD",
  ...rest,
});

/**
 * The palaces' departures: one gone, one on sale with bookings, one closed, one full, one called off, and one on
 * sale nobody booked yet (the one that may be deleted).
 */
export const departuresFixture: AdminDeparture[] = [
  departure(101, "2026-05-14", "09:00", { booked: 8 }),
  departure(102, "2026-05-20", "09:00", { booked: 6 }),
  departure(103, "2026-05-20", "13:30", { booked: 2, bookable: false }),
  departure(104, "2026-05-22", "09:00", { booked: 20 }),
  departure(105, "2026-05-24", "09:00", { cancelled: true }),
  departure(106, "2026-05-27", "09:00"),
];

/** Today's departures at the gate (2026-05-15): the morning one has left, the others are boarding. */
export const boardFixture: DepartureCounts[] = [
  {
    departure_id: 201,
    course_name: "Palaces and Hanok Village",
    date: STORY_TODAY,
    time: "09:00",
    seats: 20,
    booked: 12,
    checked_in: 10,
    no_show: 2,
  },
  {
    departure_id: 202,
    course_name: "Haeundae Coast and Jagalchi Market",
    date: STORY_TODAY,
    time: "10:00",
    seats: 16,
    booked: 9,
    checked_in: 4,
    no_show: 0,
  },
  {
    departure_id: 203,
    course_name: "Palaces and Hanok Village",
    date: STORY_TODAY,
    time: "13:30",
    seats: 20,
    booked: 5,
    checked_in: 0,
    no_show: 0,
  },
];
