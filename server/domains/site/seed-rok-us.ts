import { FAQ_BOARD_TYPE } from "@contracts/board-types";
import { friendshipTourSeason } from "@contracts/editions";
import { shopToday } from "@contracts/shop-calendar";
import type { SeedBoard, SeedPost, SeedSitePage } from "../boards/seed-posts";
import { lines, pageDay, siteBoard, siteContentStep } from "./seed-site-content";
import type { SeedStep } from "../../platform/db/seed-step";

/**
 * The ROK–US Friendship Tour's demo content (spec point 2, /rok-us): the tour information and facilities pages
 * the organisers edit, and the site's notices and FAQ, in English and Korean. Written for the invited guests of the
 * eight courses: Seoul, Seoraksan, Jeonju, Busan (two courses) and Jeju (three courses).
 */

export const ROK_US_SITE = "rok-us";

export const ROK_US_PAGE_SLUGS = ["tour-info", "tour-facilities"] as const;

type SitePageText = SeedSitePage & { slug: (typeof ROK_US_PAGE_SLUGS)[number] };

export const ROK_US_PAGES: readonly SitePageText[] = [
  {
    slug: "tour-info",
    title: ["Tour information", "투어 안내"],
    summary: [
      "Everything you need for your tour day: the eight courses, where and when to meet, what to bring, meals, guides, accessibility and who to call.",
      "투어 당일에 필요한 모든 것: 8개 코스, 집결 장소와 시간, 준비물, 식사, 가이드, 접근성, 연락처를 안내합니다.",
    ],
    body: [
      lines(
        "Each tour is a guided day (two days for the Seoraksan course) for a group of up to 30 invited guests, with transport, lunch, entrance fees and a bilingual guide included. Your course and date are in your invitation e-mail; this page explains how the day works.",
        "",
        "## The courses",
        "- Seoul: Gyeongbokgung Palace and the changing of the guard, Bukchon Hanok Village, lunch at Gwangjang Market, an evening walk along the Cheonggyecheon stream",
        "- Seoraksan (two days): Sinheungsa Temple, the cable car to Gwongeumseong fortress, Sokcho's seaside and Jungang Market, a night in Sokcho",
        "- Jeonju: the Hanok Village, Gyeonggijeon Shrine, a bibimbap cooking class and the Nambu Market evening stalls",
        "- Busan course 1, harbour and culture: Gamcheon Culture Village, Jagalchi Fish Market, BIFF Square and Busan Tower",
        "- Busan course 2, coast: Haedong Yonggungsa Temple, the Haeundae Blueline Park sky capsule and Gwangalli Beach at dusk",
        "- Jeju course 1, east: Seongsan Ilchulbong, Seopjikoji and a haenyeo (women divers) show",
        "- Jeju course 2, west: Hallim Park, the O'sulloc tea fields and the Suwolbong geotrail",
        "- Jeju course 3, south: Cheonjiyeon Falls, the Jusangjeolli lava cliffs and an Olle trail walk in Seogwipo",
        "",
        "## Where and when to meet",
        "- Seoul: Gwanghwamun Square, in front of the King Sejong statue; meet at 08:30, departure 09:00, back at about 19:00",
        "- Seoraksan: Seoul Station, west exit tour bus stop 3; meet at 07:00, departure 07:15, back in Seoul at about 18:00 on day two",
        "- Jeonju: Yongsan Station, the information desk on the 3rd floor; meet at 07:40 for the 08:05 KTX, back at about 20:30",
        "- Busan courses: Busan Station, the main hall on the 2nd floor; meet at 09:00, departure 09:20, back at about 18:30",
        "- Jeju courses: Jeju International Airport, 1st floor arrivals, gate 5; meet at 09:00, departure 09:20, back at the airport or your hotel at about 18:00",
        'Please be at the meeting point 15 minutes early: trains, cable cars and lunches are booked for the group, so the bus cannot wait long. Your guide holds a blue "ROK–US Friendship Tour" sign.',
        "",
        "## What to bring",
        "- Your passport (needed to board the KTX and domestic flights, and at some palace and temple gates)",
        "- Your invitation e-mail, on your phone or printed",
        "- Comfortable walking shoes: most courses have 3 to 6 km of walking, with steps and slopes at temples and trails",
        "- A light jacket: it is cooler and windy on Seoraksan and on the Jeju coast, even in summer",
        "- A hat, sunscreen and, from late June to July (the rainy season), an umbrella",
        "- Any medicine you take, in its original box, with its generic name written down",
        "- A little Korean cash for market stalls; cards are accepted almost everywhere else",
        "",
        "## Meals",
        "Lunch is included on every course, and dinner on the Seoraksan course. We serve local dishes (bibimbap in Jeonju, seafood in Busan and Jeju), always with a vegetarian choice. Tell us about allergies, halal, kosher or other diets in the preliminary survey or by e-mail at least 5 days before your tour, and your guide will order for you. Water is always on the bus.",
        "",
        "## Guides and language",
        "Every group has a licensed guide who speaks Korean and English. Menus, safety briefings and this site are in both languages. If you need interpreting in another language, write to us at least 10 days before your tour.",
        "",
        "## Accessibility",
        "Tell us in the preliminary survey, or by e-mail at least 5 days before, if you use a wheelchair or walk with difficulty. We then book a bus with a lift and plan step-free routes. Gyeongbokgung, the Seoraksan cable car, Busan Tower, the Blueline sky capsule and Hallim Park are step-free; Gamcheon Culture Village, Seongsan Ilchulbong and the Gwongeumseong summit are not, and your guide offers a nearby alternative there.",
        "",
        "## Transport",
        "The tour buses take you between the sights. Reserved KTX seats to Jeonju are included. Guests of the Busan and Jeju courses travel to the meeting point on their own, or with the transfer offered in the invitation e-mail. Travel insurance is not included.",
        "",
        "## Weather and changes",
        "If a typhoon, heavy rain or snow makes part of a course unsafe, we change or shorten it. Changes are posted on the Notices page and sent by e-mail and text message by 18:00 the day before.",
        "",
        "## Contacts",
        "- Tour desk, every day 08:00 to 20:00 (Korean time): +82 2-555-0175, tour@rok-us-tour.example",
        "- On your tour day: your guide's mobile number, in the reminder sent the evening before",
        "- Emergencies: 119 (ambulance and fire), 112 (police), 1330 (Korea Travel Hotline, in English, at any hour)",
      ),
      lines(
        "투어는 최대 30명의 초청 인사가 함께하는 가이드 투어로 하루(설악산 코스는 1박 2일) 동안 진행되며, 교통, 점심, 입장료, 2개 국어 가이드가 포함되어 있습니다. 참가하실 코스와 날짜는 초청 메일에 안내되어 있으며, 이 페이지에서는 투어 당일의 진행 방식을 설명합니다.",
        "",
        "## 코스 안내",
        "- 서울: 경복궁과 수문장 교대식, 북촌 한옥마을, 광장시장 점심, 청계천 저녁 산책",
        "- 설악산(1박 2일): 신흥사, 케이블카로 오르는 권금성, 속초 바닷가와 중앙시장, 속초 1박",
        "- 전주: 한옥마을, 경기전, 비빔밥 만들기 체험, 남부시장 야시장",
        "- 부산 1코스(항구와 문화): 감천문화마을, 자갈치시장, BIFF 광장, 부산타워",
        "- 부산 2코스(해안): 해동용궁사, 해운대 블루라인파크 스카이캡슐, 해 질 녘 광안리 해변",
        "- 제주 1코스(동부): 성산일출봉, 섭지코지, 해녀 공연",
        "- 제주 2코스(서부): 한림공원, 오설록 차밭, 수월봉 지질 트레일",
        "- 제주 3코스(남부): 천지연폭포, 주상절리대, 서귀포 올레길 걷기",
        "",
        "## 집결 장소와 시간",
        "- 서울: 광화문광장 세종대왕 동상 앞, 08:30 집결, 09:00 출발, 19:00경 도착",
        "- 설악산: 서울역 서부 출구 투어버스 3번 승차장, 07:00 집결, 07:15 출발, 둘째 날 18:00경 서울 도착",
        "- 전주: 용산역 3층 안내데스크, 07:40 집결, 08:05 KTX 탑승, 20:30경 도착",
        "- 부산 코스: 부산역 2층 맞이방, 09:00 집결, 09:20 출발, 18:30경 도착",
        "- 제주 코스: 제주국제공항 1층 도착장 5번 게이트, 09:00 집결, 09:20 출발, 18:00경 공항 또는 숙소 도착",
        "KTX, 케이블카, 점심이 단체로 예약되어 있어 버스가 오래 기다릴 수 없습니다. 출발 15분 전까지 집결 장소에 와 주세요. 가이드가 파란색 '한미 우정 투어' 안내판을 들고 있습니다.",
        "",
        "## 준비물",
        "- 여권(KTX와 국내선 탑승, 일부 궁궐과 사찰 입장 시 필요)",
        "- 초청 메일(휴대전화 화면 또는 출력본)",
        "- 편한 운동화: 대부분의 코스에서 3~6km를 걸으며, 사찰과 산책로에는 계단과 경사가 있습니다",
        "- 얇은 겉옷: 설악산과 제주 해안은 여름에도 서늘하고 바람이 붑니다",
        "- 모자, 자외선 차단제, 장마철(6월 말~7월)에는 우산",
        "- 복용 중인 약(원래 포장 그대로, 성분명 메모)",
        "- 시장에서 쓸 약간의 현금(그 밖의 곳은 대부분 카드 결제 가능)",
        "",
        "## 식사",
        "모든 코스에 점심이, 설악산 코스에는 저녁도 포함되어 있습니다. 전주 비빔밥, 부산과 제주의 해산물 등 지역 음식을 대접하며 채식 메뉴를 항상 함께 준비합니다. 알레르기, 할랄, 코셔 등 식이 제한은 사전 설문이나 투어 5일 전까지 메일로 알려 주시면 가이드가 맞춰 주문해 드립니다. 버스에는 생수가 늘 준비되어 있습니다.",
        "",
        "## 가이드와 언어",
        "모든 그룹에 한국어와 영어를 하는 관광통역안내사가 동행합니다. 메뉴, 안전 안내, 이 사이트는 두 언어로 제공됩니다. 다른 언어 통역이 필요하시면 투어 10일 전까지 메일로 알려 주세요.",
        "",
        "## 접근성",
        "휠체어를 사용하시거나 보행이 불편하시면 사전 설문이나 투어 5일 전까지 메일로 알려 주세요. 리프트 버스를 배차하고 계단 없는 동선을 준비합니다. 경복궁, 설악산 케이블카, 부산타워, 블루라인 스카이캡슐, 한림공원은 계단 없이 이용할 수 있으며, 감천문화마을, 성산일출봉, 권금성 정상은 계단이 많아 가이드가 인근 대체 장소를 안내해 드립니다.",
        "",
        "## 교통",
        "관광지 사이는 투어 버스로 이동합니다. 전주행 KTX 지정석이 포함되어 있습니다. 부산과 제주 코스 참가자는 집결 장소까지 직접 오시거나 초청 메일에 안내된 이동 지원을 이용해 주세요. 여행자 보험은 포함되어 있지 않습니다.",
        "",
        "## 날씨와 일정 변경",
        "태풍, 폭우, 폭설로 코스 일부가 안전하지 않으면 일정을 바꾸거나 줄입니다. 변경 사항은 공지사항에 게시하고, 전날 18:00까지 메일과 문자로 알려 드립니다.",
        "",
        "## 연락처",
        "- 투어 데스크(매일 08:00~20:00, 한국 시간): +82 2-555-0175, tour@rok-us-tour.example",
        "- 투어 당일: 전날 저녁 보내 드리는 안내 문자에 있는 가이드 휴대전화",
        "- 긴급 상황: 119(구급·화재), 112(경찰), 1330(관광통역안내전화, 24시간 영어 상담)",
      ),
    ],
  },
  {
    slug: "tour-facilities",
    title: ["Tour facilities", "투어 시설 안내"],
    summary: [
      "The buses, rest stops, accessibility equipment, medical support and connectivity you can count on during the tour.",
      "투어 중 이용하실 수 있는 버스, 휴게소, 접근성 장비, 의료 지원, 통신 환경을 안내합니다.",
    ],
    body: [
      lines(
        "## Buses",
        "- Each group travels in a 45-seat coach with no more than 30 guests, so there is room for bags and to spread out",
        "- Reclining seats with seat belts (please wear them: it is the law in Korea), air conditioning and heating, USB charging at every seat",
        "- A bus with a wheelchair lift and two wheelchair spaces is available on every course: ask for it in the preliminary survey",
        "- Luggage stays safely on the locked bus during visits; on the Seoraksan course the bus takes your overnight bag to the hotel",
        "",
        "## Rest stops",
        "On drives longer than 90 minutes the bus stops at a motorway rest area for 15 to 20 minutes, with toilets (accessible ones included), snacks, coffee and a convenience store. The Seoul–Seoraksan drive takes about two and a half hours with one stop.",
        "",
        "## Accessibility",
        "- Folding wheelchairs to borrow on every bus, and a portable ramp",
        "- Step-free routes planned in advance for guests who ask; your guide knows where the lifts and accessible toilets are at each sight",
        "- Seats at the front of the bus kept for guests who need them",
        "- Written versions of the safety briefing for guests who are deaf or hard of hearing",
        "",
        "## Medical support",
        "- A first-aid kit and an automated external defibrillator (AED) on every bus; guides are trained in first aid",
        "- A nurse travels with the Seoraksan and Jeju groups, where the sights are furthest from a hospital",
        "- Hospitals with international clinics near each course: Seoul, Gangneung (for Seoraksan), Jeonju, Busan and Jeju City",
        "- In an emergency your guide calls 119 and stays with you; a staff member goes with you to hospital",
        "- Please carry your own medicine and your travel insurance details",
        "",
        "## Wi-Fi and charging",
        "- Free Wi-Fi on every bus (the network name and password are on the seat backs)",
        '- Free public Wi-Fi ("Public WiFi Free") at most palaces, markets, stations and beaches',
        "- USB charging at every seat; bring a Korean plug adapter (type C or F, 220 V) for your hotel",
        "",
        "## Other help",
        "- Drinking water and rain ponchos on every bus",
        "- A lost-and-found list kept by the tour desk for 30 days after each tour",
        "- Quiet prayer space can be arranged at lunch stops on request",
      ),
      lines(
        "## 버스",
        "- 그룹마다 45인승 버스에 30명 이내로 탑승해 짐을 두고 여유 있게 앉으실 수 있습니다",
        "- 안전벨트가 있는 리클라이닝 좌석(한국에서는 착용이 의무입니다), 냉난방, 좌석별 USB 충전",
        "- 모든 코스에서 휠체어 리프트와 휠체어석 2석을 갖춘 버스를 배차할 수 있습니다. 사전 설문에서 요청해 주세요",
        "- 관람 중 짐은 잠긴 버스에 안전하게 보관되며, 설악산 코스에서는 숙박용 가방을 버스가 숙소까지 옮겨 드립니다",
        "",
        "## 휴게소",
        "90분 이상 이동할 때는 고속도로 휴게소에서 15~20분 쉬어 갑니다. 휴게소에는 화장실(장애인 화장실 포함), 간식, 커피, 편의점이 있습니다. 서울에서 설악산까지는 한 번 쉬어 약 2시간 30분이 걸립니다.",
        "",
        "## 접근성",
        "- 모든 버스에 대여용 접이식 휠체어와 휴대용 경사로 비치",
        "- 요청하신 분께는 계단 없는 동선을 미리 준비하며, 가이드가 관광지마다 엘리베이터와 장애인 화장실 위치를 안내합니다",
        "- 필요하신 분을 위해 버스 앞좌석을 비워 둡니다",
        "- 청각장애가 있는 분께는 안전 안내를 글로 제공합니다",
        "",
        "## 의료 지원",
        "- 모든 버스에 구급상자와 자동심장충격기(AED) 비치, 가이드는 응급처치 교육 이수",
        "- 병원과 거리가 먼 설악산과 제주 코스에는 간호사가 동행합니다",
        "- 코스별 국제진료센터가 있는 병원: 서울, 강릉(설악산 코스), 전주, 부산, 제주시",
        "- 응급 상황에서는 가이드가 119에 연락하고 곁을 지키며, 직원이 병원까지 동행합니다",
        "- 복용 중인 약과 여행자 보험 정보는 직접 챙겨 주세요",
        "",
        "## 와이파이와 충전",
        "- 모든 버스에서 무료 와이파이 제공(네트워크 이름과 비밀번호는 좌석 뒤에 안내)",
        "- 대부분의 궁궐, 시장, 역, 해변에서 무료 공공 와이파이(Public WiFi Free) 이용 가능",
        "- 좌석별 USB 충전, 숙소용으로 한국 플러그 어댑터(C형 또는 F형, 220V)를 준비해 주세요",
        "",
        "## 그 밖의 지원",
        "- 모든 버스에 생수와 우비 비치",
        "- 분실물은 투어 데스크에서 투어 후 30일간 보관",
        "- 요청하시면 점심 장소에서 조용한 기도 공간을 마련해 드립니다",
      ),
    ],
  },
];

