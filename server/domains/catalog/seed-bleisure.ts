import type { Category, ProductKind } from "@contracts/catalog";
import type { Currency } from "@contracts/money";
import { toMinor } from "@contracts/money";
import { addDays, shopToday } from "@contracts/reservations";
import { daysFrom } from "../../platform/db/seed-data";
import type { SeedStep } from "../../platform/db/seed-step";
import { catalogImage, KIND_NOTES } from "./seed-data";
import { productOptions, products } from "./tables";
import { textColumns } from "../../platform/seed-rows";

/**
 * The business-leisure programmes (ADR 0032): half-day and day programmes in Seoul for people there on business,
 * sold as the shop's products with a length and several departures a day. Dates count from the seeding day.
 */

type Text = readonly [en: string, ko: string];

export type BleisureSeedOption = {
  name: Text;
  /** First and last departure day, counted from the seeding day. */
  days: readonly [from: number, to: number];
  price: number;
  currency: Currency;
  capacity: number;
  departureTimes: readonly string[];
  /** Sold by the group of this many travellers. */
  groupSize?: number;
};

export type BleisureSeedProgramme = {
  slug: string;
  kind: ProductKind;
  category: Category;
  name: Text;
  summary: Text;
  story: Text;
  location: Text;
  images: readonly string[];
  durationMinutes: number;
  /** Closed days, counted from the seeding day. */
  closedIn?: readonly number[];
  options: readonly BleisureSeedOption[];
};

/** After every product of the main catalogue in the shop's recommended order. */
const BLEISURE_RANK = 300;
/** The options run for the coming four months. */
const SEASON = [1, 120] as const;

