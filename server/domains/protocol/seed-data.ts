import type { LatLng } from "@contracts/tracking";

// The protocol tour's demo (ADR 0033): an official delegation's three days in Seoul. Places and coordinates are
// real; the delegation, its people and the contacts are made up (the phone numbers are of the 010-0000 form, which
// no subscriber has). Days are counted from the seeding day in Korea (0, 1, 2); times are Korea's.

export const SEED_DELEGATE_EMAIL = "delegate@demo.test";
export const SEED_DELEGATE2_EMAIL = "delegate2@demo.test";
export const SEED_DRIVER_EMAILS = ["driver1@demo.test", "driver2@demo.test"] as const;
export const SEED_TOUR_NAME = "Official delegation visit to Seoul";

type Text = readonly [en: string, ko: string];

export const SEED_TOUR = {
  name: [SEED_TOUR_NAME, "대표단 서울 공식 방문"] as Text,
  delegation: "Trade delegation of Norland",
  /** Positions are kept for three days. */
  retentionHours: 72,
  summary: [
    "Three days of official meetings in Seoul: arrival and a visit to Gyeongbokgung Palace, a courtesy call at the " +
      "National Assembly and a business forum at COEX, then the departure.",
    "서울에서의 사흘간 공식 일정입니다. 도착 후 경복궁을 방문하고, 국회 예방과 코엑스 비즈니스 포럼에 참석한 뒤 " +
      "출국합니다.",
  ] as Text,
  dressCode: [
    "Business attire for every official meeting; a dark suit for the National Assembly and the welcome dinner. " +
      "Comfortable shoes for the palace visit (about 2 km on foot).",
    "모든 공식 일정에는 비즈니스 정장을 착용합니다. 국회 예방과 환영 만찬에는 어두운 색 정장을 권장합니다. " +
      "경복궁 관람(도보 약 2km)에는 편한 신발을 준비하십시오.",
  ] as Text,
};

type SeedItem = { time: string; title: Text; place: Text; note?: Text };
type SeedDay = { day: number; title: Text; items: SeedItem[] };

export const SEED_ITINERARY: SeedDay[] = [
  {
    day: 0,
    title: ["Arrival and welcome", "도착 및 환영"],
    items: [
      {
        time: "09:30",
        title: ["Arrival at Incheon International Airport", "인천국제공항 도착"],
        place: [
          "Incheon International Airport, arrivals halls of Terminals 1 and 2",
          "인천국제공항 제1·2여객터미널 입국장",
        ],
        note: [
          "The protocol team meets each person at the arrivals gate of their terminal.",
          "의전팀이 각 터미널 입국장 출구에서 한 분 한 분을 맞이합니다.",
        ],
      },
      {
        time: "11:30",
        title: ["Check-in at the hotel", "호텔 체크인"],
        place: ["Lotte Hotel Seoul, 30 Eulji-ro, Jung-gu", "롯데호텔 서울 (중구 을지로 30)"],
      },
      {
        time: "14:00",
        title: ["Guided visit of Gyeongbokgung Palace", "경복궁 해설 관람"],
        place: ["Gyeongbokgung Palace, Jongno-gu", "경복궁 (종로구)"],
        note: [
          "The royal guard changing ceremony at Gwanghwamun Gate opens the visit.",
          "광화문 수문장 교대식 관람으로 일정을 시작합니다.",
        ],
      },
      {
        time: "18:30",
        title: ["Welcome dinner", "환영 만찬"],
        place: ["Lotte Hotel Seoul, banquet hall", "롯데호텔 서울 연회장"],
      },
    ],
  },
  {
    day: 1,
    title: ["Official meetings", "공식 일정"],
    items: [
      {
        time: "08:45",
        title: ["Departure from the hotel", "호텔 출발"],
        place: ["Lotte Hotel Seoul, main entrance", "롯데호텔 서울 정문"],
      },
      {
        time: "10:00",
        title: ["Courtesy call at the National Assembly", "국회 예방"],
        place: ["National Assembly, Yeouido, Yeongdeungpo-gu", "국회의사당 (영등포구 여의도)"],
        note: ["Passports are checked at the entrance.", "출입 시 여권을 확인합니다."],
      },
      {
        time: "12:30",
        title: ["Working lunch", "업무 오찬"],
        place: ["Yeouido", "여의도"],
      },
      {
        time: "14:30",
        title: ["Korea–Norland business forum", "한국–노르란드 비즈니스 포럼"],
        place: ["COEX, 513 Yeongdong-daero, Gangnam-gu", "코엑스 (강남구 영동대로 513)"],
      },
      {
        time: "19:00",
        title: ["Dinner at N Seoul Tower", "N서울타워 만찬"],
        place: ["N Seoul Tower, Namsan, Yongsan-gu", "N서울타워 (용산구 남산)"],
      },
    ],
  },
  {
    day: 2,
    title: ["Departure", "출국"],
    items: [
      {
        time: "09:00",
        title: ["Check-out", "호텔 체크아웃"],
        place: ["Lotte Hotel Seoul", "롯데호텔 서울"],
      },
      {
        time: "10:00",
        title: ["Transfer to Incheon International Airport", "인천국제공항으로 이동"],
        place: ["Lotte Hotel Seoul, main entrance", "롯데호텔 서울 정문"],
      },
      {
        time: "13:00",
        title: ["Departure flights", "출국 항공편"],
        place: ["Incheon International Airport", "인천국제공항"],
        note: [
          "Each person's flight and terminal are on the immigration page.",
          "각자의 항공편과 터미널은 출입국 페이지에서 확인하십시오.",
        ],
      },
    ],
  },
];

