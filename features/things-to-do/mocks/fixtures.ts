import type { VenueSummary } from "@contracts/passes";
import type { CityEvent } from "@contracts/things-to-do";

// Stories see Friday 15 May 2026, 10:00 in Seoul (.storybook/fixed-date.ts): this week runs to Sunday the 17th.

type Words = { title: string; summary: string; description: string; place: string; price: string };
type StoryEvent = Omit<CityEvent, keyof Words> & { en: Words; ko: Words };

const event = (patch: Partial<StoryEvent> & Pick<StoryEvent, "id" | "category" | "starts_on" | "en" | "ko">) =>
  ({
    ends_on: patch.starts_on,
    times: null,
    district: "jung",
    venue_id: null,
    with_pass: false,
    image: "/images/catalog/festival-lanterns.svg",
    link: null,
    ...patch,
  }) satisfies StoryEvent;

export const STORY_EVENTS: StoryEvent[] = [
  event({
    id: 1,
    category: "exhibition",
    starts_on: "2026-04-20",
    ends_on: "2026-06-10",
    times: "10:00–18:00",
    district: "yongsan",
    venue_id: 2,
    with_pass: true,
    image: "/images/catalog/tour-palace.svg",
    en: {
      title: "Treasures of the Joseon Court",
      summary: "Royal seals, screens and robes from five centuries of the Joseon dynasty.",
      description: "A special exhibition of more than 200 objects from the royal household.",
      place: "National Museum of Korea",
      price: "KRW 15,000",
    },
    ko: {
      title: "조선 왕실의 보물",
      summary: "조선 500년의 어보, 병풍, 왕실 복식을 한자리에서.",
      description: "왕실 유물 200여 점을 선보이는 특별전입니다.",
      place: "국립중앙박물관",
      price: "15,000원",
    },
  }),
  event({
    id: 2,
    category: "festival",
    starts_on: "2026-05-12",
    ends_on: "2026-05-28",
    times: "17:00–23:00",
    link: "https://www.seoul.go.kr",
    en: {
      title: "Seoul Lantern Festival on Cheonggyecheon",
      summary: "Hand-made silk lanterns float along the stream.",
      description: "Every evening the Cheonggyecheon stream turns into a river of light.",
      place: "Cheonggyecheon Stream",
      price: "Free",
    },
    ko: {
      title: "청계천 서울빛초롱축제",
      summary: "한지·비단 등이 물길을 따라 빛납니다.",
      description: "매일 저녁 청계천이 빛의 물길로 바뀝니다.",
      place: "청계천",
      price: "무료",
    },
  }),
  event({
    id: 3,
    category: "night",
    starts_on: "2026-05-14",
    ends_on: "2026-05-24",
    times: "19:00–21:30",
    district: "jongno",
    venue_id: 1,
    with_pass: true,
    image: "/images/catalog/tour-palace.svg",
    en: {
      title: "Gyeongbokgung Palace Night Opening",
      summary: "The palace's halls lit after dark.",
      description: "For two weeks Gyeongbokgung opens its gates in the evening.",
      place: "Gyeongbokgung Palace",
      price: "KRW 3,000",
    },
    ko: {
      title: "경복궁 야간 특별관람",
      summary: "어둠이 내린 뒤 불을 밝힌 전각.",
      description: "2주 동안 경복궁이 저녁에 문을 엽니다.",
      place: "경복궁",
      price: "3,000원",
    },
  }),
  event({
    id: 4,
    category: "performance",
    starts_on: "2026-05-16",
    times: "19:30–22:00",
    district: "mapo",
    image: "/images/catalog/festival-rock.svg",
    en: {
      title: "K-pop Super Live in Seoul",
      summary: "Ten K-pop groups on one stage.",
      description: "A night of K-pop with ten groups, a live band and fireworks.",
      place: "Seoul World Cup Stadium",
      price: "From KRW 132,000",
    },
    ko: {
      title: "K-POP 슈퍼 라이브 인 서울",
      summary: "한 무대에 오르는 K-POP 10팀.",
      description: "10팀이 라이브 밴드와 함께 꾸미는 K-POP의 밤.",
      place: "서울월드컵경기장",
      price: "132,000원부터",
    },
  }),
  event({
    id: 5,
    category: "sports",
    starts_on: "2026-05-24",
    times: "08:00–13:00",
    district: "yeongdeungpo",
    image: "/images/catalog/activity-trail.svg",
    en: {
      title: "Seoul Han River Marathon",
      summary: "Full, half and 10 km courses along the river.",
      description: "Run along the Han River from Yeouido Hangang Park.",
      place: "Yeouido Hangang Park",
      price: "From KRW 50,000",
    },
    ko: {
      title: "서울 한강 마라톤",
      summary: "풀코스, 하프, 10km 강변 코스.",
      description: "여의도한강공원에서 출발해 한강을 따라 달립니다.",
      place: "여의도한강공원",
      price: "50,000원부터",
    },
  }),
  event({
    id: 6,
    category: "market",
    starts_on: "2026-05-30",
    ends_on: "2026-06-01",
    times: "10:00–19:00",
    image: "/images/catalog/food-market.svg",
    en: {
      title: "Seoul Design Market at DDP",
      summary: "Seoul's small design brands.",
      description: "Over 150 small brands sell what they design and make in Seoul.",
      place: "Dongdaemun Design Plaza",
      price: "Free",
    },
    ko: {
      title: "DDP 서울디자인마켓",
      summary: "서울 소규모 디자인 브랜드.",
      description: "150여 개 브랜드가 서울에서 만든 제품을 판매합니다.",
      place: "동대문디자인플라자",
      price: "무료",
    },
  }),
  event({
    id: 7,
    category: "festival",
    starts_on: "2026-06-06",
    times: "19:00–21:30",
    district: "yeongdeungpo",
    image: "/images/catalog/festival-fireworks.svg",
    en: {
      title: "Seoul International Fireworks Festival",
      summary: "Teams from three countries light up the sky.",
      description: "Three fireworks teams fire their shows in turn over the Han River.",
      place: "Yeouido Hangang Park",
      price: "Free",
    },
    ko: {
      title: "서울세계불꽃축제",
      summary: "3개국 팀이 하늘을 수놓는 불꽃 축제.",
      description: "세 나라의 불꽃 연출팀이 한강 위에서 차례로 공연합니다.",
      place: "여의도한강공원",
      price: "무료",
    },
  }),
];

