import type { Category, ProductKind, Region } from "@contracts/catalog";
import type { Currency } from "@contracts/money";

/**
 * The demo catalogue: real Korean festivals, tours and tickets with dates relative to the seeding day, so the shop
 * always has something to book in the coming months. Prices are in major units; the seed turns them into minor ones.
 */

type Text = readonly [en: string, ko: string];

/** `[name, first day, last day, price, currency, capacity, bookable?]`; days count from the seeding day. */
export type SeedOption = readonly [
  name: Text,
  fromDay: number,
  toDay: number,
  price: number,
  currency: Currency,
  capacity: number,
  bookable?: boolean,
];

export type SeedProduct = {
  slug: string;
  kind: ProductKind;
  category: Category;
  region: Region;
  name: Text;
  summary: Text;
  /** The product's own paragraph; the kind's practical notes follow it. */
  story: Text;
  location: Text;
  images: readonly string[];
  featured?: boolean;
  /** Sales open this many days after the seeding day (later than tomorrow). */
  salesStartIn?: number;
  /** Closed days, counted from the seeding day. */
  closedIn?: readonly number[];
  options: readonly SeedOption[];
};

export const catalogImage = (name: string) => `/images/catalog/${name}.svg`;

/** The illustrations under public/images/catalog/, one or two per category. */
export const CATALOG_IMAGES = [
  "festival-lanterns",
  "festival-fireworks",
  "tour-palace",
  "tour-mountain-road",
  "activity-trail",
  "activity-sea",
  "culture-temple",
  "culture-hanok",
  "food-market",
  "food-tea-fields",
  "wellness-spa",
  "wellness-forest",
  // each festival's own picture: a festival card never shows another product's scene
  "festival-mud",
  "festival-cherry-blossom",
  "festival-mask-dance",
  "festival-ice",
  "festival-coffee",
  "festival-parade",
  "festival-rock",
  "festival-river-lanterns",
] as const;

type ImageName = (typeof CATALOG_IMAGES)[number];
const img = (...names: ImageName[]) => names.map(catalogImage);

/** The practical paragraphs that follow each product's own story, per kind. */
export const KIND_NOTES: Record<ProductKind, Text> = {
  festival: [
    "Your ticket covers entry on the day you choose. Programmes run rain or shine; outdoor stages may pause in heavy weather and the organisers post changes on site.\n\nArrive an hour early on weekends: queues at the gates and at the shuttle stops grow fast in the evening. Comfortable shoes and a light jacket are recommended.",
    "선택하신 날짜에 입장할 수 있는 티켓입니다. 행사는 우천 시에도 진행되며, 기상 악화 시 야외 무대는 일시 중단될 수 있고 변경 사항은 현장에서 안내됩니다.\n\n주말에는 한 시간 일찍 도착하시길 권합니다. 저녁이 되면 입구와 셔틀 정류장 대기 줄이 빠르게 길어집니다. 편한 신발과 가벼운 겉옷을 준비해 주세요.",
  ],
  tour: [
    "A licensed guide speaking English leads the group; Korean-speaking guides are available on request. Entrance fees listed in the programme are included, meals are not unless stated.\n\nPlease be at the meeting point ten minutes before departure. Groups leave on time, and the tour runs with at least two travellers.",
    "영어 가능 공인 가이드가 함께하며, 요청 시 한국어 가이드도 배정해 드립니다. 일정에 적힌 입장료는 포함되어 있고, 식사는 별도 안내가 없으면 포함되지 않습니다.\n\n출발 10분 전까지 집결지에 도착해 주세요. 정시에 출발하며, 최소 2인 이상일 때 진행됩니다.",
  ],
  option_ticket: [
    "Show the QR pass from your reservation at the counter; no printing needed. The ticket is valid on the date you choose within the option's period.\n\nSome sessions have limited places, so book a few days ahead in high season. Staff on site speak basic English.",
    "예약 후 받은 QR 패스를 현장 매표소에 보여주시면 됩니다. 따로 출력할 필요는 없습니다. 옵션 기간 중 선택하신 날짜에 이용할 수 있습니다.\n\n회차별 인원이 한정되어 있어 성수기에는 며칠 전에 예약하시는 것이 좋습니다. 현장 직원은 간단한 영어로 안내해 드립니다.",
  ],
};

