import type { PassType, VenueBenefit } from "@contracts/pass-rules";
import type { VenueCategory, VenueDistrict } from "@contracts/passes";
import { catalogImage } from "../catalog/seed-data";

// The visitor pass's demo (ADR 0030): the Seoulite Pass and its types, and the partner venues at their real places
// in Seoul with their words in English and Korean. The README lists the demo partner and pass holder.

type Text = readonly [en: string, ko: string];

export type VenueSeed = {
  slug: string;
  name: Text;
  category: VenueCategory;
  district: VenueDistrict;
  benefit: VenueBenefit;
  repeatVisits?: boolean;
  reservationRequired?: boolean;
  hours: Text;
  description: Text;
  address: Text;
  directions: Text;
  phone: string;
  lat: number;
  lng: number;
};

const FREE: VenueBenefit = { kind: "free_entry" };
const off = (percent: number): VenueBenefit => ({ kind: "discount", percent });

/** A picture of the kind of place, from the catalogue's set. */
export const VENUE_PICTURES: Record<VenueCategory, string> = {
  palace: catalogImage("tour-palace"),
  museum: catalogImage("culture-temple"),
  gallery: catalogImage("culture-hanok"),
  tour: catalogImage("tour-mountain-road"),
  experience: catalogImage("festival-lanterns"),
  show: catalogImage("festival-parade"),
  shopping: catalogImage("food-market"),
  transport: catalogImage("activity-sea"),
};