/**
 * The site's notices for a seeding day (Korea): the welcome says the season's days from the one editions source
 * (contracts/editions.ts), so the page and the surveys' windows cannot disagree.
 */
export function rokUsNotices(seedingDay: string): readonly SeedPost[] {
  const { from, to } = friendshipTourSeason(seedingDay);
  return ROK_US_NOTICE_TEXTS.map((post) => ({
    ...post,
    content: [
      post.content[0].replace(SEASON, `from ${pageDay(from, "en")} to ${pageDay(to, "en")}`),
      post.content[1].replace(SEASON, `${pageDay(from, "ko")}부터 ${pageDay(to, "ko")}까지`),
    ],
  }));
}

/** Where a notice says the season's days. */
const SEASON = "{season}";

const ROK_US_NOTICE_TEXTS: readonly SeedPost[] = [
  {
    pinned: true,
    ageDays: 2,
    title: ["Your personal survey link is in your inbox", "개인 설문 링크를 메일로 보내 드렸습니다"],
    content: [
      "Every invited guest has received an e-mail with a personal link to the preliminary survey of their course. It takes about five minutes and tells us about your interests, your diet and any help you need on the day, so please answer it at least 5 days before your tour.\n\nThe link is yours alone and opens every survey of your tour: the preliminary one now, a short satisfaction survey after the tour. Your answers are saved as you go, so you can stop and come back later.\n\nCan't find the e-mail? Check your spam folder, or ask for the link again from the survey page with the address we invited you at; the new link replaces the old one.",
      "모든 초청 인사께 참가 코스의 사전 설문 개인 링크를 메일로 보내 드렸습니다. 5분 정도 걸리는 설문으로 관심사, 식사, 투어 당일 필요한 도움을 여쭙니다. 투어 5일 전까지 응답해 주세요.\n\n링크는 본인만의 것으로, 지금은 사전 설문을, 투어가 끝난 뒤에는 짧은 만족도 설문을 같은 링크로 여실 수 있습니다. 응답이 자동으로 저장되어 중간에 멈췄다가 나중에 이어서 하실 수 있습니다.\n\n메일을 찾을 수 없으면 스팸함을 확인하시거나, 설문 페이지에서 초청받은 메일 주소로 링크를 다시 요청해 주세요. 새 링크를 받으면 이전 링크는 더 이상 쓸 수 없습니다.",
    ],
  },
  {
    ageDays: 6,
    title: ["Seoraksan course: warm clothes and the cable car", "설악산 코스: 따뜻한 옷과 케이블카 안내"],
    content: [
      "At Gwongeumseong (about 800 m above sea level) it is often 8 to 10 degrees colder than in Seoul, and windy. Please bring a warm layer and shoes with a good grip, even if the forecast in Seoul is mild.\n\nThe cable car is booked for the group at 11:00. If strong wind stops it, we walk the flat trail to Biryong Falls instead and visit the Sokcho Expo Tower for the view.",
      "권금성(해발 약 800m)은 서울보다 8~10도 낮고 바람이 부는 날이 많습니다. 서울 날씨가 포근하더라도 따뜻한 겉옷과 미끄럽지 않은 신발을 챙겨 주세요.\n\n케이블카는 11:00에 단체로 예약되어 있습니다. 강풍으로 운행이 멈추면 대신 평탄한 비룡폭포 탐방로를 걷고 속초 엑스포타워 전망대를 방문합니다.",
    ],
  },
  {
    ageDays: 10,
    title: ["Jeju courses: arriving at the airport meeting point", "제주 코스: 공항 집결 안내"],
    content: [
      "The Jeju groups meet at 09:00 at gate 5 of the arrivals hall on the 1st floor of Jeju International Airport. If you fly in that morning, choose a flight landing by 08:30; your guide checks arrivals and waits for delayed flights from the mainland for up to 30 minutes.\n\nGuests staying in Jeju the night before can be picked up at their hotel in Jeju City instead: tell the tour desk by 18:00 the day before.",
      "제주 코스는 제주국제공항 1층 도착장 5번 게이트에서 09:00에 모입니다. 당일 항공편으로 오시면 08:30까지 도착하는 편을 선택해 주세요. 가이드가 도착 현황을 확인하며, 육지에서 오는 항공편이 지연되면 최대 30분까지 기다립니다.\n\n전날부터 제주에 머무시는 분은 제주시 숙소에서 탑승하실 수 있습니다. 전날 18:00까지 투어 데스크에 알려 주세요.",
    ],
    pdf: {
      name: "jeju-airport-meeting-point.pdf",
      lines: [
        "ROK-US Friendship Tour - Jeju courses",
        "Meeting point: Jeju International Airport, 1F arrivals, gate 5",
        "Meet at 09:00, departure 09:20",
        "Land by 08:30; delayed flights are awaited for up to 30 minutes",
        "Tour desk: +82 2-555-0175",
      ],
    },
  },
  {
    ageDays: 15,
    title: ["Rainy season: what changes on a wet day", "장마철: 비 오는 날의 일정 안내"],
    content: [
      "From late June to the end of July, heavy showers are common across Korea. On a wet day the tours keep running: we move outdoor parts indoors where we can (the National Palace Museum instead of the palace grounds in Seoul, the Busan Museum of Contemporary Art instead of the beach walk) and hand out rain ponchos on the bus.\n\nIf the Korea Meteorological Administration issues a heavy rain or typhoon warning for your course, we post the change here and send it by e-mail and text message by 18:00 the day before.",
      "6월 말부터 7월 말까지는 전국에 소나기가 잦습니다. 비가 와도 투어는 진행되며, 가능한 한 실내 일정으로 바꿉니다(서울은 궁궐 대신 국립고궁박물관, 부산은 해변 산책 대신 부산현대미술관). 버스에서 우비를 나눠 드립니다.\n\n기상청이 코스 지역에 호우나 태풍 경보를 발령하면 변경 사항을 이곳에 게시하고 전날 18:00까지 메일과 문자로 알려 드립니다.",
    ],
  },
  {
    ageDays: 21,
    title: ["Welcome to the ROK–US Friendship Tour", "한미 우정 투어에 오신 것을 환영합니다"],
    content: [
      "The Friendship Tour invites guests of the ROK–US summit programme to eight courses across Korea, in rounds {season}. On this site you will find the tour information, the facilities on the buses and at the sights, the answers to common questions and the surveys for your course.\n\nWe look forward to showing you Korea.",
      "한미 우정 투어는 한미 정상회담 프로그램의 초청 인사를 {season} 회차별로 한국 곳곳의 8개 코스로 모십니다. 이 사이트에서 투어 안내, 버스와 관광지의 시설, 자주 묻는 질문, 코스별 설문을 확인하실 수 있습니다.\n\n한국에서 뵙기를 기대합니다.",
    ],
  },
];