export const BLEISURE_PROGRAMMES: readonly BleisureSeedProgramme[] = [
  {
    slug: "bleisure-palace-hanok-walk",
    kind: "tour",
    category: "culture",
    name: ["Palace and Hanok Village Walk (3 h)", "궁궐과 한옥마을 산책 (3시간)"],
    summary: [
      "Gyeongbokgung and the lanes of Bukchon in three hours, back in the city centre for your next meeting.",
      "경복궁과 북촌 골목을 세 시간에 둘러보고 다음 일정에 맞춰 도심으로 돌아옵니다.",
    ],
    story: [
      "Meet your guide at Gwanghwamun Gate, walk through the throne hall and the royal quarters of Gyeongbokgung, then climb into Bukchon, where six hundred traditional hanok houses still stand between the palaces. The walk ends at Anguk Station, ten minutes by taxi from City Hall and the main business hotels.",
      "광화문 앞에서 가이드를 만나 경복궁의 근정전과 왕의 처소를 둘러본 뒤, 궁궐 사이에 600여 채의 한옥이 남아 있는 북촌으로 올라갑니다. 산책은 안국역에서 끝나며 시청과 주요 비즈니스 호텔까지 택시로 10분 거리입니다.",
    ],
    location: ["Gwanghwamun Gate, 161 Sajik-ro, Jongno-gu, Seoul", "서울 종로구 사직로 161 광화문 앞"],
    images: [catalogImage("tour-palace"), catalogImage("culture-hanok")],
    durationMinutes: 180,
    closedIn: [6, 13, 20],
    options: [
      {
        name: ["Small-group walk", "소규모 그룹 산책"],
        days: SEASON,
        price: 59,
        currency: "USD",
        capacity: 60,
        departureTimes: ["09:00", "13:00", "15:00"],
      },
      {
        name: ["Private walk for your team (up to 6)", "팀 전용 프라이빗 산책 (최대 6인)"],
        days: SEASON,
        price: 390000,
        currency: "KRW",
        capacity: 10,
        departureTimes: ["09:00", "14:00"],
        groupSize: 6,
      },
    ],
  },
  {
    slug: "bleisure-dmz-day",
    kind: "tour",
    category: "tour",
    name: ["DMZ Day Trip (8 h)", "DMZ 하루 투어 (8시간)"],
    summary: [
      "Imjingak, the Third Tunnel and the Dora Observatory with an English-speaking guide, back in Seoul by late afternoon.",
      "영어 가이드와 함께 임진각, 제3땅굴, 도라전망대를 둘러보고 늦은 오후 서울로 돌아옵니다.",
    ],
    story: [
      "A full day at the border between the two Koreas: the peace park at Imjingak, a walk down into the Third Infiltration Tunnel and the view into North Korea from Dora Observatory. Pick-up is at City Hall; bring your passport, which the checkpoint asks for.",
      "남북 분단의 현장을 하루 동안 둘러봅니다. 임진각 평화누리공원, 제3땅굴 탐방, 도라전망대에서 바라보는 북한 풍경까지 이어집니다. 시청 앞에서 출발하며, 검문소에서 확인하므로 여권을 꼭 지참해 주세요.",
    ],
    location: ["Seoul City Hall, 110 Sejong-daero, Jung-gu, Seoul", "서울 중구 세종대로 110 서울시청 앞"],
    images: [catalogImage("tour-mountain-road"), catalogImage("activity-trail")],
    durationMinutes: 480,
    closedIn: [7, 14, 21, 28],
    options: [
      {
        name: ["Day trip with lunch", "점심 포함 하루 투어"],
        days: SEASON,
        price: 89,
        currency: "USD",
        capacity: 60,
        departureTimes: ["07:30", "08:30"],
      },
    ],
  },
  {
    slug: "bleisure-gangnam-food-evening",
    kind: "tour",
    category: "food",
    name: ["Gangnam Food Evening (3 h)", "강남 미식 저녁 투어 (3시간)"],
    summary: [
      "Korean barbecue, street snacks and a soju tasting a short walk from COEX and the Gangnam hotels.",
      "코엑스와 강남 호텔에서 가까운 곳에서 한국식 바비큐, 길거리 음식, 소주 시음을 즐깁니다.",
    ],
    story: [
      "After the last session, meet your host at Seolleung Station and eat your way through three local places: a barbecue house that grills at your table, a pojangmacha for tteokbokki and fish cakes, and a bar that pours soju and makgeolli from small breweries. Dinner and drinks are included.",
      "마지막 일정을 마친 뒤 선릉역에서 호스트를 만나 현지 맛집 세 곳을 돌아봅니다. 테이블에서 구워 주는 고깃집, 떡볶이와 어묵을 파는 포장마차, 소규모 양조장의 소주와 막걸리를 내는 바까지 이어집니다. 저녁 식사와 음료가 포함되어 있습니다.",
    ],
    location: ["Seolleung Station exit 1, Gangnam-gu, Seoul", "서울 강남구 선릉역 1번 출구"],
    images: [catalogImage("food-market")],
    durationMinutes: 180,
    options: [
      {
        name: ["Food evening", "미식 저녁 투어"],
        days: SEASON,
        price: 85000,
        currency: "KRW",
        capacity: 48,
        departureTimes: ["18:00", "19:00", "19:30"],
      },
    ],
  },
  {
    slug: "bleisure-han-river-cycling",
    kind: "tour",
    category: "activity",
    name: ["Han River Cycling (2 h)", "한강 자전거 라이딩 (2시간)"],
    summary: [
      "An easy ride along the river parks from Yeouido, bikes and helmets included.",
      "자전거와 헬멧을 제공하며, 여의도에서 한강공원을 따라 가볍게 달립니다.",
    ],
    story: [
      "Start at Yeouido Hangang Park, ten minutes from the financial district, and ride the flat river path past the National Assembly and under the bridges to Banpo, with a stop for coffee. The pace suits anyone who rides a bike now and then; morning rides beat the heat, the late ride ends at sunset.",
      "여의도 금융가에서 10분 거리인 여의도 한강공원에서 출발해, 국회의사당을 지나 다리 아래로 이어지는 평탄한 강변길을 따라 반포까지 달리며 중간에 커피를 마십니다. 가끔 자전거를 타는 분이면 누구나 따라올 수 있는 속도이며, 아침 라이딩은 더위를 피하고 늦은 라이딩은 노을과 함께 끝납니다.",
    ],
    location: [
      "Yeouido Hangang Park, 330 Yeouidong-ro, Yeongdeungpo-gu, Seoul",
      "서울 영등포구 여의동로 330 여의도한강공원",
    ],
    images: [catalogImage("activity-sea"), catalogImage("festival-river-lanterns")],
    durationMinutes: 120,
    options: [
      {
        name: ["Guided ride", "가이드 동행 라이딩"],
        days: SEASON,
        price: 69000,
        currency: "KRW",
        capacity: 40,
        departureTimes: ["07:00", "16:00", "17:30"],
      },
    ],
  },
  {
    slug: "bleisure-bongeunsa-temple-stay",
    kind: "tour",
    category: "wellness",
    name: ["Short Temple Stay at Bongeunsa (2.5 h)", "봉은사 짧은 템플스테이 (2시간 30분)"],
    summary: [
      "Meditation, a tea ceremony and lotus-lantern making at the temple across the road from COEX.",
      "코엑스 건너편 봉은사에서 명상, 다도, 연등 만들기를 체험합니다.",
    ],
    story: [
      "Bongeunsa has stood in Gangnam for twelve centuries; today the office towers of the business district rise behind its halls. A monk shows you the temple, teaches a short seated meditation and pours tea, and you make a paper lotus lantern to take home. Loose clothing is best; temple vests are lent at the door.",
      "봉은사는 천이백 년 동안 강남을 지켜 온 사찰로, 지금은 법당 뒤로 업무 지구의 빌딩이 솟아 있습니다. 스님이 경내를 안내하고 짧은 좌선과 차를 함께하며, 직접 만든 연꽃 등을 가져가실 수 있습니다. 편한 옷차림을 권하며, 사찰 조끼는 입구에서 빌려 드립니다.",
    ],
    location: ["Bongeunsa Temple, 531 Bongeunsa-ro, Gangnam-gu, Seoul", "서울 강남구 봉은사로 531 봉은사"],
    images: [catalogImage("culture-temple"), catalogImage("wellness-forest")],
    durationMinutes: 150,
    options: [
      {
        name: ["Temple programme", "템플스테이 프로그램"],
        days: SEASON,
        price: 55,
        currency: "USD",
        capacity: 30,
        departureTimes: ["10:00", "14:00"],
      },
    ],
  },
  {
    slug: "bleisure-k-beauty-seongsu",
    kind: "tour",
    category: "wellness",
    name: ["K-Beauty Studio Session (2.5 h)", "K-뷰티 스튜디오 체험 (2시간 30분)"],
    summary: [
      "A skin analysis, a facial and a make-up lesson in a Seongsu studio, with a gift set to take home.",
      "성수동 스튜디오에서 피부 진단, 페이셜 케어, 메이크업 수업을 받고 선물 세트를 가져갑니다.",
    ],
    story: [
      "Seongsu's old shoe workshops now hold cafés and beauty studios. A skin specialist reads your skin type, a therapist gives a short Korean-style facial, and a make-up artist shows the routine Seoul office workers use. Sessions are in English; everything used comes in the gift set.",
      "성수동의 옛 구두 공방 자리에는 이제 카페와 뷰티 스튜디오가 들어섰습니다. 피부 전문가가 피부 타입을 진단하고, 관리사가 짧은 한국식 페이셜을 해 드리며, 메이크업 아티스트가 서울 직장인들의 메이크업 루틴을 알려 드립니다. 수업은 영어로 진행되며 사용한 제품은 모두 선물 세트에 담아 드립니다.",
    ],
    location: [
      "Seongsu-dong, Seongdong-gu, Seoul (near Seongsu Station exit 3)",
      "서울 성동구 성수동 (성수역 3번 출구 인근)",
    ],
    images: [catalogImage("wellness-spa")],
    durationMinutes: 150,
    options: [
      {
        name: ["Studio session", "스튜디오 체험"],
        days: SEASON,
        price: 69,
        currency: "USD",
        capacity: 24,
        departureTimes: ["11:00", "14:00", "16:30"],
      },
    ],
  },
];

