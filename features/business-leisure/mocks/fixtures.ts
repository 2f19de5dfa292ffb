import type { BleisureProgramme } from "@contracts/bleisure";

type Words = { name: string; summary: string };
type ProgrammeFixture = Omit<BleisureProgramme, keyof Words> & { en: Words; ko: Words };

/** Business-leisure programmes as the seed makes them, with the departures each runs. */
export const PROGRAMME_FIXTURES: ProgrammeFixture[] = [
  {
    id: 37,
    category: "culture",
    thumbnail: "/images/catalog/tour-palace.svg",
    duration_minutes: 180,
    price_from: 59,
    currency: "USD",
    departure_times: ["09:00", "13:00", "14:00", "15:00"],
    en: {
      name: "Palace and Hanok Village Walk (3 h)",
      summary: "Gyeongbokgung and the lanes of Bukchon in three hours, back in the city centre for your next meeting.",
    },
    ko: {
      name: "궁궐과 한옥마을 산책 (3시간)",
      summary: "경복궁과 북촌 골목을 세 시간에 둘러보고 다음 일정에 맞춰 도심으로 돌아옵니다.",
    },
  },
  {
    id: 38,
    category: "tour",
    thumbnail: "/images/catalog/tour-mountain-road.svg",
    duration_minutes: 480,
    price_from: 89,
    currency: "USD",
    departure_times: ["07:30", "08:30"],
    en: {
      name: "DMZ Day Trip (8 h)",
      summary: "Imjingak, the Third Tunnel and the Dora Observatory with an English-speaking guide.",
    },
    ko: { name: "DMZ 하루 투어 (8시간)", summary: "영어 가이드와 함께 임진각, 제3땅굴, 도라전망대를 둘러봅니다." },
  },
  {
    id: 39,
    category: "food",
    thumbnail: "/images/catalog/food-market.svg",
    duration_minutes: 180,
    price_from: 85000,
    currency: "KRW",
    departure_times: ["18:00", "19:00", "19:30"],
    en: {
      name: "Gangnam Food Evening (3 h)",
      summary: "Korean barbecue, street snacks and a soju tasting a short walk from COEX and the Gangnam hotels.",
    },
    ko: {
      name: "강남 미식 저녁 투어 (3시간)",
      summary: "코엑스와 강남 호텔에서 가까운 곳에서 한국식 바비큐, 길거리 음식, 소주 시음을 즐깁니다.",
    },
  },
  {
    id: 41,
    category: "wellness",
    thumbnail: "/images/catalog/culture-temple.svg",
    duration_minutes: 150,
    price_from: 55,
    currency: "USD",
    departure_times: ["10:00", "14:00"],
    en: {
      name: "Short Temple Stay at Bongeunsa (2.5 h)",
      summary: "Meditation, a tea ceremony and lotus-lantern making at the temple across the road from COEX.",
    },
    ko: {
      name: "봉은사 짧은 템플스테이 (2시간 30분)",
      summary: "코엑스 건너편 봉은사에서 명상, 다도, 연등 만들기를 체험합니다.",
    },
  },
];

/** A fixture as the server answers it in `lang`, with the departures given. */
export function programmeIn(
  fixture: ProgrammeFixture,
  lang: string,
  departures = fixture.departure_times,
): BleisureProgramme {
  const { en, ko, ...rest } = fixture;
  return { ...rest, ...(lang === "ko" ? ko : en), departure_times: departures };
}
