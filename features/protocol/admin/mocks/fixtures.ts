import type { AdminTour, Delegate, TourSummary } from "@contracts/protocol";
import type { ShareLink } from "@contracts/tracking";
import { delegatesFixture, tourFixture, tourFixtureKo } from "../../mocks/fixtures";

export const STORY_ADMIN_TOKEN = "story-protocol-admin-token";

/** The demo tour as operators edit it, in both languages. */
export const adminTourFixture: AdminTour = {
  id: 1,
  name_en: tourFixture.name,
  name_ko: tourFixtureKo.name,
  delegation: tourFixture.delegation,
  starts_at: tourFixture.starts_at,
  ends_at: tourFixture.ends_at,
  retention_hours: 72,
  content_en: tourFixture.content,
  content_ko: tourFixtureKo.content,
  route: [
    { lat: 37.4602, lng: 126.4407 },
    { lat: 37.5663, lng: 126.9779 },
  ],
  stops: [
    {
      name_en: "Incheon Airport T2",
      name_ko: "인천공항 제2터미널",
      lat: 37.4602,
      lng: 126.4407,
      planned_at: "2026-12-01T09:30:00+09:00",
    },
    { name_en: "Seoul City Hall", name_ko: "서울시청", lat: 37.5663, lng: 126.9779, planned_at: null },
  ],
  vehicles: [
    { id: 1, label: "Car 1", plate: "12가 3456", driver_account_id: 41, driver_name: "Park", trip: "idle" },
    { id: 2, label: "Coach", plate: "70바 1234", driver_account_id: null, driver_name: null, trip: "idle" },
  ],
  window: tourFixture.window,
  updated_at: "2026-11-20T10:00:00+09:00",
};

const summary = (tour: AdminTour, lang: "en" | "ko"): TourSummary => ({
  id: tour.id,
  name: lang === "ko" ? tour.name_ko : tour.name_en,
  delegation: tour.delegation,
  starts_at: tour.starts_at,
  ends_at: tour.ends_at,
  window: tour.window,
});
export const summaryOf = summary;

/** Three tours: one under way, one upcoming, one ended. */
export const adminToursFixture: AdminTour[] = [
  {
    ...adminTourFixture,
    id: 3,
    name_en: "Summit delegation of Chile",
    name_ko: "칠레 정상회의 대표단",
    delegation: "Republic of Chile",
    starts_at: "2026-11-30T09:00:00+09:00",
    ends_at: "2026-12-01T18:00:00+09:00",
    window: { state: "open", opens_at: "2026-11-30T08:00:00+09:00", closes_at: "2026-12-01T19:00:00+09:00" },
  },
  adminTourFixture,
  {
    ...adminTourFixture,
    id: 2,
    name_en: "Trade mission of Kenya",
    name_ko: "케냐 무역사절단",
    delegation: "Republic of Kenya",
    starts_at: "2026-10-02T09:00:00+09:00",
    ends_at: "2026-10-03T18:00:00+09:00",
    window: { state: "after", opens_at: "2026-10-02T08:00:00+09:00", closes_at: "2026-10-03T19:00:00+09:00" },
  },
];

/** The board's people: operators' answers carry the linked e-mail. */
export const arrivalsFixture: Delegate[] = delegatesFixture.map((person) => ({
  ...person,
  is_me: false,
  email: person.id === 11 ? "delegate@demo.test" : "",
}));

export const shareLinksFixture: ShareLink[] = [
  {
    id: 1,
    label: "Embassy desk",
    expires_at: "2099-01-01T00:00:00Z",
    created_at: "2026-11-20T10:00:00Z",
    revoked_at: null,
    url: null,
  },
  {
    id: 2,
    label: "Hotel concierge",
    expires_at: "2026-05-01T00:00:00Z",
    created_at: "2026-04-30T10:00:00Z",
    revoked_at: null,
    url: null,
  },
  {
    id: 3,
    label: "",
    expires_at: "2099-01-01T00:00:00Z",
    created_at: "2026-05-10T10:00:00Z",
    revoked_at: "2026-05-11T10:00:00Z",
    url: null,
  },
];