export const SEED_CONTACTS: { name: Text; role: Text; phone: string; email: string }[] = [
  {
    name: ["Kim Seo-yeon", "김서연"],
    role: ["Protocol officer", "의전 담당관"],
    phone: "+821000001234",
    email: "protocol.desk@example.com",
  },
  { name: ["Park Ji-hoon", "박지훈"], role: ["Liaison officer", "연락 담당관"], phone: "+821000005678", email: "" },
  {
    name: ["Lee Min-jae", "이민재"],
    role: ["Transport coordinator", "차량 운영 담당"],
    phone: "+821000009012",
    email: "",
  },
  { name: ["Choi Yu-na", "최유나"], role: ["Interpreter", "통역"], phone: "+821000003456", email: "" },
];

/** The numbered stops, in the route's order, each with its planned arrival (day, Korea time). */
export const SEED_STOPS: { name: Text; lat: number; lng: number; day: number; time: string }[] = [
  {
    name: ["Incheon International Airport Terminal 2", "인천국제공항 제2여객터미널"],
    lat: 37.4692,
    lng: 126.4336,
    day: 0,
    time: "09:30",
  },
  { name: ["Lotte Hotel Seoul", "롯데호텔 서울"], lat: 37.5651, lng: 126.981, day: 0, time: "11:30" },
  { name: ["Gyeongbokgung Palace", "경복궁"], lat: 37.576, lng: 126.9769, day: 0, time: "14:00" },
  { name: ["National Assembly", "국회의사당"], lat: 37.5318, lng: 126.914, day: 1, time: "10:00" },
  { name: ["COEX", "코엑스"], lat: 37.5126, lng: 127.059, day: 1, time: "14:30" },
  { name: ["N Seoul Tower", "N서울타워"], lat: 37.5512, lng: 126.9882, day: 1, time: "19:00" },
];

const p = (lat: number, lng: number): LatLng => ({ lat, lng });

/**
 * The route through Seoul's roads, stop to stop: the airport expressway over the Yeongjong Bridge, the riverside
 * roads and Mapo-daero into Jung-gu, Sejong-daero to the palace, Mapo Bridge to Yeouido, Olympic-daero along the
 * south bank to COEX, and the Hannam Bridge and Namsan to the tower.
 */