export const SEED_VENUES: readonly VenueSeed[] = [
  {
    slug: "gyeongbokgung",
    name: ["Gyeongbokgung Palace", "경복궁"],
    category: "palace",
    district: "jongno",
    benefit: FREE,
    hours: ["09:00–18:00 (last entry 17:00), closed Tuesdays", "09:00–18:00 (입장 마감 17:00), 매주 화요일 휴궁"],
    description: [
      "The main royal palace of the Joseon dynasty, built in 1395. Watch the changing of the royal guard at Gwanghwamun, walk through Geunjeongjeon Throne Hall and see Gyeonghoeru Pavilion over its pond.",
      "1395년에 지은 조선 왕조의 법궁입니다. 광화문에서 수문장 교대식을 보고 근정전을 지나 연못 위의 경회루까지 둘러보세요.",
    ],
    address: ["161 Sajik-ro, Jongno-gu, Seoul", "서울특별시 종로구 사직로 161"],
    directions: [
      "Gyeongbokgung Station (Line 3), exit 5: the palace's east gate is a two-minute walk.",
      "지하철 3호선 경복궁역 5번 출구에서 도보 2분입니다.",
    ],
    phone: "02-3700-3900",
    lat: 37.579617,
    lng: 126.977041,
  },
  {
    slug: "changdeokgung",
    name: ["Changdeokgung Palace", "창덕궁"],
    category: "palace",
    district: "jongno",
    benefit: FREE,
    hours: ["09:00–18:00 (last entry 17:00), closed Mondays", "09:00–18:00 (입장 마감 17:00), 매주 월요일 휴궁"],
    description: [
      "A UNESCO World Heritage palace laid out to follow the hills around it. The pass covers the palace grounds; the Secret Garden (Huwon) is visited on a guided tour with its own ticket.",
      "주변 지형에 맞추어 지은 유네스코 세계유산 궁궐입니다. 패스로 궁궐 관람이 가능하며, 후원은 별도 관람권으로 해설 관람만 할 수 있습니다.",
    ],
    address: ["99 Yulgok-ro, Jongno-gu, Seoul", "서울특별시 종로구 율곡로 99"],
    directions: [
      "Anguk Station (Line 3), exit 3: walk five minutes east to Donhwamun Gate.",
      "지하철 3호선 안국역 3번 출구에서 돈화문까지 동쪽으로 도보 5분입니다.",
    ],
    phone: "02-3668-2300",
    lat: 37.579389,
    lng: 126.991035,
  },
  {
    slug: "deoksugung",
    name: ["Deoksugung Palace", "덕수궁"],
    category: "palace",
    district: "jung",
    benefit: FREE,
    hours: ["09:00–21:00 (last entry 20:00), closed Mondays", "09:00–21:00 (입장 마감 20:00), 매주 월요일 휴궁"],
    description: [
      "A palace where traditional halls stand beside the stone Seokjojeon of the Korean Empire. Open in the evening, when its stone-wall path is at its best.",
      "전통 전각과 대한제국의 석조전이 함께 있는 궁궐입니다. 저녁에도 문을 열어 돌담길 산책을 함께 즐기기 좋습니다.",
    ],
    address: ["99 Sejong-daero, Jung-gu, Seoul", "서울특별시 중구 세종대로 99"],
    directions: [
      "City Hall Station (Lines 1 and 2), exit 2: Daehanmun Gate is across the street.",
      "지하철 1·2호선 시청역 2번 출구 바로 앞이 대한문입니다.",
    ],
    phone: "02-771-9951",
    lat: 37.565804,
    lng: 126.975146,
  },
  {
    slug: "changgyeonggung",
    name: ["Changgyeonggung Palace", "창경궁"],
    category: "palace",
    district: "jongno",
    benefit: FREE,
    hours: ["09:00–21:00 (last entry 20:00), closed Mondays", "09:00–21:00 (입장 마감 20:00), 매주 월요일 휴궁"],
    description: [
      "Built for the queens and queen dowagers of Joseon, with a Victorian-style glass greenhouse from 1909 at the end of its pond.",
      "조선의 왕비와 대비를 위해 지은 궁궐로, 연못 끝에 1909년에 세운 유리 온실 대온실이 있습니다.",
    ],
    address: ["185 Changgyeonggung-ro, Jongno-gu, Seoul", "서울특별시 종로구 창경궁로 185"],
    directions: [
      "Hyehwa Station (Line 4), exit 4: ten minutes' walk, or bus 100 to Changgyeonggung.",
      "지하철 4호선 혜화역 4번 출구에서 도보 10분, 또는 100번 버스 창경궁 정류장에서 내립니다.",
    ],
    phone: "02-762-4868",
    lat: 37.578784,
    lng: 126.994887,
  },
  {
    slug: "jongmyo",
    name: ["Jongmyo Shrine", "종묘"],
    category: "palace",
    district: "jongno",
    benefit: FREE,
    reservationRequired: true,
    hours: [
      "09:00–18:00, closed Tuesdays; guided tours only except Saturdays",
      "09:00–18:00, 매주 화요일 휴무; 토요일을 제외하고 시간제 해설 관람만 가능",
    ],
    description: [
      "The royal ancestral shrine of Joseon and a UNESCO World Heritage site. Book a guided tour time before coming; on Saturdays you may walk it freely.",
      "조선 왕실의 신위를 모신 사당으로 유네스코 세계유산입니다. 방문 전에 해설 관람 시간을 예약하세요. 토요일에는 자유 관람할 수 있습니다.",
    ],
    address: ["157 Jong-ro, Jongno-gu, Seoul", "서울특별시 종로구 종로 157"],
    directions: [
      "Jongno 3-ga Station (Lines 1, 3 and 5), exit 11: five minutes' walk north.",
      "지하철 1·3·5호선 종로3가역 11번 출구에서 북쪽으로 도보 5분입니다.",
    ],
    phone: "02-765-0195",
    lat: 37.574427,
    lng: 126.994124,
  },
  {
    slug: "national-museum-of-korea",
    name: ["National Museum of Korea", "국립중앙박물관"],
    category: "museum",
    district: "yongsan",
    benefit: off(20),
    hours: ["10:00–18:00 (Wednesdays and Saturdays until 21:00)", "10:00–18:00 (수요일·토요일은 21:00까지)"],
    description: [
      "Korea's largest museum, from prehistoric tools to the gold crowns of Silla and the pensive bodhisattvas. The permanent galleries are free; the pass takes 20% off the special exhibitions.",
      "선사시대 유물부터 신라 금관과 반가사유상까지 만날 수 있는 우리나라 최대의 박물관입니다. 상설전시는 무료이며, 패스로 특별전시를 20% 할인받습니다.",
    ],
    address: ["137 Seobinggo-ro, Yongsan-gu, Seoul", "서울특별시 용산구 서빙고로 137"],
    directions: [
      "Ichon Station (Line 4 and Gyeongui–Jungang Line), exit 2: follow the underground walkway.",
      "지하철 4호선·경의중앙선 이촌역 2번 출구에서 지하 연결통로를 따라오세요.",
    ],
    phone: "02-2077-9000",
    lat: 37.523984,
    lng: 126.980355,
  },
  {
    slug: "war-memorial-of-korea",
    name: ["War Memorial of Korea", "전쟁기념관"],
    category: "museum",
    district: "yongsan",
    benefit: off(20),
    hours: ["09:30–18:00 (last entry 17:00), closed Mondays", "09:30–18:00 (입장 마감 17:00), 매주 월요일 휴관"],
    description: [
      "The story of the wars fought on the peninsula, with the Korean War at its heart, and aircraft and tanks in the open-air exhibition. The pass takes 20% off the special exhibitions.",
      "한국전쟁을 중심으로 한반도에서 벌어진 전쟁의 역사를 전시하며, 야외에는 항공기와 전차가 있습니다. 패스로 특별전시를 20% 할인받습니다.",
    ],
    address: ["29 Itaewon-ro, Yongsan-gu, Seoul", "서울특별시 용산구 이태원로 29"],
    directions: [
      "Samgakji Station (Lines 4 and 6), exit 12: three minutes' walk.",
      "지하철 4·6호선 삼각지역 12번 출구에서 도보 3분입니다.",
    ],
    phone: "02-709-3114",
    lat: 37.536529,
    lng: 126.977191,
  },
  {
    slug: "seoul-museum-of-history",
    name: ["Seoul Museum of History", "서울역사박물관"],
    category: "museum",
    district: "jongno",
    benefit: FREE,
    hours: ["09:00–18:00, closed Mondays", "09:00–18:00, 매주 월요일 휴관"],
    description: [
      "Six hundred years of the capital, from Joseon's Hanyang to the modern city, with a scale model of Seoul you walk over. Its special exhibitions are free with the pass.",
      "조선의 한양부터 오늘의 서울까지 600년 수도의 역사를 보여 주며, 발아래로 서울 도시 모형을 볼 수 있습니다. 패스로 기획전시를 무료로 관람합니다.",
    ],
    address: ["55 Saemunan-ro, Jongno-gu, Seoul", "서울특별시 종로구 새문안로 55"],
    directions: [
      "Gwanghwamun Station (Line 5), exit 7: five minutes' walk west.",
      "지하철 5호선 광화문역 7번 출구에서 서쪽으로 도보 5분입니다.",
    ],
    phone: "02-724-0274",
    lat: 37.570395,
    lng: 126.970415,
  },
  {
    slug: "seodaemun-prison",
    name: ["Seodaemun Prison History Hall", "서대문형무소역사관"],
    category: "museum",
    district: "seodaemun",
    benefit: FREE,
    hours: ["09:30–18:00 (last entry 17:30), closed Mondays", "09:30–18:00 (입장 마감 17:30), 매주 월요일 휴관"],
    description: [
      "The prison where independence activists were held under Japanese rule, kept as it was: the cell blocks, the execution building and the exhibition on the independence movement.",
      "일제강점기 독립운동가들이 갇혔던 형무소를 그대로 보존한 역사관으로, 옥사와 사형장, 독립운동 전시를 볼 수 있습니다.",
    ],
    address: ["251 Tongil-ro, Seodaemun-gu, Seoul", "서울특별시 서대문구 통일로 251"],
    directions: [
      "Dongnimmun Station (Line 3), exit 5: through Independence Park, three minutes.",
      "지하철 3호선 독립문역 5번 출구에서 독립공원을 지나 도보 3분입니다.",
    ],
    phone: "02-360-8590",
    lat: 37.574355,
    lng: 126.956059,
  },
  {
    slug: "mmca-seoul",
    name: ["MMCA Seoul", "국립현대미술관 서울"],
    category: "gallery",
    district: "jongno",
    benefit: FREE,
    hours: ["10:00–18:00 (Wednesdays and Saturdays until 21:00)", "10:00–18:00 (수요일·토요일은 21:00까지)"],
    description: [
      "The National Museum of Modern and Contemporary Art between Gyeongbokgung and Bukchon, showing Korean and international art of today. Paid exhibitions are free with the pass.",
      "경복궁과 북촌 사이에 있는 국립현대미술관으로 국내외 현대미술을 선보입니다. 패스로 유료 전시를 무료로 관람합니다.",
    ],
    address: ["30 Samcheong-ro, Jongno-gu, Seoul", "서울특별시 종로구 삼청로 30"],
    directions: [
      "Anguk Station (Line 3), exit 1: ten minutes' walk along Yulgok-ro and Samcheong-ro.",
      "지하철 3호선 안국역 1번 출구에서 율곡로와 삼청로를 따라 도보 10분입니다.",
    ],
    phone: "02-3701-9500",
    lat: 37.578616,
    lng: 126.980014,
  },
  {
    slug: "leeum",
    name: ["Leeum Museum of Art", "리움미술관"],
    category: "gallery",
    district: "yongsan",
    benefit: off(20),
    reservationRequired: true,
    hours: ["10:00–18:00, closed Mondays", "10:00–18:00, 매주 월요일 휴관"],
    description: [
      "Celadon, white porcelain and Buddhist paintings beside contemporary art, in buildings by Mario Botta, Jean Nouvel and Rem Koolhaas. Book an entry time online first.",
      "마리오 보타, 장 누벨, 렘 콜하스가 설계한 건물에서 고려청자와 조선백자, 불화, 현대미술을 함께 봅니다. 방문 전 온라인으로 관람 시간을 예약하세요.",
    ],
    address: ["60-16 Itaewon-ro 55-gil, Yongsan-gu, Seoul", "서울특별시 용산구 이태원로55길 60-16"],
    directions: [
      "Hangangjin Station (Line 6), exit 1: walk uphill toward Itaewon for five minutes.",
      "지하철 6호선 한강진역 1번 출구에서 이태원 방향 언덕길로 도보 5분입니다.",
    ],
    phone: "02-2014-6900",
    lat: 37.538385,
    lng: 126.999045,
  },
  {
    slug: "ddp",
    name: ["Dongdaemun Design Plaza (DDP)", "동대문디자인플라자(DDP)"],
    category: "gallery",
    district: "jung",
    benefit: off(20),
    hours: ["10:00–20:00 (exhibitions; the plaza is open all day)", "10:00–20:00 (전시 기준, 광장은 상시 개방)"],
    description: [
      "Zaha Hadid's curved landmark for design exhibitions and fashion shows, with the remains of the old city wall in its park. The pass takes 20% off its paid exhibitions.",
      "자하 하디드가 설계한 곡선의 건축물로 디자인 전시와 패션쇼가 열리며, 공원에는 한양도성 유적이 있습니다. 패스로 유료 전시를 20% 할인받습니다.",
    ],
    address: ["281 Eulji-ro, Jung-gu, Seoul", "서울특별시 중구 을지로 281"],
    directions: [
      "Dongdaemun History & Culture Park Station (Lines 2, 4 and 5), exit 1: straight into the building.",
      "지하철 2·4·5호선 동대문역사문화공원역 1번 출구와 바로 연결됩니다.",
    ],
    phone: "02-2153-0000",
    lat: 37.566826,
    lng: 127.009473,
  },
  {
    slug: "mapo-oil-tank-culture-park",
    name: ["Oil Tank Culture Park", "문화비축기지"],
    category: "gallery",
    district: "mapo",
    benefit: FREE,
    hours: ["10:00–18:00, closed Mondays", "10:00–18:00, 매주 월요일 휴관"],
    description: [
      "Five oil tanks of the 1970s turned into exhibition halls and a stage, on a hill beside the World Cup Stadium. Paid programmes are free with the pass.",
      "1970년대 석유비축기지의 탱크 다섯 개를 전시장과 공연장으로 바꾼 곳으로, 월드컵경기장 옆 언덕에 있습니다. 패스로 유료 프로그램을 무료로 즐깁니다.",
    ],
    address: ["87 Jeungsan-ro, Mapo-gu, Seoul", "서울특별시 마포구 증산로 87"],
    directions: [
      "World Cup Stadium Station (Line 6), exit 2: ten minutes' walk west.",
      "지하철 6호선 월드컵경기장역 2번 출구에서 서쪽으로 도보 10분입니다.",
    ],
    phone: "02-376-8410",
    lat: 37.571488,
    lng: 126.893548,
  },
  {
    slug: "n-seoul-tower",
    name: ["N Seoul Tower Observatory", "N서울타워 전망대"],
    category: "tour",
    district: "yongsan",
    benefit: FREE,
    hours: ["10:00–23:00 (Saturdays until 24:00)", "10:00–23:00 (토요일은 24:00까지)"],
    description: [
      "The observatory at the top of Namsan, 480 metres above the sea, with the whole city around you and the love locks on the terrace below.",
      "해발 480미터 남산 꼭대기의 전망대로, 서울 시내가 한눈에 내려다보이고 아래 테라스에는 사랑의 자물쇠가 있습니다.",
    ],
    address: ["105 Namsangongwon-gil, Yongsan-gu, Seoul", "서울특별시 용산구 남산공원길 105"],
    directions: [
      "Take the Namsan cable car from Myeongdong, or the yellow Namsan bus 01 from Chungmuro Station, exit 2.",
      "명동에서 남산 케이블카를 타거나 충무로역 2번 출구에서 노란색 남산순환버스 01번을 타세요.",
    ],
    phone: "02-3455-9277",
    lat: 37.551169,
    lng: 126.988227,
  },
  {
    slug: "namsan-cable-car",
    name: ["Namsan Cable Car", "남산 케이블카"],
    category: "transport",
    district: "jung",
    benefit: off(20),
    hours: ["10:00–23:00, every 5 to 10 minutes", "10:00–23:00, 5~10분 간격 운행"],
    description: [
      "The three-minute ride from the foot of Namsan to the tower since 1962. The pass takes 20% off a round trip.",
      "1962년부터 남산 아래에서 N서울타워까지 3분 만에 오르는 케이블카입니다. 패스로 왕복권을 20% 할인받습니다.",
    ],
    address: ["83 Sopa-ro, Jung-gu, Seoul", "서울특별시 중구 소파로 83"],
    directions: [
      "Myeongdong Station (Line 4), exit 3: ten minutes uphill, or the free inclined lift on the way.",
      "지하철 4호선 명동역 3번 출구에서 오르막길로 도보 10분이며, 중간의 남산 오르미를 무료로 탈 수 있습니다.",
    ],
    phone: "02-753-2403",
    lat: 37.556915,
    lng: 126.983205,
  },
  {
    slug: "lotte-world-tower-seoul-sky",
    name: ["Lotte World Tower Seoul Sky", "롯데월드타워 서울스카이"],
    category: "tour",
    district: "songpa",
    benefit: FREE,
    reservationRequired: true,
    hours: ["10:30–22:00 (last entry 21:00)", "10:30–22:00 (입장 마감 21:00)"],
    description: [
      "The observatory on floors 117 to 123 of Korea's tallest building, with a glass floor 478 metres above the ground. Book an entry time before coming.",
      "우리나라에서 가장 높은 건물의 117~123층 전망대로, 지상 478미터 높이의 유리 바닥을 걸을 수 있습니다. 방문 전 입장 시간을 예약하세요.",
    ],
    address: ["300 Olympic-ro, Songpa-gu, Seoul", "서울특별시 송파구 올림픽로 300"],
    directions: [
      "Jamsil Station (Lines 2 and 8), exit 1 or 2: the entrance is on basement floor 1 of the tower.",
      "지하철 2·8호선 잠실역 1·2번 출구로 나와 타워 지하 1층 입구로 오세요.",
    ],
    phone: "1661-2000",
    lat: 37.512548,
    lng: 127.102543,
  },
  {
    slug: "hangang-cruise-yeouido",
    name: ["Han River Cruise (Yeouido)", "한강 유람선 (여의도)"],
    category: "tour",
    district: "yeongdeungpo",
    benefit: FREE,
    reservationRequired: true,
    hours: ["11:00–21:00, sailings every 1 to 2 hours", "11:00–21:00, 1~2시간 간격 운항"],
    description: [
      "A 70-minute cruise from Yeouido past the bridges and the city lights; the evening sailing sees the Banpo Bridge rainbow fountain. Places are limited: book a sailing first.",
      "여의도에서 출발해 한강 다리와 도심 야경을 지나는 70분 유람선으로, 저녁 운항에서는 반포대교 달빛무지개분수를 볼 수 있습니다. 좌석이 한정되어 있으니 미리 예약하세요.",
    ],
    address: ["290 Yeouidong-ro, Yeongdeungpo-gu, Seoul", "서울특별시 영등포구 여의동로 290"],
    directions: [
      "Yeouinaru Station (Line 5), exit 3: five minutes' walk to the Yeouido pier.",
      "지하철 5호선 여의나루역 3번 출구에서 여의도 선착장까지 도보 5분입니다.",
    ],
    phone: "02-6291-6900",
    lat: 37.527637,
    lng: 126.932993,
  },
  {
    slug: "63-square",
    name: ["63 Square Art Observatory", "63스퀘어 63아트"],
    category: "tour",
    district: "yeongdeungpo",
    benefit: off(30),
    hours: ["10:00–22:00 (last entry 21:30)", "10:00–22:00 (입장 마감 21:30)"],
    description: [
      "A gallery and observatory on the 60th floor of the golden 63 Building, looking over the Han River. The pass takes 30% off.",
      "황금빛 63빌딩 60층의 미술관 겸 전망대로, 한강이 한눈에 내려다보입니다. 패스로 30% 할인받습니다.",
    ],
    address: ["50 63-ro, Yeongdeungpo-gu, Seoul", "서울특별시 영등포구 63로 50"],
    directions: [
      "Yeouinaru Station (Line 5), exit 4: fifteen minutes' walk, or the free shuttle from Yeouido Station.",
      "지하철 5호선 여의나루역 4번 출구에서 도보 15분, 또는 여의도역에서 무료 셔틀버스를 이용하세요.",
    ],
    phone: "02-789-5663",
    lat: 37.519857,
    lng: 126.940258,
  },
  {
    slug: "seoul-city-tour-bus",
    name: ["Seoul City Tour Bus", "서울시티투어버스"],
    category: "tour",
    district: "jongno",
    benefit: FREE,
    repeatVisits: true,
    hours: ["09:30–17:00 departures, closed Mondays", "09:30~17:00 출발, 매주 월요일 운휴"],
    description: [
      "Hop-on, hop-off double-deckers round the palaces, Namsan and Itaewon from Gwanghwamun. Show the pass each time you board on a day it is valid.",
      "광화문에서 출발해 고궁, 남산, 이태원을 도는 순환형 2층 버스입니다. 패스가 유효한 날에는 탈 때마다 패스를 보여 주세요.",
    ],
    address: ["Stop in front of 149 Sejong-daero, Jongno-gu, Seoul", "서울특별시 종로구 세종대로 149 앞 정류장"],
    directions: [
      "Gwanghwamun Station (Line 5), exit 6: the stop is by the Donghwa Duty Free building.",
      "지하철 5호선 광화문역 6번 출구 동화면세점 앞 정류장입니다.",
    ],
    phone: "02-777-6090",
    lat: 37.570976,
    lng: 126.976873,
  },
  {
    slug: "hanbok-rental-gyeongbokgung",
    name: ["Hanbok Rental by Gyeongbokgung", "경복궁 한복 대여"],
    category: "experience",
    district: "jongno",
    benefit: off(30),
    hours: ["09:00–19:00, return by 19:00", "09:00–19:00, 19:00까지 반납"],
    description: [
      "Choose a hanbok, have your hair done and walk to the palace across the street: palace entry is free in hanbok. The pass takes 30% off a four-hour rental.",
      "한복을 고르고 머리 장식까지 한 뒤 길 건너 경복궁으로 가세요. 한복을 입으면 고궁 입장이 무료입니다. 패스로 4시간 대여료를 30% 할인받습니다.",
    ],
    address: ["Near 12 Jahamun-ro, Jongno-gu, Seoul", "서울특별시 종로구 자하문로 12 인근"],
    directions: [
      "Gyeongbokgung Station (Line 3), exit 4: one minute's walk.",
      "지하철 3호선 경복궁역 4번 출구에서 도보 1분입니다.",
    ],
    phone: "",
    lat: 37.576002,
    lng: 126.972998,
  },
  {
    slug: "coex-aquarium",
    name: ["COEX Aquarium", "코엑스 아쿠아리움"],
    category: "experience",
    district: "gangnam",
    benefit: off(25),
    hours: ["10:00–20:00 (last entry 19:00)", "10:00–20:00 (입장 마감 19:00)"],
    description: [
      "Sharks, rays and a tunnel under the sea in the COEX mall, a walk from the Starfield Library. The pass takes 25% off.",
      "코엑스몰 안의 수족관으로 상어와 가오리, 해저 터널을 만날 수 있으며 별마당 도서관과 가깝습니다. 패스로 25% 할인받습니다.",
    ],
    address: ["513 Yeongdong-daero, Gangnam-gu, Seoul", "서울특별시 강남구 영동대로 513"],
    directions: [
      "Samseong Station (Line 2), exit 5 or 6: through the COEX mall, five minutes.",
      "지하철 2호선 삼성역 5·6번 출구에서 코엑스몰을 지나 도보 5분입니다.",
    ],
    phone: "02-6002-6200",
    lat: 37.513021,
    lng: 127.058963,
  },
  {
    slug: "seoul-botanic-park",
    name: ["Seoul Botanic Park", "서울식물원"],
    category: "experience",
    district: "gangseo",
    benefit: FREE,
    hours: [
      "09:30–18:00 (greenhouse closed Mondays; the park is open all day)",
      "09:30–18:00 (온실은 매주 월요일 휴관, 공원은 상시 개방)",
    ],
    description: [
      "A botanic garden and lake park with a great dome greenhouse of tropical and Mediterranean plants from twelve cities of the world.",
      "세계 12개 도시의 열대·지중해 식물을 모은 대형 온실과 호수공원이 있는 식물원입니다.",
    ],
    address: ["161 Magokdong-ro, Gangseo-gu, Seoul", "서울특별시 강서구 마곡동로 161"],
    directions: [
      "Magongnaru Station (Line 9 and Airport Railroad), exit 3: five minutes' walk.",
      "지하철 9호선·공항철도 마곡나루역 3번 출구에서 도보 5분입니다.",
    ],
    phone: "02-2104-9716",
    lat: 37.569424,
    lng: 126.835028,
  },
  {
    slug: "nanta-myeongdong",
    name: ["NANTA Theatre Myeongdong", "난타 명동전용관"],
    category: "show",
    district: "jung",
    benefit: off(30),
    reservationRequired: true,
    hours: ["Shows at 14:00, 17:00 and 20:00", "공연 14:00, 17:00, 20:00"],
    description: [
      "The non-verbal kitchen show where cooks drum on pots, knives and chopping boards: no words to understand, all ages. Book a show time; the pass takes 30% off.",
      "요리사들이 냄비와 칼, 도마로 리듬을 만드는 비언어 공연으로 말을 몰라도 누구나 즐길 수 있습니다. 공연 시간을 예약하세요. 패스로 30% 할인받습니다.",
    ],
    address: ["3F, 26 Myeongdong-gil, Jung-gu, Seoul", "서울특별시 중구 명동길 26 3층"],
    directions: [
      "Euljiro 1-ga Station (Line 2), exit 6, or Myeongdong Station (Line 4), exit 6: five minutes' walk.",
      "지하철 2호선 을지로입구역 6번 출구 또는 4호선 명동역 6번 출구에서 도보 5분입니다.",
    ],
    phone: "02-739-8288",
    lat: 37.563732,
    lng: 126.984144,
  },
  {
    slug: "lotte-duty-free-myeongdong",
    name: ["Lotte Duty Free Myeongdong", "롯데면세점 명동본점"],
    category: "shopping",
    district: "jung",
    benefit: off(10),
    hours: ["09:30–20:00", "09:30–20:00"],
    description: [
      "Cosmetics, fashion and souvenirs free of tax, with your passport and return ticket. The pass takes a further 10% off at the information desk's coupon.",
      "여권과 출국 항공권이 있으면 화장품, 패션, 기념품을 면세로 살 수 있습니다. 안내 데스크에서 패스를 보여 주면 10% 추가 할인 쿠폰을 받습니다.",
    ],
    address: ["81 Namdaemun-ro, Jung-gu, Seoul", "서울특별시 중구 남대문로 81"],
    directions: [
      "Euljiro 1-ga Station (Line 2), exit 7: straight into the Lotte Department Store building.",
      "지하철 2호선 을지로입구역 7번 출구에서 롯데백화점 건물과 바로 연결됩니다.",
    ],
    phone: "1688-3000",
    lat: 37.564793,
    lng: 126.981292,
  },
  {
    slug: "gimpo-airport-desk",
    name: ["Seoulite Pass Desk, Gimpo Airport", "서울라이트 패스 데스크 (김포공항)"],
    category: "transport",
    district: "gangseo",
    benefit: FREE,
    repeatVisits: true,
    hours: ["07:00–22:00, every day", "07:00–22:00, 연중무휴"],
    description: [
      "Pick up a free T-money card on your first visit and leave your luggage for the day each time you pass: show the pass at the desk in the arrivals hall.",
      "첫 방문 때 티머니 카드를 무료로 받고, 들를 때마다 짐을 하루 동안 맡길 수 있습니다. 도착 층 데스크에서 패스를 보여 주세요.",
    ],
    address: [
      "Arrivals hall 1F, International Terminal, 38 Haneul-gil, Gangseo-gu, Seoul",
      "서울특별시 강서구 하늘길 38 국제선 청사 1층 도착장",
    ],
    directions: [
      "Gimpo International Airport Station (Lines 5 and 9, Airport Railroad): follow the signs to the international arrivals.",
      "지하철 5·9호선·공항철도 김포공항역에서 국제선 도착 안내를 따라오세요.",
    ],
    phone: "1661-2626",
    lat: 37.558726,
    lng: 126.794547,
  },
];