export const ROK_US_FAQ: readonly SeedPost[] = [
  {
    ageDays: 30,
    title: ["Why do I need a personal link to answer a survey?", "설문에 응답하려면 왜 개인 링크가 필요한가요?"],
    content: [
      "Each survey answer is tied to the personal survey link we e-mail to every invited guest. The link lets you answer without creating an account, keeps your answers saved as you go so you can come back to them, and makes sure each guest answers once, so the results count every voice the same.\n\nLost the link? Open the survey page and ask for it again with the e-mail address we invited you at: we send a new link to that address straight away, and the old one stops working.",
      "모든 설문 응답은 초청 인사께 메일로 보내 드리는 개인 설문 링크와 연결됩니다. 이 링크로 계정을 만들지 않고도 응답하실 수 있고, 응답이 자동으로 저장되어 나중에 이어서 하실 수 있으며, 한 분이 한 번만 응답하게 되어 모든 의견이 똑같이 반영됩니다.\n\n링크를 잃어버리셨나요? 설문 페이지에서 초청받은 메일 주소를 입력해 다시 요청하시면 그 주소로 새 링크를 바로 보내 드리며, 이전 링크는 더 이상 쓸 수 없습니다.",
    ],
  },
  {
    ageDays: 30,
    title: ["Can a family member come with me?", "가족과 함께 참가할 수 있나요?"],
    content: [
      "Yes, if your invitation names a companion. Your companion joins the same course and date, and answers their own surveys with their own link. To add a companion after you have been invited, write to the tour desk at least 10 days before your tour; places on each bus are limited.",
      "초청장에 동반자가 포함되어 있으면 가능합니다. 동반자는 같은 코스와 날짜에 참가하며, 본인의 링크로 설문에 따로 응답합니다. 초청 후 동반자를 추가하시려면 투어 10일 전까지 투어 데스크에 메일을 보내 주세요. 버스 좌석이 한정되어 있습니다.",
    ],
  },
  {
    ageDays: 29,
    title: ["Can I change my course or date?", "코스나 날짜를 바꿀 수 있나요?"],
    content: [
      "Often, yes. Write to the tour desk with your name and the course and date you would prefer, at least 10 days before your tour. We move you if the other group has a free seat and send you a new invitation e-mail, with a survey link that covers your new course.",
      "대부분 가능합니다. 투어 10일 전까지 성함과 원하시는 코스, 날짜를 투어 데스크에 메일로 보내 주세요. 해당 그룹에 자리가 있으면 변경해 드리고, 새 코스의 설문에 응답할 수 있는 링크와 함께 새 초청 메일을 보내 드립니다.",
    ],
  },
  {
    ageDays: 28,
    title: ["What if I am late for the bus?", "버스 출발 시간에 늦으면 어떻게 하나요?"],
    content: [
      "Call your guide at once: the number is in the reminder we send the evening before. The bus waits up to 10 minutes. After that, your guide tells you where to join the group later in the day, usually at the first sight, and how to get there by taxi or public transport.",
      "바로 가이드에게 전화해 주세요. 전화번호는 전날 저녁 보내 드리는 안내 문자에 있습니다. 버스는 최대 10분까지 기다립니다. 그 이후에는 가이드가 보통 첫 번째 관광지 등 합류할 장소와 택시나 대중교통으로 가는 방법을 알려 드립니다.",
    ],
  },
  {
    ageDays: 27,
    title: [
      "I have a food allergy or a special diet. What should I do?",
      "음식 알레르기나 식이 제한이 있으면 어떻게 하나요?",
    ],
    content: [
      "Tell us in the preliminary survey, or by e-mail at least 5 days before your tour. We pass it on to each restaurant with a card in Korean, and your guide checks your meal with the kitchen. Vegetarian dishes are always available; halal and kosher meals can be arranged on most courses.",
      "사전 설문에서 알려 주시거나 투어 5일 전까지 메일로 알려 주세요. 식당마다 한국어 안내 카드로 전달하고, 가이드가 주방과 함께 식사를 확인합니다. 채식 메뉴는 항상 준비되어 있으며, 대부분의 코스에서 할랄과 코셔 식사도 준비할 수 있습니다.",
    ],
  },
  {
    ageDays: 26,
    title: ["Can I join a tour in a wheelchair?", "휠체어를 타고 참가할 수 있나요?"],
    content: [
      "Yes. Every course can be done with a wheelchair, with a few sights replaced by step-free ones nearby. Let us know in the preliminary survey or by e-mail at least 5 days before, and we send a bus with a lift and plan your route. Wheelchairs to borrow are on every bus.",
      "네. 모든 코스를 휠체어로 참가하실 수 있으며, 일부 관광지는 인근의 계단 없는 장소로 대신합니다. 사전 설문이나 투어 5일 전까지 메일로 알려 주시면 리프트 버스를 배차하고 동선을 준비해 드립니다. 모든 버스에 대여용 휠체어가 있습니다.",
    ],
  },
  {
    ageDays: 25,
    title: ["What happens if the weather is bad?", "날씨가 나쁘면 어떻게 되나요?"],
    content: [
      "The tours run in rain, with indoor alternatives where we can. If a typhoon, heavy rain or snow makes a course unsafe, we change or shorten it, or move you to another date. You hear about it on the Notices page and by e-mail and text message by 18:00 the day before.",
      "비가 와도 투어는 진행되며, 가능한 곳은 실내 일정으로 대신합니다. 태풍, 폭우, 폭설로 코스가 안전하지 않으면 일정을 바꾸거나 줄이고, 다른 날짜로 옮겨 드리기도 합니다. 변경 사항은 공지사항과 전날 18:00까지 보내 드리는 메일과 문자로 안내합니다.",
    ],
  },
  {
    ageDays: 24,
    title: ["Is travel insurance included?", "여행자 보험이 포함되어 있나요?"],
    content: [
      "No. The tour covers transport, meals, entrance fees and guides, but not travel or health insurance. Please make sure your own insurance covers you in Korea, and carry its details on your tour day.",
      "아니요. 투어에는 교통, 식사, 입장료, 가이드가 포함되어 있지만 여행자 보험이나 의료 보험은 포함되어 있지 않습니다. 가입하신 보험이 한국에서 보장되는지 확인하시고, 투어 당일 보험 정보를 지참해 주세요.",
    ],
  },
];

/** The site's boards for a seeding day (Korea). */
export const rokUsBoards = (seedingDay: string): readonly SeedBoard[] => [
  siteBoard("notice", rokUsNotices(seedingDay)),
  siteBoard(FAQ_BOARD_TYPE, ROK_US_FAQ),
];

/** The tour site's pages and boards, edited by the demo operator. */
export const ROK_US_SEED_STEPS: SeedStep[] = [
  siteContentStep("rok-us-pages-v1", ROK_US_SITE, (now) => ({
    pages: ROK_US_PAGES,
    boards: rokUsBoards(shopToday(now)),
  })),
];