export const SEED_ROUTE: LatLng[] = [
  // Incheon Airport T2 → the airport expressway
  p(37.4692, 126.4336),
  p(37.4655, 126.4385),
  p(37.462, 126.442),
  p(37.4585, 126.4465),
  p(37.456, 126.451),
  p(37.4585, 126.4575),
  p(37.462, 126.465),
  p(37.4685, 126.475),
  p(37.475, 126.485),
  p(37.4835, 126.4975),
  p(37.492, 126.51),
  p(37.501, 126.5225),
  p(37.51, 126.535),
  p(37.519, 126.5475),
  p(37.528, 126.56),
  p(37.537, 126.5715),
  // the Yeongjong Bridge
  p(37.546, 126.583),
  p(37.551, 126.594),
  p(37.556, 126.605),
  p(37.559, 126.62),
  p(37.562, 126.635),
  p(37.565, 126.6525),
  p(37.568, 126.67),
  p(37.57, 126.6875),
  p(37.572, 126.705),
  p(37.574, 126.7225),
  p(37.576, 126.74),
  p(37.5775, 126.7575),
  p(37.579, 126.775),
  p(37.58, 126.7925),
  p(37.581, 126.81),
  p(37.58, 126.825),
  p(37.579, 126.84),
  // Gayang, then the riverside road to Hapjeong
  p(37.5745, 126.8525),
  p(37.57, 126.865),
  p(37.564, 126.8765),
  p(37.558, 126.888),
  p(37.553, 126.8965),
  p(37.548, 126.905),
  p(37.546, 126.915),
  p(37.544, 126.925),
  p(37.543, 126.932),
  p(37.539, 126.945),
  // Mapo-daero: Gongdeok, Aeogae, Chungjeongno, Seodaemun
  p(37.5445, 126.9515),
  p(37.549, 126.9545),
  p(37.553, 126.957),
  p(37.5565, 126.9605),
  p(37.56, 126.964),
  p(37.5635, 126.9655),
  p(37.566, 126.967),
  // Saemunan-ro, Sejong-daero, City Hall, Eulji-ro: the hotel
  p(37.5685, 126.972),
  p(37.5705, 126.977),
  p(37.568, 126.9775),
  p(37.566, 126.978),
  p(37.5655, 126.9795),
  p(37.5651, 126.981),
  // back to City Hall and up Sejong-daero to the palace
  p(37.5655, 126.9795),
  p(37.566, 126.978),
  p(37.568, 126.9775),
  p(37.5705, 126.977),
  p(37.5725, 126.9769),
  p(37.5745, 126.9768),
  p(37.576, 126.9769),
  // Sajik-ro, Seodaemun, Mapo-daero down to the Mapo Bridge
  p(37.5745, 126.972),
  p(37.5725, 126.9675),
  p(37.569, 126.9675),
  p(37.566, 126.967),
  p(37.56, 126.964),
  p(37.553, 126.957),
  p(37.5445, 126.9515),
  p(37.5395, 126.946),
  p(37.5365, 126.942),
  p(37.533, 126.938),
  // Yeouido: the National Assembly
  p(37.53, 126.9335),
  p(37.527, 126.929),
  p(37.5285, 126.9245),
  p(37.529, 126.92),
  p(37.5305, 126.917),
  p(37.5318, 126.914),
  // Olympic-daero along the south bank
  p(37.5285, 126.925),
  p(37.526, 126.932),
  p(37.5215, 126.9385),
  p(37.517, 126.945),
  p(37.515, 126.9535),
  p(37.513, 126.962),
  p(37.5105, 126.971),
  p(37.508, 126.98),
  p(37.5105, 126.9875),
  p(37.513, 126.995),
  p(37.516, 127.0035),
  p(37.519, 127.012),
  p(37.522, 127.019),
  p(37.525, 127.025),
  p(37.527, 127.0325),
  p(37.529, 127.04),
  p(37.526, 127.048),
  p(37.523, 127.056),
  // Yeongdong-daero to COEX
  p(37.52, 127.0575),
  p(37.517, 127.059),
  p(37.5148, 127.059),
  p(37.5126, 127.059),
  // Teheran-ro and Dosan-daero north to the Hannam Bridge
  p(37.5148, 127.0525),
  p(37.517, 127.047),
  p(37.5195, 127.042),
  p(37.522, 127.037),
  p(37.524, 127.032),
  p(37.526, 127.027),
  p(37.527, 127.0195),
  p(37.528, 127.012),
  p(37.532, 127.009),
  p(37.536, 127.006),
  // Hannam-daero and the Namsan road to the tower
  p(37.5375, 127.0035),
  p(37.539, 127.001),
  p(37.5415, 126.9985),
  p(37.544, 126.996),
  p(37.546, 126.994),
  p(37.548, 126.992),
  p(37.5495, 126.9905),
  p(37.5512, 126.9882),
];

export const SEED_VEHICLES = [
  { label: "Car 1", plate: "서울 12가 3456", driver: 0 },
  { label: "Car 2", plate: "서울 34나 5678", driver: 1 },
] as const;

export const SEED_DRIVERS = [
  { email: SEED_DRIVER_EMAILS[0], name: "Choi Dong-hyun" },
  { email: SEED_DRIVER_EMAILS[1], name: "Han Ji-ho" },
] as const;

type SeedFlight = { flight: string; day: number; time: string; terminal: "T1" | "T2" };

/** The delegation: the first is the coordinator (delegate@demo.test), the third delegate2@demo.test. */
export const SEED_DELEGATES: {
  name: string;
  title: string;
  coordinator: boolean;
  account?: string;
  arrival: SeedFlight;
  departure: SeedFlight;
}[] = [
  {
    name: "Maria Jensen",
    title: "Chief of Staff",
    coordinator: true,
    account: SEED_DELEGATE_EMAIL,
    arrival: { flight: "KE908", day: 0, time: "08:05", terminal: "T2" },
    departure: { flight: "KE907", day: 2, time: "13:30", terminal: "T2" },
  },
  {
    name: "Anders Nilsson",
    title: "Minister of Trade",
    coordinator: false,
    arrival: { flight: "KE906", day: 0, time: "08:40", terminal: "T2" },
    departure: { flight: "KE905", day: 2, time: "13:20", terminal: "T2" },
  },
  {
    name: "Lukas Berg",
    title: "Trade Adviser",
    coordinator: false,
    account: SEED_DELEGATE2_EMAIL,
    arrival: { flight: "OZ542", day: 0, time: "07:50", terminal: "T1" },
    departure: { flight: "OZ541", day: 2, time: "13:00", terminal: "T1" },
  },
  {
    name: "Ingrid Solberg",
    title: "Ambassador",
    coordinator: false,
    arrival: { flight: "OZ522", day: 0, time: "09:10", terminal: "T1" },
    departure: { flight: "OZ521", day: 2, time: "12:40", terminal: "T1" },
  },
  {
    name: "Johan Eriksen",
    title: "Head of Communications",
    coordinator: false,
    arrival: { flight: "KE082", day: 0, time: "05:20", terminal: "T2" },
    departure: { flight: "KE081", day: 2, time: "14:10", terminal: "T2" },
  },
  {
    name: "Sofia Lind",
    title: "Security Officer",
    coordinator: false,
    arrival: { flight: "OZ202", day: 0, time: "05:40", terminal: "T1" },
    departure: { flight: "OZ201", day: 2, time: "15:30", terminal: "T1" },
  },
];