/**
 * Its own step after the rest of the demo data, so a database seeded before the programmes gets them too, and a
 * fresh one keeps every earlier product's id.
 */
export const BLEISURE_SEED_STEPS: SeedStep[] = [
  {
    name: "catalog-bleisure-v1",
    run: async (tx) => {
      const now = new Date();
      const today = shopToday(now);
      const day = (offset: number) => addDays(today, offset);
      const inserted = await tx
        .insert(products)
        .values(
          BLEISURE_PROGRAMMES.map((programme, index) => {
            const [noteEn, noteKo] = KIND_NOTES[programme.kind];
            return {
              slug: programme.slug,
              channel: "shop" as const,
              kind: programme.kind,
              category: programme.category,
              region: "seoul" as const,
              ...textColumns({ name: programme.name, summary: programme.summary, location: programme.location }),
              descriptionEn: `${programme.story[0]}\n\n${noteEn}`,
              descriptionKo: `${programme.story[1]}\n\n${noteKo}`,
              images: [...programme.images],
              rank: BLEISURE_RANK + index,
              closedDates: (programme.closedIn ?? []).map(day),
              durationMinutes: programme.durationMinutes,
              businessLeisure: true,
              createdAt: daysFrom(now, -(index + 1)),
            };
          }),
        )
        .onConflictDoNothing({ target: products.slug })
        .returning({ id: products.id, slug: products.slug });
      const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
      const options = BLEISURE_PROGRAMMES.flatMap((programme) => {
        const productId = idBySlug.get(programme.slug);
        // a product people made under the same address before is theirs: left as it is
        if (productId === undefined) return [];
        return programme.options.map((option, index) => ({
          productId,
          ...textColumns({ name: option.name }),
          startDate: day(option.days[0]),
          endDate: day(option.days[1]),
          priceMinor: toMinor(option.price, option.currency),
          currency: option.currency,
          capacity: option.capacity,
          sortOrder: (index + 1) * 10,
          pricing: option.groupSize === undefined ? ("per_person" as const) : ("per_group" as const),
          groupSize: option.groupSize ?? null,
          departureTimes: [...option.departureTimes],
        }));
      });
      if (options.length > 0) await tx.insert(productOptions).values(options);
    },
  },
];
