import type { Delegate, Tour, TourSummary } from "@contracts/protocol";

export const STORY_MEMBER_TOKEN = "story-protocol-member-token";

const window = {
  state: "before" as const,
  opens_at: "2026-12-01T08:00:00+09:00",
  closes_at: "2026-12-03T19:00:00+09:00",
};

/** The demo delegation's tour as its coordinator reads it in English. */
export const tourFixture: Tour = {
  id: 1,
  name: "Official visit to Seoul",
  delegation: "Delegation of the Republic of Estonia",
  starts_at: "2026-12-01T09:00:00+09:00",
  ends_at: "2026-12-03T18:00:00+09:00",
  window,
  coordinator: true,
  content: {
    summary: "Three days of meetings and culture in Seoul.",
    dress_code: "Business formal for meetings; comfortable shoes for the palace walk.",
    days: [
      {
        date: "2026-12-01",
        title: "Arrival",
        items: [
          { time: "09:00", title: "Welcome at Incheon Airport", place: "Terminal 2, gate A", note: "" },
          {
            time: "14:00",
            title: "Meeting at City Hall",
            place: "Seoul City Hall",
            note: "Passports needed at the door.",
          },
        ],
      },
      {
        date: "2026-12-02",
        title: "Culture",
        items: [{ time: "10:00", title: "Gyeongbokgung Palace", place: "Jongno-gu", note: "" }],
      },
    ],
    contacts: [
      { name: "Kim Minji", role: "Protocol officer", phone: "+821012345678", email: "minji@protocol.example" },
      { name: "Driver desk", role: "Vehicles", phone: "0212345678", email: "" },
    ],
  },
  stops: [
    { number: 1, name: "Incheon Airport T2", lat: 37.4602, lng: 126.4407, planned_at: "2026-12-01T09:30:00+09:00" },
    { number: 2, name: "Seoul City Hall", lat: 37.5663, lng: 126.9779, planned_at: "2026-12-01T13:45:00+09:00" },
    { number: 3, name: "Gyeongbokgung Palace", lat: 37.5796, lng: 126.977, planned_at: null },
  ],
  vehicles: [{ id: 1, label: "Car 1", plate: "12가 3456", trip: "idle" }],
};

/** The same tour in Korean. */
export const tourFixtureKo: Tour = {
  ...tourFixture,
  name: "서울 공식 방문",
  delegation: "에스토니아 공화국 대표단",
  content: {
    summary: "서울에서 사흘간 회의와 문화 일정을 진행합니다.",
    dress_code: "회의는 비즈니스 정장, 궁궐 관람에는 편한 신발을 권합니다.",
    days: [
      {
        date: "2026-12-01",
        title: "입국",
        items: [
          { time: "09:00", title: "인천공항 영접", place: "제2터미널 A 게이트", note: "" },
          { time: "14:00", title: "서울시청 회의", place: "서울시청", note: "입구에서 여권이 필요합니다." },
        ],
      },
    ],
    contacts: [{ name: "김민지", role: "의전 담당", phone: "+821012345678", email: "minji@protocol.example" }],
  },
  stops: tourFixture.stops.map((stop, index) => ({
    ...stop,
    name: ["인천공항 제2터미널", "서울시청", "경복궁"][index] ?? stop.name,
  })),
};

export const summaryOf = (tour: Tour): TourSummary => ({
  id: tour.id,
  name: tour.name,
  delegation: tour.delegation,
  starts_at: tour.starts_at,
  ends_at: tour.ends_at,
  window: tour.window,
});

/** A second tour of the same member (a chooser). */
export const secondTour: Tour = {
  ...tourFixture,
  id: 2,
  name: "Busan port visit",
  delegation: "Delegation of the Republic of Estonia",
  starts_at: "2026-12-10T09:00:00+09:00",
  ends_at: "2026-12-11T18:00:00+09:00",
};

const person = (fields: Partial<Delegate> & Pick<Delegate, "id" | "name">): Delegate => ({
  title: "",
  coordinator: false,
  is_me: false,
  arrival_flight: "",
  arrival_at: null,
  arrival_terminal: null,
  departure_flight: "",
  departure_at: null,
  departure_terminal: null,
  met_at: null,
  handed_over_at: null,
  version: 0,
  ...fields,
});

/** The delegation as its coordinator sees it: themself (flights given, met), a minister, an adviser with no flights. */
export const delegatesFixture: Delegate[] = [
  person({
    id: 11,
    name: "Mari Tamm",
    title: "Head of protocol",
    coordinator: true,
    is_me: true,
    arrival_flight: "KE082",
    arrival_at: "2026-12-01T08:40:00+09:00",
    arrival_terminal: "T2",
    departure_flight: "KE081",
    departure_at: "2026-12-03T20:10:00+09:00",
    departure_terminal: "T2",
    met_at: "2026-12-01T09:05:00+09:00",
    version: 2,
  }),
  person({
    id: 12,
    name: "Jaan Kask",
    title: "Minister",
    arrival_flight: "OZ 541",
    arrival_at: "2026-12-01T10:20:00+09:00",
    arrival_terminal: "T1",
    version: 1,
  }),
  person({ id: 13, name: "Liis Saar", title: "Adviser" }),
];

/** A delegate (not the coordinator) reading the same tour: only they are theirs. */
export const delegateView = {
  tour: { ...tourFixture, coordinator: false },
  delegates: delegatesFixture.map((each) => ({ ...each, is_me: each.id === 12 })),
};