/** An event in the reader's language, as the API gives it. */
export function eventIn({ en, ko, ...rest }: StoryEvent, lang: string): CityEvent {
  return { ...rest, ...(lang === "ko" ? ko : en) };
}

const venue = (
  patch: Pick<VenueSummary, "id" | "slug" | "name" | "benefit"> & Partial<VenueSummary>,
): VenueSummary => ({
  category: "palace",
  district: "jongno",
  reservation_required: false,
  repeat_visits: false,
  opening_hours: "09:00–18:00",
  thumbnail: "/images/catalog/tour-palace.svg",
  lat: 37.58,
  lng: 126.98,
  ...patch,
});

export const STORY_VENUES: Record<"en" | "ko", VenueSummary[]> = {
  en: [
    venue({ id: 1, slug: "gyeongbokgung", name: "Gyeongbokgung Palace", benefit: { kind: "free_entry" } }),
    venue({
      id: 2,
      slug: "national-museum-of-korea",
      name: "National Museum of Korea",
      category: "museum",
      district: "yongsan",
      benefit: { kind: "discount", percent: 20 },
      thumbnail: "/images/catalog/culture-temple.svg",
    }),
    venue({
      id: 3,
      slug: "n-seoul-tower",
      name: "N Seoul Tower",
      category: "experience",
      district: "yongsan",
      benefit: { kind: "discount", percent: 30 },
      thumbnail: "/images/catalog/festival-river-lanterns.svg",
    }),
  ],
  ko: [
    venue({ id: 1, slug: "gyeongbokgung", name: "경복궁", benefit: { kind: "free_entry" } }),
    venue({
      id: 2,
      slug: "national-museum-of-korea",
      name: "국립중앙박물관",
      category: "museum",
      district: "yongsan",
      benefit: { kind: "discount", percent: 20 },
      thumbnail: "/images/catalog/culture-temple.svg",
    }),
    venue({
      id: 3,
      slug: "n-seoul-tower",
      name: "N서울타워",
      category: "experience",
      district: "yongsan",
      benefit: { kind: "discount", percent: 30 },
      thumbnail: "/images/catalog/festival-river-lanterns.svg",
    }),
  ],
};