export const SEED_PRODUCTS: readonly SeedProduct[] = [
  {
    slug: "seoul-palace-night-tour",
    kind: "tour",
    category: "tour",
    region: "seoul",
    name: ["Gyeongbokgung Palace Night Tour", "경복궁 야간 투어"],
    summary: [
      "Walk the lantern-lit courtyards of Seoul's grand palace after dark with a local guide.",
      "현지 가이드와 함께 불빛이 은은한 경복궁의 밤 풍경을 거닐어 보세요.",
    ],
    story: [
      "When the day crowds leave, Gyeongbokgung takes on a different mood: the throne hall glows gold, Gyeonghoeru Pavilion floats on its lotus pond and the mountains behind turn to silhouettes. Your guide tells the stories of the Joseon kings and queens who lived here, from court rituals to palace intrigue.",
      "낮의 인파가 빠져나간 경복궁은 전혀 다른 분위기를 보여줍니다. 근정전은 금빛으로 빛나고 경회루는 연못 위에 떠 있는 듯하며, 뒤편의 북악산은 실루엣으로 변합니다. 가이드가 이곳에 살았던 조선 왕과 왕비의 이야기, 궁중 의례와 숨은 일화를 들려드립니다.",
    ],
    location: ["Gwanghwamun Gate, 161 Sajik-ro, Jongno-gu, Seoul", "서울 종로구 사직로 161 광화문 앞"],
    images: img("tour-palace", "culture-hanok", "festival-lanterns"),
    featured: true,
    closedIn: [9, 16, 23],
    options: [
      [["Evening walk (19:00)", "저녁 산책 (19:00)"], 3, 120, 49, "USD", 40],
      [["Evening walk with hanbok", "한복 체험 포함 저녁 산책"], 3, 120, 89.5, "USD", 20],
      [["Private group (up to 6)", "프라이빗 그룹 (최대 6인)"], 10, 150, 120000, "KRW", 10],
    ],
  },
  {
    slug: "boryeong-mud-festival",
    kind: "festival",
    category: "festival",
    region: "chungcheong",
    name: ["Boryeong Mud Festival", "보령머드축제"],
    summary: [
      "Slide, wrestle and paint yourself with mineral mud on Daecheon Beach.",
      "대천해수욕장에서 머드 슬라이드와 머드 씨름, 머드 페인팅을 즐겨 보세요.",
    ],
    story: [
      "Every summer Daecheon Beach turns into the world's muddiest playground. The mud comes from the tidal flats of the West Sea and is said to be good for the skin; the festival uses it for giant inflatable slides, mud pools, relay races and evening concerts on the sand.",
      "매년 여름 대천해수욕장은 세계에서 가장 신나는 진흙 놀이터가 됩니다. 서해 갯벌에서 온 머드는 피부에 좋다고 알려져 있으며, 대형 머드 슬라이드, 머드탕, 릴레이 경기와 해변 저녁 공연까지 즐길 거리가 가득합니다.",
    ],
    location: ["Daecheon Beach, Boryeong, South Chungcheong", "충남 보령시 대천해수욕장 머드광장"],
    images: img("festival-mud", "activity-sea"),
    featured: true,
    options: [
      [["Day pass", "1일권"], 30, 40, 65000, "KRW", 60],
      [["Day pass with shuttle from Seoul", "서울 왕복 셔틀 포함 1일권"], 30, 40, 89.5, "USD", 45],
      [["Two-day pass", "2일권"], 30, 39, 129, "USD", 30],
    ],
  },
  {
    slug: "jinhae-cherry-blossom-festival",
    kind: "festival",
    category: "festival",
    region: "gyeongsang",
    name: ["Jinhae Gunhangje Cherry Blossom Festival", "진해군항제 벚꽃축제"],
    summary: [
      "Korea's largest cherry blossom festival, with the famous Yeojwacheon stream and Gyeonghwa Station.",
      "여좌천과 경화역으로 유명한 국내 최대 벚꽃축제입니다.",
    ],
    story: [
      "For ten days the naval port of Jinhae disappears under some 360,000 cherry trees. Walk the wooden bridges of Yeojwacheon under a pink tunnel, stand on the old railway at Gyeonghwa Station as petals fall, and stay for the military band parade that gave the festival its name.",
      "열흘 동안 군항 도시 진해는 36만 그루의 벚나무에 뒤덮입니다. 분홍빛 터널 아래 여좌천 나무다리를 걷고, 꽃잎이 흩날리는 경화역 철길에 서 보고, 축제 이름의 유래가 된 군악 의장 퍼레이드도 놓치지 마세요.",
    ],
    location: ["Jungwon Rotary, Jinhae-gu, Changwon", "경남 창원시 진해구 중원로터리 일원"],
    images: img("festival-cherry-blossom", "tour-mountain-road", "culture-hanok"),
    featured: true,
    options: [
      [["Blossom walk with guide", "가이드 동행 벚꽃 산책"], 12, 24, 49, "USD", 40],
      [["Day trip from Busan", "부산 출발 당일 여행"], 12, 24, 89.5, "USD", 30],
    ],
  },
  {
    slug: "busan-international-fireworks",
    kind: "festival",
    category: "festival",
    region: "busan",
    name: ["Busan International Fireworks Festival", "부산불꽃축제"],
    summary: [
      "An hour of fireworks over Gwangalli Beach and the lit-up Gwangan Bridge.",
      "광안리 해변과 광안대교 위로 펼쳐지는 한 시간의 불꽃 향연.",
    ],
    story: [
      "More than a million people gather on Gwangalli Beach for Korea's biggest fireworks show. Shells launched from barges and from the Gwangan Bridge itself paint the sky in time with music, ending with the golden waterfall that pours from the bridge deck into the sea.",
      "백만 명이 넘는 관람객이 광안리 해변에 모이는 국내 최대 규모의 불꽃 쇼입니다. 바지선과 광안대교에서 쏘아 올린 불꽃이 음악에 맞춰 하늘을 수놓고, 다리 위에서 바다로 쏟아지는 황금 나이아가라 불꽃으로 마무리됩니다.",
    ],
    location: ["Gwangalli Beach, Suyeong-gu, Busan", "부산 수영구 광안리해수욕장"],
    images: img("festival-fireworks", "activity-sea"),
    featured: true,
    options: [
      [["Beach seat", "해변 좌석"], 45, 46, 89.5, "USD", 60],
      [["Premium terrace table (last places)", "프리미엄 테라스 테이블"], 45, 46, 129, "USD", 2],
      [["Standing area", "스탠딩 구역"], 45, 46, 65000, "KRW", 50],
    ],
  },
  {
    slug: "jeju-olle-trail-walk",
    kind: "tour",
    category: "activity",
    region: "jeju",
    name: ["Jeju Olle Trail Guided Walk", "제주 올레길 가이드 워킹"],
    summary: [
      "Coastal paths, stone walls and tangerine farms on a guided walk of an Olle route.",
      "해안길과 돌담, 귤밭을 따라 걷는 올레길 가이드 워킹.",
    ],
    story: [
      "The Jeju Olle trails link fishing villages, volcanic cones and black lava coast around the whole island. This walk follows Route 7 from Oedolgae rock past sea cliffs and pine groves, with stops for a haenyeo snack bar and a tangerine orchard where you can taste the season's fruit.",
      "제주 올레길은 섬 전체를 돌며 어촌 마을, 오름, 검은 현무암 해안을 잇습니다. 이번 워킹은 외돌개에서 시작하는 7코스를 따라 해안 절벽과 소나무 숲을 지나며, 해녀 간식집과 제철 귤을 맛볼 수 있는 귤밭에 들릅니다.",
    ],
    location: ["Oedolgae Rock, Seogwipo, Jeju", "제주 서귀포시 외돌개 입구"],
    images: img("activity-trail", "activity-sea", "food-tea-fields"),
    featured: true,
    closedIn: [12, 26],
    options: [
      [["Half-day walk (10 km)", "반나절 코스 (10km)"], 4, 140, 49, "USD", 30],
      [["Full-day walk with lunch", "점심 포함 종일 코스"], 4, 140, 89.5, "USD", 20],
      [["Full-day walk (KRW)", "종일 코스 (원화)"], 20, 140, 120000, "KRW", 15],
    ],
  },
  {
    slug: "dmz-third-tunnel-tour",
    kind: "tour",
    category: "tour",
    region: "gyeonggi",
    name: ["DMZ Tour: Third Tunnel and Dora Observatory", "DMZ 투어: 제3땅굴과 도라전망대"],
    summary: [
      "See North Korea from Dora Observatory and walk into an infiltration tunnel.",
      "도라전망대에서 북한을 바라보고 제3땅굴 안으로 걸어 들어가 보세요.",
    ],
    story: [
      "Just an hour north of Seoul lies the most fortified border in the world. The tour visits Imjingak and its Freedom Bridge, descends into the Third Infiltration Tunnel dug toward Seoul in the 1970s, looks across to Kaesong from Dora Observatory and ends at Dorasan Station, the last stop before the North.",
      "서울에서 북쪽으로 한 시간이면 세계에서 가장 삼엄한 국경에 닿습니다. 임진각과 자유의 다리를 둘러보고, 1970년대 서울을 향해 뚫린 제3땅굴로 내려가며, 도라전망대에서 개성을 바라본 뒤 북쪽으로 가는 마지막 역인 도라산역에서 마무리합니다.",
    ],
    location: ["Pickup at City Hall Station exit 5, Seoul", "서울 시청역 5번 출구 픽업"],
    images: img("tour-mountain-road", "activity-trail"),
    featured: true,
    closedIn: [7, 14, 21, 28],
    options: [
      [["Morning tour", "오전 투어"], 2, 150, 49, "USD", 40],
      [["Full day with Panmunjom view", "판문점 조망 포함 종일 투어"], 5, 150, 129, "USD", 25],
    ],
  },
  {
    slug: "jeonju-hanok-food-tour",
    kind: "tour",
    category: "food",
    region: "jeolla",
    name: ["Jeonju Hanok Village Food Tour", "전주 한옥마을 미식 투어"],
    summary: [
      "Bibimbap, makgeolli and street snacks among 700 traditional houses.",
      "700여 채 한옥 사이에서 비빔밥, 막걸리, 길거리 간식을 맛보는 투어.",
    ],
    story: [
      "Jeonju is a UNESCO city of gastronomy and the home of bibimbap. Wander the tiled roofs of the hanok village with a food guide, taste choco pies from the original bakery, grilled squid skewers and fresh rice cakes, then sit down to a full Jeonju bibimbap set and a kettle of local makgeolli.",
      "전주는 유네스코 음식 창의도시이자 비빔밥의 고장입니다. 미식 가이드와 함께 한옥마을 기와지붕 사이를 거닐며 원조 초코파이, 오징어구이, 갓 만든 떡을 맛본 뒤, 전주비빔밥 한 상과 막걸리 한 주전자로 마무리합니다.",
    ],
    location: ["Jeonju Hanok Village, Wansan-gu, Jeonju", "전북 전주시 완산구 전주한옥마을"],
    images: img("food-market", "culture-hanok"),
    featured: true,
    options: [
      [["Lunch tour", "점심 투어"], 3, 130, 89.5, "USD", 20],
      [["Evening tour with makgeolli", "막걸리 포함 저녁 투어"], 3, 130, 65000, "KRW", 16],
      [["Cooking class add-on", "요리 교실 추가"], 3, 130, 49, "USD", 12, false],
    ],
  },
  {
    slug: "woljeongsa-temple-stay",
    kind: "option_ticket",
    category: "culture",
    region: "gangwon",
    name: ["Temple Stay at Woljeongsa", "월정사 템플스테이"],
    summary: [
      "A night of monastic life in a fir forest on Odaesan mountain.",
      "오대산 전나무 숲 속 사찰에서 하룻밤 수행 체험.",
    ],
    story: [
      "Woljeongsa has stood in the Odaesan valley for over 1,300 years. Stay overnight in the temple lodgings, join the evening bell ceremony, learn to meditate and make 108 prostrations with the monks, share a silent temple meal, and walk the fir-lined path to the hermitages at dawn.",
      "월정사는 1,300년 넘게 오대산 계곡을 지켜 온 사찰입니다. 사찰 숙소에서 하룻밤 머물며 저녁 예불과 타종에 함께하고, 스님과 참선과 108배를 배우고, 발우공양을 나눈 뒤 새벽에는 전나무 숲길을 따라 암자까지 걸어 봅니다.",
    ],
    location: ["Woljeongsa Temple, Pyeongchang, Gangwon", "강원 평창군 진부면 월정사"],
    images: img("culture-temple", "wellness-forest"),
    options: [
      [["Overnight experience", "1박 체험형"], 6, 150, 120000, "KRW", 24],
      [["Overnight rest programme", "1박 휴식형"], 6, 150, 65000, "KRW", 30],
    ],
  },
  {
    slug: "hongdae-kpop-dance-class",
    kind: "option_ticket",
    category: "activity",
    region: "seoul",
    name: ["K-pop Dance Class in Hongdae", "홍대 K-pop 댄스 클래스"],
    summary: [
      "Learn a chart-topping choreography with a professional dancer and film your own video.",
      "프로 댄서에게 인기곡 안무를 배우고 나만의 영상을 촬영해 보세요.",
    ],
    story: [
      "In a studio in the heart of Hongdae, a professional idol trainer breaks down the choreography of a current hit step by step. No experience is needed: by the end of the class you perform the whole chorus, and the studio team films a short music video you can take home.",
      "홍대 중심가의 스튜디오에서 아이돌 트레이너가 최신 히트곡의 안무를 한 동작씩 알려 드립니다. 경험이 없어도 괜찮습니다. 수업이 끝날 즈음이면 후렴 전체를 소화하게 되고, 스튜디오 팀이 짧은 뮤직비디오를 촬영해 드립니다.",
    ],
    location: [
      "Studio near Hongik Univ. Station exit 9, Mapo-gu, Seoul",
      "서울 마포구 홍대입구역 9번 출구 인근 스튜디오",
    ],
    images: img("activity-trail", "festival-lanterns"),
    options: [
      [["Group class (90 min)", "그룹 클래스 (90분)"], 2, 120, 49, "USD", 20],
      [["Class with music video shoot", "뮤직비디오 촬영 포함 클래스"], 2, 120, 89.5, "USD", 12],
      [["Private lesson", "개인 레슨"], 2, 120, 120000, "KRW", 10, false],
    ],
  },
  {
    slug: "gangwon-spa-wellness",
    kind: "option_ticket",
    category: "wellness",
    region: "gangwon",
    name: ["Sokcho Hot Spring Spa and Wellness Day", "속초 온천 스파 웰니스 데이"],
    summary: [
      "Hot spring pools at the foot of Seoraksan, with a massage and a healthy lunch.",
      "설악산 자락의 온천 풀과 마사지, 건강한 점심이 함께하는 하루.",
    ],
    story: [
      "Ten minutes from Seoraksan's gates, the Cheoksan hot springs have drawn travellers for centuries. Spend a slow day between indoor and outdoor pools looking up at the granite peaks, a forty-minute aromatherapy massage and a lunch of mountain greens and local tofu.",
      "설악산 입구에서 10분 거리의 척산온천은 수백 년 동안 여행자들을 맞아 왔습니다. 화강암 봉우리를 바라보며 실내외 온천을 오가고, 40분 아로마 마사지와 산나물, 초당두부로 차린 점심을 즐기는 느긋한 하루입니다.",
    ],
    location: ["Cheoksan Hot Springs, Sokcho, Gangwon", "강원 속초시 척산온천"],
    images: img("wellness-spa", "tour-mountain-road"),
    options: [
      [["Spa day pass", "스파 1일권"], 2, 150, 49, "USD", 50],
      [["Spa, massage and lunch", "스파, 마사지, 점심 패키지"], 2, 150, 129, "USD", 20],
      [["Spa day pass (KRW)", "스파 1일권 (원화)"], 2, 150, 65000, "KRW", 40],
    ],
  },
  {
    slug: "seoul-lantern-festival",
    kind: "festival",
    category: "festival",
    region: "seoul",
    name: ["Seoul Lantern Festival", "서울빛초롱축제"],
    summary: [
      "Giant silk lanterns float along Cheonggyecheon stream in the heart of the city.",
      "도심 속 청계천을 따라 거대한 한지 등이 물 위에 떠오릅니다.",
    ],
    story: [
      "Along 1.2 kilometres of Cheonggyecheon stream, hundreds of handmade lanterns tell Korean legends, from tigers and magpies to dragon kings. Follow the stream from Cheonggye Plaza at dusk, make your own paper lantern at the workshop tent and send a wish down the water.",
      "청계천 1.2km 구간을 따라 수백 개의 수제 등이 호랑이와 까치, 용왕 같은 한국의 옛이야기를 들려줍니다. 해 질 녘 청계광장에서 출발해 물길을 따라 걷고, 체험 부스에서 직접 종이 등을 만들어 소원을 띄워 보세요.",
    ],
    location: ["Cheonggye Plaza, Jung-gu, Seoul", "서울 중구 청계광장"],
    images: img("festival-lanterns", "tour-palace"),
    featured: true,
    options: [
      [["Evening entry with lantern workshop", "등 만들기 체험 포함 저녁 입장"], 15, 60, 49, "USD", 50],
      [["Guided lantern walk", "가이드 동행 등 산책"], 15, 60, 65000, "KRW", 30],
    ],
  },
  {
    slug: "andong-mask-dance-festival",
    kind: "festival",
    category: "culture",
    region: "gyeongsang",
    name: ["Andong Mask Dance Festival", "안동국제탈춤페스티벌"],
    summary: [
      "Hahoe masked dances and troupes from around the world in the old Confucian town.",
      "하회별신굿탈놀이와 세계 각국 탈춤이 어우러지는 안동의 축제.",
    ],
    story: [
      "The Hahoe byeolsingut mask dance has mocked nobles and monks for eight hundred years. The festival brings it back to life beside the Nakdong river alongside mask troupes from a dozen countries, and includes a visit to Hahoe Folk Village, a UNESCO site where families still live in their clan houses.",
      "하회별신굿탈놀이는 팔백 년 동안 양반과 파계승을 풍자해 왔습니다. 낙동강변에서 열리는 이 축제에서는 여러 나라의 탈춤과 함께 전통 탈놀이가 되살아나며, 지금도 종가 사람들이 살고 있는 유네스코 세계유산 하회마을도 둘러봅니다.",
    ],
    location: ["Andong Talchum Park, Andong, North Gyeongsang", "경북 안동시 탈춤공원"],
    images: img("festival-mask-dance", "culture-hanok"),
    options: [
      [["Festival day ticket", "축제 1일권"], 60, 70, 49, "USD", 60],
      [["Festival and Hahoe village tour", "축제와 하회마을 투어"], 60, 70, 89.5, "USD", 30],
    ],
  },
  {
    slug: "hwacheon-sancheoneo-ice-festival",
    kind: "festival",
    category: "festival",
    region: "gangwon",
    name: ["Hwacheon Sancheoneo Ice Festival", "화천산천어축제"],
    summary: [
      "Ice fishing for mountain trout on a frozen river, then grill your catch.",
      "얼음 낚시로 산천어를 잡고 바로 구워 먹는 겨울 축제.",
    ],
    story: [
      "When the Hwacheon river freezes thick, thousands of holes are drilled in the ice for the sancheoneo mountain trout. Try ice fishing or the bare-hand catch in the icy pool, sledge and skate on the river, and have your fish grilled or made into sashimi at the riverside tents.",
      "화천천이 두껍게 얼면 얼음 위에 수천 개의 구멍이 뚫립니다. 얼음낚시와 맨손 잡기에 도전하고, 강 위에서 썰매와 스케이트를 즐긴 뒤 잡은 산천어를 강변 천막에서 구이나 회로 맛보세요.",
    ],
    location: ["Hwacheon-eup riverside, Hwacheon, Gangwon", "강원 화천군 화천읍 화천천 일원"],
    images: img("festival-ice", "tour-mountain-road"),
    salesStartIn: 30,
    options: [
      [["Ice fishing ticket", "얼음낚시 입장권"], 35, 60, 65000, "KRW", 60],
      [["Bare-hand catch", "맨손 잡기 체험"], 35, 60, 49, "USD", 40],
      [["Day trip from Seoul", "서울 출발 당일 여행"], 35, 60, 129, "USD", 30],
    ],
  },
  {
    slug: "gamcheon-culture-village-tour",
    kind: "tour",
    category: "culture",
    region: "busan",
    name: ["Gamcheon Culture Village Walking Tour", "감천문화마을 워킹 투어"],
    summary: [
      "Pastel houses, alley murals and the story of a wartime refugee town.",
      "파스텔빛 집과 골목 벽화, 피란민 마을의 이야기를 따라 걷는 투어.",
    ],
    story: [
      "Built by refugees during the Korean War, Gamcheon's terraced houses climb the hillside in every colour. Artists later filled its alleys with murals and installations. Your guide leads you through the stairways to the Little Prince lookout and tells how the village was saved by its residents.",
      "한국전쟁 때 피란민들이 지은 감천의 계단식 집들은 알록달록한 색으로 산비탈을 오릅니다. 이후 예술가들이 골목을 벽화와 설치 작품으로 채웠습니다. 가이드와 함께 계단길을 따라 어린 왕자 전망대까지 오르며 주민들이 마을을 지켜 온 이야기를 들어 보세요.",
    ],
    location: ["Gamcheon Culture Village, Saha-gu, Busan", "부산 사하구 감천문화마을"],
    images: img("culture-hanok", "activity-sea"),
    options: [
      [["Morning walk", "오전 산책"], 2, 120, 49, "USD", 25],
      [["Walk with Jagalchi lunch", "자갈치 점심 포함 산책"], 2, 120, 89.5, "USD", 15],
    ],
  },
  {
    slug: "jagalchi-seafood-tour",
    kind: "tour",
    category: "food",
    region: "busan",
    name: ["Jagalchi Market Seafood Tour", "자갈치시장 해산물 투어"],
    summary: [
      "Korea's biggest fish market with the ajumma sellers, then a seafood feast upstairs.",
      "국내 최대 수산시장을 둘러보고 2층에서 해산물 한 상을 즐기는 투어.",
    ],
    story: [
      "At Jagalchi the famous ajummas have sold the catch of the South Sea since the war years. Walk the morning stalls of octopus, abalone and mackerel, learn to choose fish like a local, then take your pick upstairs to be prepared as hoe, grilled fish and spicy stew.",
      "자갈치시장에서는 전쟁 시절부터 '자갈치 아지매'들이 남해의 해산물을 팔아 왔습니다. 문어와 전복, 고등어가 가득한 아침 좌판을 둘러보며 현지인처럼 생선 고르는 법을 배우고, 고른 해산물을 2층 식당에서 회와 구이, 매운탕으로 즐깁니다.",
    ],
    location: ["Jagalchi Market, Jung-gu, Busan", "부산 중구 자갈치시장"],
    images: img("food-market", "activity-sea"),
    options: [
      [["Market tour with lunch", "점심 포함 시장 투어"], 2, 130, 65000, "KRW", 20],
      [["Market tour and Nampo street food", "남포동 길거리 음식 포함"], 2, 130, 49, "USD", 20],
    ],
  },
  {
    slug: "jeju-haenyeo-experience",
    kind: "option_ticket",
    category: "culture",
    region: "jeju",
    name: ["Jeju Haenyeo Diving Experience", "제주 해녀 물질 체험"],
    summary: [
      "Meet the women divers of Jeju and try a shallow dive with them.",
      "제주 해녀를 만나고 함께 얕은 바다에서 물질을 체험해 보세요.",
    ],
    story: [
      "The haenyeo have dived without air tanks for abalone and sea urchins for generations, a tradition listed by UNESCO. At Hado village a retired diver shows you the tools and songs of the craft, then leads a supervised snorkel in the shallows before a bowl of fresh sea urchin soup.",
      "해녀들은 대대로 산소통 없이 전복과 성게를 따 왔고, 이 전통은 유네스코 인류무형문화유산에 올랐습니다. 하도리 마을에서 은퇴한 해녀가 물질 도구와 노래를 소개하고, 얕은 바다에서 안전하게 스노클링을 이끈 뒤 갓 끓인 성게미역국을 대접합니다.",
    ],
    location: ["Hado-ri, Gujwa-eup, Jeju", "제주 제주시 구좌읍 하도리"],
    images: img("activity-sea", "culture-hanok"),
    closedIn: [5, 19],
    options: [
      [["Shore experience", "해변 체험"], 10, 130, 89.5, "USD", 12],
      [["Diving experience", "물질 체험"], 10, 130, 120000, "KRW", 10],
      [["Winter talk and tasting", "겨울 이야기와 시식"], 10, 30, 49, "USD", 10, false],
    ],
  },
  {
    slug: "hallasan-sunrise-hike",
    kind: "tour",
    category: "activity",
    region: "jeju",
    name: ["Hallasan Sunrise Hike", "한라산 일출 산행"],
    summary: [
      "Climb Korea's highest peak through the night to watch sunrise over the crater lake.",
      "밤새 한라산을 올라 백록담 위로 떠오르는 일출을 맞이하세요.",
    ],
    story: [
      "Hallasan rises 1,947 metres from the middle of Jeju. Set out by headlamp on the Seongpanak trail, climb through cedar and azalea zones and reach the summit as dawn lights Baengnokdam, the crater lake. A mountain guide sets the pace and handles the summit permit for you.",
      "한라산은 제주 한가운데 1,947m 높이로 솟아 있습니다. 헤드랜턴을 켜고 성판악 코스를 출발해 삼나무 숲과 진달래밭을 지나, 새벽빛이 백록담을 비출 때 정상에 닿습니다. 산악 가이드가 속도를 맞추고 정상 탐방 예약도 대신해 드립니다.",
    ],
    location: ["Seongpanak Trailhead, Jeju", "제주 성판악 탐방안내소"],
    images: img("tour-mountain-road", "activity-trail"),
    options: [
      [["Sunrise climb", "일출 산행"], 5, 140, 129, "USD", 16],
      [["Day climb", "주간 산행"], 5, 140, 89.5, "USD", 20],
    ],
  },
  {
    slug: "jeju-tea-fields-wellness",
    kind: "option_ticket",
    category: "wellness",
    region: "jeju",
    name: ["Jeju Green Tea Fields Retreat", "제주 녹차밭 웰니스 리트릿"],
    summary: [
      "Tea ceremony, meditation and a walk between the rows of a volcanic tea estate.",
      "화산토 차밭 사이를 걷고 다도와 명상을 즐기는 리트릿.",
    ],
    story: [
      "Below the volcanic cones of western Jeju, the tea fields roll out in soft green rows. A tea master teaches the Korean tea ceremony in a quiet pavilion, then leads a slow walking meditation through the estate; the afternoon ends with a foot bath in green tea and a tasting of first-flush leaves.",
      "제주 서쪽 오름 아래로 녹차밭이 부드러운 초록 물결처럼 펼쳐집니다. 조용한 정자에서 다도 명인에게 우리 차 예절을 배우고, 차밭 사이를 천천히 걷는 걷기 명상을 한 뒤, 녹차 족욕과 첫물차 시음으로 오후를 마무리합니다.",
    ],
    location: ["Seogwang tea estate, Andeok-myeon, Seogwipo", "제주 서귀포시 안덕면 서광 차밭"],
    images: img("wellness-forest", "food-tea-fields"),
    options: [
      [["Tea ceremony and walk", "다도와 차밭 산책"], 3, 150, 49, "USD", 20],
      [["Half-day retreat", "반나절 리트릿"], 3, 150, 89.5, "USD", 15],
    ],
  },
  {
    slug: "suwon-hwaseong-fortress-tour",
    kind: "tour",
    category: "tour",
    region: "gyeonggi",
    name: ["Suwon Hwaseong Fortress Tour", "수원 화성 투어"],
    summary: [
      "Walk the walls of King Jeongjo's UNESCO fortress and try traditional archery.",
      "정조대왕의 세계유산 수원 화성 성곽을 걷고 국궁을 체험해 보세요.",
    ],
    story: [
      "King Jeongjo built Hwaseong in the 1790s to honour his father and to show a new kind of city. Follow the 5.7 km of walls past gates, bastions and the Banghwasuryujeong pavilion, watch the guard ceremony at Hwaseong Haenggung palace and shoot a few arrows at the archery field.",
      "정조대왕은 1790년대에 아버지를 기리고 새로운 도시를 보여주기 위해 화성을 쌓았습니다. 5.7km의 성곽을 따라 성문과 치성, 방화수류정을 지나고, 화성행궁의 수문장 교대식을 본 뒤 국궁장에서 활쏘기도 체험합니다.",
    ],
    location: ["Paldalmun Gate, Suwon, Gyeonggi", "경기 수원시 팔달문"],
    images: img("tour-palace", "culture-hanok"),
    options: [
      [["Fortress walk", "성곽 걷기"], 2, 140, 49, "USD", 30],
      [["Fortress walk and archery", "성곽 걷기와 국궁 체험"], 2, 140, 65000, "KRW", 20],
      [["Fortress by night", "야간 성곽 투어"], 20, 80, 89.5, "USD", 20],
    ],
  },
  {
    slug: "everland-day-ticket",
    kind: "option_ticket",
    category: "activity",
    region: "gyeonggi",
    name: ["Everland Theme Park Day Ticket", "에버랜드 1일 이용권"],
    summary: [
      "Korea's largest theme park: the T Express wooden coaster, safari and seasonal gardens.",
      "국내 최대 테마파크에서 T익스프레스와 사파리, 계절 정원을 즐기세요.",
    ],
    story: [
      "Everland in Yongin mixes rides, animals and flowers. Ride the T Express, one of the steepest wooden roller coasters in the world, meet the pandas at Panda World, cross the savannah on the Safari World bus and stay for the evening parade and fireworks.",
      "용인 에버랜드에는 놀이기구와 동물, 꽃이 한데 어우러져 있습니다. 세계에서 가장 가파른 목조 롤러코스터 중 하나인 T익스프레스를 타고, 판다월드에서 판다를 만나고, 사파리월드 버스로 초원을 가로지른 뒤 저녁 퍼레이드와 불꽃놀이까지 즐겨 보세요.",
    ],
    location: ["Everland, Pogog-eup, Yongin, Gyeonggi", "경기 용인시 처인구 포곡읍 에버랜드"],
    images: img("activity-trail", "festival-fireworks"),
    options: [
      [["Day ticket", "1일 이용권"], 1, 150, 65000, "KRW", 60],
      [["Day ticket with shuttle", "셔틀 포함 1일 이용권"], 1, 150, 49, "USD", 40],
      [["Fast pass add-on", "패스트 패스 추가"], 1, 150, 49, "USD", 20, false],
    ],
  },
  {
    slug: "gwangjang-market-night-food",
    kind: "tour",
    category: "food",
    region: "seoul",
    name: ["Gwangjang Market Night Food Tour", "광장시장 야간 먹거리 투어"],
    summary: [
      "Mung bean pancakes, mayak gimbap and yukhoe at Seoul's oldest market.",
      "서울에서 가장 오래된 시장에서 빈대떡, 마약김밥, 육회를 맛보세요.",
    ],
    story: [
      "Gwangjang Market has fed Seoul since 1905. In the evening the food alley fills with steam and chatter: watch mung beans ground for bindaetteok, share a plate of yukhoe beef tartare, try knife-cut noodles and finish with a glass of makgeolli while your guide explains what you are eating.",
      "광장시장은 1905년부터 서울 사람들의 배를 채워 왔습니다. 저녁이면 먹자골목이 김과 이야기로 가득 찹니다. 녹두를 갈아 부치는 빈대떡을 구경하고, 육회 한 접시를 나눠 먹고, 칼국수를 맛본 뒤 막걸리 한 잔으로 마무리하며 가이드의 설명을 들어 보세요.",
    ],
    location: ["Gwangjang Market east gate, Jongno-gu, Seoul", "서울 종로구 광장시장 동문"],
    images: img("food-market", "festival-lanterns"),
    options: [
      [["Evening tasting tour", "저녁 시식 투어"], 1, 120, 65000, "KRW", 20],
      [["Tasting tour with drinks", "주류 포함 시식 투어"], 1, 120, 89.5, "USD", 16],
    ],
  },
  {
    slug: "bukchon-hanbok-experience",
    kind: "option_ticket",
    category: "culture",
    region: "seoul",
    name: ["Bukchon Hanbok Rental and Photo Walk", "북촌 한복 대여와 사진 산책"],
    summary: [
      "Dress in hanbok and wander the hanok alleys between two palaces.",
      "한복을 입고 두 궁궐 사이 북촌 한옥 골목을 거닐어 보세요.",
    ],
    story: [
      "Bukchon's hillside alleys keep hundreds of tiled-roof houses between Gyeongbokgung and Changdeokgung. Choose a hanbok and accessories at the studio, then join a photographer for an hour through the best corners of the village; wearing hanbok also gets you free entry to the palaces nearby.",
      "북촌 언덕 골목에는 경복궁과 창덕궁 사이로 수백 채의 한옥이 남아 있습니다. 스튜디오에서 한복과 장신구를 고르고 사진작가와 함께 마을 곳곳의 명소를 한 시간 동안 걸어 보세요. 한복을 입으면 인근 궁궐도 무료로 입장할 수 있습니다.",
    ],
    location: ["Bukchon Hanok Village, Jongno-gu, Seoul", "서울 종로구 북촌한옥마을"],
    images: img("culture-hanok", "tour-palace"),
    options: [
      [["Hanbok rental (4 hours)", "한복 대여 (4시간)"], 1, 150, 49, "USD", 40],
      [["Hanbok and photo walk", "한복과 사진 산책"], 1, 150, 89.5, "USD", 15],
    ],
  },
  {
    slug: "seoraksan-autumn-hike",
    kind: "tour",
    category: "activity",
    region: "gangwon",
    name: ["Seoraksan Ulsanbawi Hike", "설악산 울산바위 산행"],
    summary: [
      "Granite ridges, a bronze Buddha and the stairways up Ulsanbawi rock.",
      "화강암 능선과 통일대불, 울산바위 계단길을 오르는 산행.",
    ],
    story: [
      "Seoraksan is Korea's most dramatic national park. From Sinheungsa temple and its great bronze Buddha, the trail climbs through pine forest to the rocking stone of Heundeulbawi and then up 800 steps to Ulsanbawi, where the view runs from the peaks to the East Sea.",
      "설악산은 국내에서 가장 웅장한 국립공원입니다. 신흥사와 통일대불에서 출발해 소나무 숲을 지나 흔들바위를 거쳐, 800여 개의 계단을 올라 울산바위에 서면 설악의 봉우리부터 동해까지 한눈에 들어옵니다.",
    ],
    location: ["Seoraksan Sogongwon entrance, Sokcho", "강원 속초시 설악산 소공원"],
    images: img("tour-mountain-road", "activity-trail", "wellness-forest"),
    options: [
      [["Day hike from Sokcho", "속초 출발 당일 산행"], 7, 150, 89.5, "USD", 25],
      [["Day trip from Seoul", "서울 출발 당일 여행"], 7, 150, 129, "USD", 30],
    ],
  },
  {
    slug: "gangneung-coffee-festival",
    kind: "festival",
    category: "food",
    region: "gangwon",
    name: ["Gangneung Coffee Festival", "강릉커피축제"],
    summary: [
      "Hand-drip bars, roasting classes and the coffee street of Anmok beach.",
      "핸드드립 바와 로스팅 클래스, 안목해변 커피거리를 즐기는 축제.",
    ],
    story: [
      "Gangneung became Korea's coffee city thanks to the cafés lining Anmok beach. During the festival baristas pour tasting flights, roasters run cupping and roasting classes, and the Coffee Museum opens its collection; in between, sit on the sand with a cup and watch the East Sea.",
      "강릉은 안목해변을 따라 늘어선 카페들 덕분에 커피 도시가 되었습니다. 축제 기간에는 바리스타들의 시음 코스, 로스터의 커핑과 로스팅 클래스가 열리고 커피박물관도 소장품을 공개합니다. 그 사이 모래사장에 앉아 커피 한 잔과 동해를 즐겨 보세요.",
    ],
    location: ["Anmok Coffee Street, Gangneung, Gangwon", "강원 강릉시 안목해변 커피거리"],
    images: img("festival-coffee", "activity-sea"),
    options: [
      [["Tasting pass", "시음 패스"], 50, 54, 49, "USD", 60],
      [["Roasting class", "로스팅 클래스"], 50, 54, 65000, "KRW", 20],
    ],
  },
  {
    slug: "gyeongju-heritage-tour",
    kind: "tour",
    category: "tour",
    region: "gyeongsang",
    name: ["Gyeongju Silla Heritage Tour", "경주 신라 역사 투어"],
    summary: [
      "Bulguksa, Seokguram grotto and the royal tombs of the thousand-year Silla capital.",
      "불국사와 석굴암, 천년 신라 왕릉을 둘러보는 역사 투어.",
    ],
    story: [
      "Gyeongju was the capital of Silla for almost a thousand years and is often called a museum without walls. Visit Bulguksa temple and the stone Buddha of Seokguram grotto, walk among the grassy royal tombs of Daereungwon and see Donggung Palace and Wolji Pond reflected after dark.",
      "경주는 천 년 가까이 신라의 수도였으며 '지붕 없는 박물관'이라 불립니다. 불국사와 석굴암 본존불을 찾고, 대릉원의 고분 사이를 걸은 뒤, 어둠이 내린 동궁과 월지에 비친 풍경까지 감상합니다.",
    ],
    location: ["Gyeongju Station, Gyeongju, North Gyeongsang", "경북 경주시 경주역"],
    images: img("culture-temple", "tour-palace"),
    options: [
      [["Day tour", "종일 투어"], 3, 150, 89.5, "USD", 30],
      [["Day tour with night view", "야경 포함 종일 투어"], 3, 150, 129, "USD", 20],
      [["Day tour (KRW)", "종일 투어 (원화)"], 3, 150, 120000, "KRW", 20],
    ],
  },
  {
    slug: "haeundae-yacht-sunset",
    kind: "option_ticket",
    category: "activity",
    region: "busan",
    name: ["Haeundae Sunset Yacht Cruise", "해운대 선셋 요트 투어"],
    summary: [
      "Sail past Haeundae's skyline and the Gwangan Bridge as the sun goes down.",
      "해운대 스카이라인과 광안대교를 지나며 일몰을 감상하는 요트 투어.",
    ],
    story: [
      "From the Busan Marina, a sailing yacht heads out past Dongbaekseom island and the towers of Haeundae toward the Gwangan Bridge. Watch the sunset from the deck with a drink in hand; on the way back the bridge lights up and the city glitters across the water.",
      "부산 요트경기장을 출발한 요트가 동백섬과 해운대 빌딩 숲을 지나 광안대교로 향합니다. 갑판에서 음료와 함께 일몰을 감상하고, 돌아오는 길에는 조명이 켜진 광안대교와 반짝이는 도시 야경을 만끽하세요.",
    ],
    location: ["The Bay 101 marina, Haeundae-gu, Busan", "부산 해운대구 더베이101 요트 선착장"],
    images: img("activity-sea", "festival-fireworks"),
    options: [
      [["Sunset cruise (60 min)", "선셋 크루즈 (60분)"], 1, 150, 65000, "KRW", 40],
      [["Night cruise", "야간 크루즈"], 1, 150, 49, "USD", 40],
      [["Private charter", "단독 대관"], 1, 150, 129, "USD", 10, false],
    ],
  },
  {
    slug: "damyang-bamboo-forest-walk",
    kind: "tour",
    category: "wellness",
    region: "jeolla",
    name: ["Damyang Bamboo Forest Healing Walk", "담양 죽녹원 힐링 워킹"],
    summary: [
      "Forest bathing among tall bamboo and the metasequoia road of Damyang.",
      "대나무 숲과 메타세쿼이아 길을 걷는 담양의 숲 치유 산책.",
    ],
    story: [
      "Juknokwon's bamboo groves rustle and creak in the wind and stay cool even in summer. A forest therapist guides a slow walk with breathing exercises and a bamboo tea break, followed by a stroll down the famous metasequoia-lined road and a lunch of bamboo-rice.",
      "죽녹원의 대숲은 바람에 사각사각 소리를 내며 여름에도 시원합니다. 산림치유지도사와 함께 호흡 명상을 곁들여 천천히 걷고 댓잎차로 쉬어 간 뒤, 메타세쿼이아 가로수길을 산책하고 대통밥으로 점심을 즐깁니다.",
    ],
    location: ["Juknokwon, Damyang, South Jeolla", "전남 담양군 죽녹원"],
    images: img("wellness-forest", "activity-trail"),
    options: [
      [["Healing walk", "힐링 워킹"], 4, 150, 49, "USD", 25],
      [["Healing walk with lunch", "점심 포함 힐링 워킹"], 4, 150, 65000, "KRW", 20],
    ],
  },
  {
    slug: "boseong-green-tea-festival",
    kind: "festival",
    category: "food",
    region: "jeolla",
    name: ["Boseong Green Tea Festival", "보성다향대축제"],
    summary: [
      "Pick tea leaves on terraced hillsides and roast them by hand.",
      "계단식 차밭에서 찻잎을 따고 손으로 덖어 보는 녹차 축제.",
    ],
    story: [
      "The terraced tea gardens of Boseong have produced most of Korea's green tea for a century. At festival time you can pick the young spring leaves, pan-roast them with a tea maker, join a tea ceremony contest as a taster and walk the cedar-lined paths of the Daehan Dawon estate.",
      "보성의 계단식 차밭은 백 년 가까이 국내 녹차 대부분을 생산해 왔습니다. 축제 기간에는 어린 찻잎을 직접 따고 제다 장인과 함께 덖어 보며, 다례 시연을 맛보고 대한다원의 삼나무 길도 걸어 볼 수 있습니다.",
    ],
    location: ["Daehan Dawon tea estate, Boseong, South Jeolla", "전남 보성군 대한다원 일원"],
    images: img("food-tea-fields", "wellness-forest"),
    options: [
      [["Festival entry and tea picking", "입장과 찻잎 따기"], 25, 32, 49, "USD", 40],
      [["Tea making workshop", "제다 체험"], 25, 32, 65000, "KRW", 20],
    ],
  },
  {
    slug: "suncheon-bay-wetland-tour",
    kind: "tour",
    category: "tour",
    region: "jeolla",
    name: ["Suncheon Bay Wetland and Garden Tour", "순천만 습지와 국가정원 투어"],
    summary: [
      "Golden reed fields, migrating cranes and Korea's first national garden.",
      "황금빛 갈대밭과 철새, 대한민국 제1호 국가정원을 둘러보는 투어.",
    ],
    story: [
      "Suncheon Bay's tidal flats and reed beds shelter rare birds, including hooded cranes in winter. Walk the boardwalks through the reeds, climb to the Yongsan observatory for the S-shaped waterways at sunset, and spend the morning in the themed gardens of Suncheonman Bay National Garden.",
      "순천만 갯벌과 갈대밭은 겨울이면 흑두루미를 비롯한 희귀 철새들의 보금자리가 됩니다. 갈대 사이 데크길을 걷고 용산전망대에 올라 노을 속 S자 물길을 바라보며, 오전에는 순천만국가정원의 테마 정원을 둘러봅니다.",
    ],
    location: ["Suncheon Bay Wetland Reserve, Suncheon", "전남 순천시 순천만습지"],
    images: img("wellness-forest", "tour-mountain-road"),
    options: [
      [["Day tour", "종일 투어"], 5, 150, 89.5, "USD", 25],
      [["Sunset wetland walk", "일몰 습지 산책"], 5, 150, 49, "USD", 25],
    ],
  },
  {
    slug: "baekje-cultural-festival",
    kind: "festival",
    category: "culture",
    region: "chungcheong",
    name: ["Baekje Cultural Festival", "백제문화제"],
    summary: [
      "Floating lanterns on the Geumgang river and the royal parade of the Baekje kingdom.",
      "금강 위의 유등과 백제 왕의 행렬이 펼쳐지는 역사 축제.",
    ],
    story: [
      "Gongju and Buyeo were capitals of the Baekje kingdom, known for its refined art. The festival fills the banks of the Geumgang with floating lanterns, re-enacts the royal procession in costume and opens Gongsanseong fortress and the tomb of King Muryeong for evening visits.",
      "공주와 부여는 세련된 예술로 이름난 백제의 도읍이었습니다. 축제 기간 금강변은 유등으로 가득 차고, 의상을 갖춘 백제 왕의 행렬이 재현되며, 공산성과 무령왕릉이 저녁에도 문을 엽니다.",
    ],
    location: ["Geumgang riverside, Gongju, South Chungcheong", "충남 공주시 금강신관공원"],
    images: img("festival-parade", "culture-temple"),
    options: [
      [["Festival day pass", "축제 1일권"], 75, 84, 65000, "KRW", 50],
      [["Festival and fortress night tour", "축제와 공산성 야간 투어"], 75, 84, 89.5, "USD", 25],
    ],
  },
  {
    slug: "danyang-paragliding",
    kind: "option_ticket",
    category: "activity",
    region: "chungcheong",
    name: ["Danyang Tandem Paragliding", "단양 패러글라이딩 체험"],
    summary: [
      "Fly with an instructor over the Namhangang river and the town of Danyang.",
      "전문 강사와 함께 남한강과 단양 시내 위를 나는 텐덤 비행.",
    ],
    story: [
      "Danyang is Korea's paragliding capital, with a launch on Yangbangsan mountain high above a loop of the Namhangang river. After a short briefing you run off the ramp with a certified pilot and glide for fifteen minutes over the river and the limestone peaks; a photo and video pack is included.",
      "단양은 남한강이 굽이치는 양방산 활공장이 있는 패러글라이딩의 성지입니다. 짧은 안전 교육 후 자격증을 갖춘 조종사와 함께 이륙장을 달려 나가 강과 석회암 봉우리 위를 15분간 날아 봅니다. 사진과 영상이 함께 제공됩니다.",
    ],
    location: ["Yangbangsan launch site, Danyang, North Chungcheong", "충북 단양군 양방산 활공장"],
    images: img("tour-mountain-road", "activity-sea"),
    options: [
      [["Tandem flight", "텐덤 비행"], 3, 150, 89.5, "USD", 30],
      [["Tandem flight (KRW)", "텐덤 비행 (원화)"], 3, 150, 120000, "KRW", 30],
    ],
  },
  {
    slug: "onyang-hot-spring-day",
    kind: "option_ticket",
    category: "wellness",
    region: "chungcheong",
    name: ["Onyang Hot Spring Day", "온양온천 힐링 데이"],
    summary: [
      "Bathe in the hot spring the Joseon kings used, just 90 minutes from Seoul.",
      "조선 왕들이 즐겨 찾던 온양온천에서 보내는 하루.",
    ],
    story: [
      "Onyang has been a royal spa since the Joseon dynasty: King Sejong came here to ease his eyes. Today the alkaline waters fill modern bathhouses near the station. Your pass includes entry, a traditional sikhye drink and a foot spa; add a body scrub for the full Korean bathhouse ritual.",
      "온양은 세종대왕이 눈병을 다스리러 찾았을 만큼 조선 왕실의 온천이었습니다. 지금은 역 근처 현대식 온천에서 알칼리성 온천수를 즐길 수 있습니다. 이용권에는 입장, 전통 식혜, 족욕이 포함되며 때밀이를 더하면 한국식 목욕 문화를 온전히 체험할 수 있습니다.",
    ],
    location: ["Onyang Oncheon Station, Asan, South Chungcheong", "충남 아산시 온양온천역 인근"],
    images: img("wellness-spa", "culture-hanok"),
    options: [
      [["Day pass", "1일 이용권"], 1, 150, 65000, "KRW", 50],
      [["Day pass with scrub", "때밀이 포함 이용권"], 1, 150, 49, "USD", 20],
    ],
  },
  {
    slug: "incheon-pentaport-rock-festival",
    kind: "festival",
    category: "festival",
    region: "gyeonggi",
    name: ["Incheon Pentaport Rock Festival", "인천펜타포트락페스티벌"],
    summary: [
      "Three days of Korean and international bands by the sea in Songdo.",
      "송도 바닷가에서 사흘간 펼쳐지는 국내외 밴드의 무대.",
    ],
    story: [
      "Pentaport is Korea's longest-running rock festival. Three stages in Songdo Moonlight Festival Park host indie bands, headliners from abroad and late-night DJ sets, with food trucks, a camping zone and the Yellow Sea breeze cooling the summer nights.",
      "펜타포트는 국내에서 가장 오래된 록 페스티벌입니다. 송도 달빛축제공원의 세 무대에서 인디 밴드와 해외 헤드라이너, 심야 DJ 공연이 이어지고, 푸드트럭과 캠핑존, 서해 바닷바람이 여름밤을 시원하게 합니다.",
    ],
    location: ["Songdo Moonlight Festival Park, Incheon", "인천 연수구 송도달빛축제공원"],
    images: img("festival-rock", "festival-fireworks"),
    salesStartIn: 20,
    options: [
      [["One-day ticket", "1일권"], 90, 92, 129, "USD", 60],
      [["Three-day ticket", "3일권"], 90, 90, 120000, "KRW", 40],
    ],
  },
  {
    slug: "yangpyeong-forest-healing",
    kind: "option_ticket",
    category: "wellness",
    region: "gyeonggi",
    name: ["Yangpyeong Forest Healing Programme", "양평 산림치유 프로그램"],
    summary: [
      "Forest bathing, herbal tea and a riverside walk at Dumulmeori.",
      "숲 치유와 약초차, 두물머리 강변 산책이 함께하는 하루.",
    ],
    story: [
      "Where the North and South Han rivers meet at Dumulmeori, the forests of Yangpyeong make an easy escape from Seoul. A certified forest therapist leads a morning of slow walking, breathing and a hammock rest under the trees, then a walk to the old zelkova tree by the misty river.",
      "남한강과 북한강이 만나는 두물머리 주변 양평의 숲은 서울에서 가볍게 떠나기 좋은 곳입니다. 산림치유지도사와 함께 천천히 걷고 호흡하며 나무 아래 해먹에서 쉬는 오전을 보낸 뒤, 물안개 낀 강가의 느티나무까지 산책합니다.",
    ],
    location: ["Yangpyeong Forest Healing Centre, Gyeonggi", "경기 양평군 산림치유센터"],
    images: img("wellness-forest", "food-tea-fields"),
    closedIn: [8, 15, 22],
    options: [
      [["Morning programme", "오전 프로그램"], 3, 150, 49, "USD", 20],
      [["Programme with shuttle from Seoul", "서울 셔틀 포함 프로그램"], 3, 150, 89.5, "USD", 20],
    ],
  },
  {
    slug: "jinju-namgang-lantern-festival",
    kind: "festival",
    category: "festival",
    region: "gyeongsang",
    name: ["Jinju Namgang Yudeung Festival", "진주남강유등축제"],
    summary: [
      "Thousands of lanterns float on the Namgang river below Jinju fortress.",
      "진주성 아래 남강 위로 수만 개의 유등이 떠오르는 축제.",
    ],
    story: [
      "The lanterns on the Namgang recall the 1592 siege of Jinju, when soldiers floated lights to signal to their families. Today giant figures glow on the water below the fortress walls, a floating bridge lets you cross the river among them and visitors launch their own wish lanterns.",
      "남강의 유등은 1592년 진주성 전투 때 병사들이 가족에게 안부를 전하려 띄운 등불에서 비롯되었습니다. 지금은 성벽 아래 강 위에 거대한 등 조형물이 빛나고, 부교를 건너며 등 사이를 걸을 수 있으며, 직접 소망등을 띄워 볼 수도 있습니다.",
    ],
    location: ["Jinju Fortress, Jinju, South Gyeongsang", "경남 진주시 진주성 일원"],
    images: img("festival-river-lanterns", "culture-temple"),
    options: [
      [["Evening entry", "저녁 입장"], 80, 95, 49, "USD", 60],
      [["Evening entry with wish lantern", "소망등 띄우기 포함"], 80, 95, 65000, "KRW", 40],
    ],
  },
  {
    slug: "busan-spa-land-centum",
    kind: "option_ticket",
    category: "wellness",
    region: "busan",
    name: ["Spa Land Centum City", "스파랜드 센텀시티"],
    summary: [
      "Natural hot spring baths and themed saunas in a Busan landmark.",
      "부산의 명소에서 즐기는 천연 온천탕과 테마 사우나.",
    ],
    story: [
      "Spa Land draws hot spring water from a thousand metres below Haeundae. Move between 22 baths, an open-air foot spa and 13 themed rooms from the salt sauna to the Roman bath, with a Korean-style jjimjilbang lounge where you can rest on warm floors with a boiled egg and sikhye.",
      "스파랜드는 해운대 지하 1,000m에서 끌어올린 온천수를 사용합니다. 22개의 온천탕과 야외 족욕탕, 소금방부터 로마식 사우나까지 13개의 테마 찜질방을 오가며, 따뜻한 바닥에 누워 구운 달걀과 식혜를 즐겨 보세요.",
    ],
    location: ["Shinsegae Centum City, Haeundae-gu, Busan", "부산 해운대구 신세계 센텀시티"],
    images: img("wellness-spa", "activity-sea"),
    options: [
      [["Four-hour pass", "4시간 이용권"], 1, 150, 49, "USD", 50],
      [["Pass with massage", "마사지 포함 이용권"], 1, 150, 120000, "KRW", 10],
      [["Night pass", "야간 이용권"], 1, 150, 49, "USD", 20, false],
    ],
  },
];