export type PassOptionSeed = { name: Text; type: PassType; priceKrw: number };

export const SEOULITE_PASS_SLUG = "seoulite-pass";

/** The Seoulite Pass's types, priced per person in won (a day's palaces and a tower for about the price of two). */
export const SEED_PASS_OPTIONS: readonly PassOptionSeed[] = [
  { name: ["1-day pass", "1일권"], type: { kind: "days", days: 1 }, priceKrw: 59_000 },
  { name: ["2-day pass", "2일권"], type: { kind: "days", days: 2 }, priceKrw: 89_000 },
  { name: ["3-day pass", "3일권"], type: { kind: "days", days: 3 }, priceKrw: 115_000 },
  { name: ["5-day pass", "5일권"], type: { kind: "days", days: 5 }, priceKrw: 159_000 },
  { name: ["48-hour pass", "48시간권"], type: { kind: "hours", hours: 48 }, priceKrw: 85_000 },
  { name: ["3-visit pass", "3회권"], type: { kind: "uses", uses: 3, days: null }, priceKrw: 49_000 },
  { name: ["5-visit pass", "5회권"], type: { kind: "uses", uses: 5, days: null }, priceKrw: 75_000 },
];

export const SEOULITE_PASS: { name: Text; summary: Text; description: Text } = {
  name: ["Seoulite Pass", "서울라이트 패스"],
  summary: [
    "One pass for Seoul's palaces, museums, towers and a river cruise: free entry or a discount at every partner.",
    "서울의 고궁, 박물관, 전망대, 유람선까지 패스 하나로: 모든 제휴처에서 무료 입장 또는 할인.",
  ],
  description: [
    "A digital pass on your phone. It starts at the first venue that scans it, not when you buy it: day passes run to the end of their last day in Korea time, the 48-hour pass for 48 hours from that scan, and visit passes for the number of entries they hold. Each venue lets a pass in once, except the city tour bus and the airport desk. An unused pass is valid for two years and may be refunded within seven days of purchase.",
    "휴대전화에 담는 디지털 패스입니다. 구매한 때가 아니라 처음 제휴처에서 스캔한 때부터 사용이 시작됩니다. 일권은 한국 시간 기준 마지막 날 자정까지, 48시간권은 첫 스캔부터 48시간 동안, 횟수권은 정해진 입장 횟수만큼 쓸 수 있습니다. 시티투어버스와 공항 데스크를 제외한 각 제휴처는 패스당 한 번 입장할 수 있습니다. 사용하지 않은 패스는 2년간 유효하며 구매 후 7일 안에 환불할 수 있습니다.",
  ],
};
