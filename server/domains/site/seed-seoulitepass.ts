import { FAQ_BOARD_TYPE } from "@contracts/board-types";
import { addDays, shopToday } from "@contracts/shop-calendar";
import type { SeedBoard, SeedPost, SeedSitePage } from "../boards/seed-posts";
import { lines, pageDay, siteBoard, siteContentStep } from "./seed-site-content";
import type { SeedStep } from "../../platform/db/seed-step";

/**
 * The visitor pass's demo content (issue 24, /seoulitepass): the airport page and the guide to how the pass works,
 * which the operators edit, and the site's notices, things-to-do stories and FAQ, in English and Korean. The rules
 * the pages explain are ADR 0030's (activation at the first venue scan, Korean calendar days, once per venue,
 * refunds of unused passes within 7 days, one pass per person); fares and times are 2025's, stated as approximate.
 */

export const PASS_SITE = "seoulitepass";

export const PASS_PAGE_SLUGS = ["airport", "how-it-works"] as const;

type PassPage = SeedSitePage & { slug: (typeof PASS_PAGE_SLUGS)[number] };

export const PASS_PAGES: readonly PassPage[] = [
  {
    slug: "airport",
    title: ["At the airport", "공항 안내"],
    summary: [
      "Where to find the Seoulite Pass desks at Incheon and Gimpo, and the easiest ways into the city by train, bus or taxi, with times and fares.",
      "인천공항과 김포공항의 서울라이트 패스 데스크 위치, 그리고 열차·버스·택시로 시내까지 가는 방법과 소요 시간, 요금을 안내합니다.",
    ],
    body: [
      lines(
        "Welcome to Seoul. Your pass lives on your phone, under My passes on this site, so you do not need to visit a desk to use it. Come and see us if you want a printed card, want to buy a pass with our help, or need a hand getting into town.",
        "",
        "## Our desks",
        "- Incheon Airport Terminal 1: 1st floor arrivals hall, beside the tourist information centre between exits 5 and 6; open every day 07:00 to 22:00",
        "- Incheon Airport Terminal 2: 1st floor arrivals hall, on the right as you come out of arrival gate B, next to the currency exchange; open every day 07:00 to 22:00",
        "- Gimpo Airport international terminal: 1st floor arrivals hall, to the left of the exit from customs; open every day 07:00 to 22:00",
        "- Phone (desk hours, English and Korean): 1661-2626",
        "",
        "## What the desks do",
        "- Print your pass as a card: the same QR code as on your phone, handy if your battery runs out",
        "- Sell passes, with card payment at the desk, and help you buy on this site",
        "- Correct the holder's name on a pass that has not been used yet",
        "- At Gimpo, which is also a partner venue you may visit as often as you like: a free T-money card on your first visit, and your luggage kept for the day each time you pass",
        "- Tell you the best way to your hotel, and where to buy a transit card and a SIM or eSIM",
        "Printing a card, buying a pass or asking for help never scans your pass. The Gimpo desk scans it for the T-money card and the luggage; that scan is a use of your pass like any other, so if it is your first, your pass starts then.",
        "",
        "## Landed late in the evening?",
        "Day passes count Korean calendar days, and the day you start counts as a whole day even at 23:50. If you land at Gimpo after dark, leave the desk's T-money card and luggage service for another day and let your first museum or palace tomorrow morning start your pass. Hour and count passes do not have this problem.",
        "",
        "## Into the city by train: AREX",
        "The Airport Railroad (AREX) leaves from the basement transportation centre of each terminal and runs to Seoul Station.",
        "- Express train: non-stop to Seoul Station in about 43 minutes from Terminal 1 and about 51 minutes from Terminal 2; about 9,500 won; every 30 to 40 minutes from about 05:20 to 22:40; reserved seats, space for large suitcases",
        "- All-stop train: about 60 minutes from Terminal 1 and 66 minutes from Terminal 2 to Seoul Station, stopping at Gimpo Airport, Digital Media City, Hongik University (for Hongdae) and Gongdeok; about 4,500 to 5,500 won with a transit card, a little more from Terminal 2; every 6 to 12 minutes from about 05:20 to 23:40",
        "- Pay for the all-stop train with a transit card (T-money or WOWPASS, sold in the convenience stores of the arrivals halls); buy express tickets at the AREX counter or machines",
        "- From Gimpo Airport the all-stop train reaches Seoul Station in about 25 minutes for about 1,500 won; subway lines 5 and 9 also start there, line 9's express trains reach Gangnam in about 35 minutes",
        "",
        "## Airport limousine buses",
        "Buses go straight to most hotel areas (Myeong-dong, Gwanghwamun, Dongdaemun, Gangnam, Jamsil, Hongdae) and are the easiest choice with heavy luggage.",
        "- About 17,000 to 18,000 won to central Seoul",
        "- About 60 to 90 minutes, more at rush hour (07:00 to 09:30 and 17:30 to 19:30 on weekdays)",
        "- Tickets at the bus ticket booths in the arrivals hall; the drivers take transit cards on most routes but not cash",
        "- Terminal 1: bus stops just outside the arrivals hall, 1st floor, each route at its numbered stop; Terminal 2: the transportation centre, basement level 1",
        "- The first buses leave at about 05:00 and the last at about 23:00; a few night buses (N6000 routes) run after midnight",
        "",
        "## Taxis",
        "- Regular taxi (orange, silver or white) from Incheon to central Seoul: about 60,000 to 80,000 won plus tolls of about 7,000 won, 60 to 80 minutes",
        "- Deluxe (black) taxi: about 100,000 to 130,000 won",
        "- A late-night surcharge of 20 to 40 percent applies roughly between 22:00 and 04:00",
        "- Take taxis only from the official taxi ranks outside the arrivals hall, and pay by card; drivers who approach you inside the terminal are not licensed for airport pick-ups",
        "- International Taxi, with drivers who speak English, Japanese or Chinese and fixed fares by zone, has a counter in each arrivals hall",
        "- From Gimpo Airport to City Hall: about 25,000 to 35,000 won, 30 to 50 minutes",
        "",
        "## On arrival",
        "- Check that your pass is under My passes on this site and that the holder's name matches your passport; you can still correct it until the first scan",
        "- Get a transit card for the subway and buses: the pass is an entry pass, not a transit card (pass holders get a T-money card free at the Gimpo desk, to top up as usual)",
        "- Connect to the free airport Wi-Fi (AirportFreeWiFi) or pick up your SIM or eSIM; venues scan your pass online, but your phone only needs to show the card",
        "- Save a screenshot of your card, or ask us for a printed one",
        "- Emergency numbers: 119 (ambulance and fire), 112 (police), 1330 (Korea Travel Hotline, in English, at any hour)",
      ),
      lines(
        "서울에 오신 것을 환영합니다. 패스는 이 사이트의 '내 패스' 화면, 곧 휴대전화 안에 있으므로 데스크를 들르지 않아도 바로 쓸 수 있습니다. 실물 카드가 필요하거나, 패스 구매를 도움받고 싶거나, 시내로 가는 길이 궁금하시면 데스크로 오세요.",
        "",
        "## 패스 데스크 위치",
        "- 인천공항 제1여객터미널: 1층 입국장, 5번과 6번 출구 사이 관광안내소 옆, 매일 07:00~22:00",
        "- 인천공항 제2여객터미널: 1층 입국장, B 입국장에서 나와 오른쪽 환전소 옆, 매일 07:00~22:00",
        "- 김포공항 국제선 청사: 1층 입국장, 세관 출구에서 나와 왼쪽, 매일 07:00~22:00",
        "- 전화(운영 시간 중, 영어·한국어): 1661-2626",
        "",
        "## 데스크에서 할 수 있는 일",
        "- 패스를 카드로 출력: 휴대전화와 같은 QR 코드가 담겨 있어 배터리가 떨어져도 걱정 없습니다",
        "- 패스 현장 구매(카드 결제)와 사이트 구매 도움",
        "- 아직 사용하지 않은 패스의 사용자 이름 수정",
        "- 김포공항 데스크는 여러 번 이용할 수 있는 제휴 시설이기도 합니다. 첫 방문 때 티머니 카드를 무료로 받고, 들를 때마다 짐을 하루 동안 맡길 수 있습니다",
        "- 숙소까지 가는 가장 편한 방법, 교통카드와 유심·eSIM 구입처 안내",
        "카드 출력, 패스 구매, 문의만으로는 패스를 스캔하지 않습니다. 김포공항 데스크에서 티머니 카드를 받거나 짐을 맡길 때는 스캔하며, 이 스캔도 다른 시설과 똑같이 패스 사용으로 처리되므로 첫 스캔이라면 그때부터 패스가 시작됩니다.",
        "",
        "## 저녁 늦게 도착하셨다면",
        "일 단위 패스는 한국 날짜로 계산하며, 첫날은 23:50에 시작해도 하루로 칩니다. 해가 진 뒤 김포공항에 도착하셨다면 데스크의 티머니 카드와 짐 보관은 다음에 이용하시고, 다음 날 아침 첫 박물관이나 궁궐에서 패스를 시작하세요. 시간권과 횟수권은 이런 걱정이 없습니다.",
        "",
        "## 열차로 시내 가기: 공항철도(AREX)",
        "공항철도는 각 터미널 지하 교통센터에서 출발해 서울역까지 갑니다.",
        "- 직통열차: 서울역까지 논스톱으로 제1터미널에서 약 43분, 제2터미널에서 약 51분, 요금 약 9,500원, 05:20경부터 22:40경까지 30~40분 간격, 지정 좌석과 대형 캐리어 보관 공간",
        "- 일반열차: 서울역까지 제1터미널에서 약 60분, 제2터미널에서 약 66분, 김포공항·디지털미디어시티·홍대입구·공덕 정차, 교통카드 기준 약 4,500~5,500원(제2터미널에서 조금 더 비쌈), 05:20경부터 23:40경까지 6~12분 간격",
        "- 일반열차는 교통카드(입국장 편의점에서 파는 티머니나 와우패스)로 타고, 직통열차 승차권은 공항철도 안내 창구나 발매기에서 삽니다",
        "- 김포공항에서는 일반열차로 서울역까지 약 25분, 약 1,500원입니다. 지하철 5호선과 9호선도 김포공항에서 출발하며, 9호선 급행으로 강남까지 약 35분이 걸립니다",
        "",
        "## 공항 리무진 버스",
        "명동, 광화문, 동대문, 강남, 잠실, 홍대 등 주요 호텔가까지 바로 가며, 짐이 많을 때 가장 편합니다.",
        "- 서울 도심까지 약 17,000~18,000원",
        "- 약 60~90분 소요, 평일 출퇴근 시간(07:00~09:30, 17:30~19:30)에는 더 걸립니다",
        "- 승차권은 입국장 버스 매표소에서 구입하며, 대부분의 노선에서 교통카드로도 탈 수 있지만 현금은 받지 않습니다",
        "- 제1터미널은 1층 입국장 바로 밖 노선별 정류장, 제2터미널은 지하 1층 교통센터에서 탑니다",
        "- 첫차는 05:00경, 막차는 23:00경이며, 자정 이후에는 일부 심야 노선(N6000번대)이 다닙니다",
        "",
        "## 택시",
        "- 일반 택시(주황색, 은색, 흰색): 인천공항에서 서울 도심까지 약 60,000~80,000원에 통행료 약 7,000원, 60~80분",
        "- 모범택시(검은색): 약 100,000~130,000원",
        "- 22:00부터 04:00 무렵까지는 20~40% 심야 할증이 붙습니다",
        "- 입국장 밖 공식 택시 승강장에서만 타고 카드로 결제하세요. 터미널 안에서 먼저 말을 거는 기사는 공항 영업 허가를 받지 않은 경우가 많습니다",
        "- 영어·일본어·중국어가 가능한 기사와 구역별 정액 요금의 인터내셔널 택시는 입국장마다 안내 창구가 있습니다",
        "- 김포공항에서 시청까지는 약 25,000~35,000원, 30~50분이 걸립니다",
        "",
        "## 도착하면 먼저",
        "- 이 사이트의 '내 패스'에서 패스를 확인하고, 사용자 이름이 여권과 같은지 살펴보세요. 첫 스캔 전까지는 고칠 수 있습니다",
        "- 지하철과 버스용 교통카드를 준비하세요. 패스는 입장 패스이며 교통카드가 아닙니다(패스 소지자는 김포공항 데스크에서 티머니 카드를 무료로 받아 충전해 쓸 수 있습니다)",
        "- 공항 무료 와이파이(AirportFreeWiFi)에 연결하거나 유심·eSIM을 받으세요. 패스 확인은 시설 쪽에서 온라인으로 하므로, 휴대전화는 카드 화면만 보여 주면 됩니다",
        "- 카드 화면을 캡처해 두거나 데스크에서 출력 카드를 받아 두세요",
        "- 긴급 전화: 119(구급·화재), 112(경찰), 1330(관광통역안내전화, 24시간 영어 상담)",
      ),
    ],
  },
  {
    slug: "how-it-works",
    title: ["How the pass works", "패스 이용 방법"],
    summary: [
      "Buying a pass, your digital card, when your pass starts and ends, day, hour and count passes, visiting venues, refunds and changing the holder's name.",
      "패스 구매, 디지털 카드, 패스의 시작과 끝, 일 단위·시간·횟수 패스, 제휴 시설 이용, 환불과 사용자 이름 변경을 안내합니다.",
    ],
    body: [
      lines(
        "The Seoulite Pass lets you into partner palaces, museums, tours and shows across Seoul, free or at a discount, with one QR code on your phone.",
        "",
        "## Buying a pass",
        "1. Sign in or create an account on this site.",
        "2. Choose a pass type and enter the name of each traveller as it appears on their passport: every traveller gets a pass of their own.",
        "3. Pay by card, Toss Payments, PayPal or bank transfer. Your passes are issued as soon as the payment is confirmed; a bank transfer is confirmed once the money arrives.",
        "You can buy up to 10 passes in one order. Buying a pass does not start it.",
        "",
        "## Your digital card",
        "Every pass has a card under My passes on this site: the holder's name, the pass type, its QR code and, once it has started, how much time or how many uses are left. The QR code is shown only to you when you are signed in. It does not change, so a screenshot or a card printed at our airport desks works just as well. Each card also lists every scan of the pass: where, when and what the venue's scanner answered.",
        "",
        "## When your pass starts",
        "Your pass starts at its first scan at a partner venue, not when you buy it. Until then it waits: an unused pass can be started at any time within two years of purchase (until the end of that day in Seoul). A few seasonal passes have a first day and cannot be used before it; their card says so.",
        "",
        "## Day passes",
        "Day passes count Korean calendar days, in Seoul time, starting with the day of the first scan. The first day counts as a whole day whenever you start: a 2-day pass first scanned at 23:50 on 1 May is valid until 23:59 on 2 May. Start your pass in the morning to get the most out of it.",
        "",
        "## Hour passes",
        "Hour passes run from the moment of the first scan: a 48-hour pass first scanned at 23:50 on 1 May is valid until 23:49 on 3 May. The card counts down the time left.",
        "",
        "## Count passes",
        "Count passes give a number of venue entries, for example 3 or 5. Every accepted scan uses one, including at a venue that lets you in more than once. Some count passes must also be used within a number of days from the first scan; the card says which. A count pass without a day limit lasts until its entries are used up, or two years after purchase if it is never started.",
        "",
        "## At the venues",
        "- Show your card at the entrance or the ticket desk; the staff scan the QR code",
        "- Each venue lets a pass in once, unless the venue says otherwise on its page (the Seoul City Tour Bus and our Gimpo Airport desk, for example)",
        "- What you get is on the venue's page: free entry, or a discount on the ticket",
        '- Venues marked "reservation required" (timed entries, tours with limited places) need a booking first: book the time in the shop and choose the QR pass as the payment; the scan at the visit settles it',
        "- A venue's scanner checks your pass online; your phone only needs to show the card",
        "",
        "## One pass per person",
        "A pass is for the person named on it. Venues may ask to see an ID with the same name. If you buy for your family or friends, every traveller gets a pass of their own, and all the passes of your order are under My passes.",
        "",
        "## Changing the holder's name",
        "You can correct the name on a pass on its card, or at our airport desks, until the pass is first scanned. After that the name cannot change: it is the name the venue checked.",
        "",
        "## Refunds",
        "An unused pass can be refunded until the end of the 7th day after purchase (Seoul time), as Korea's e-commerce law provides. A pass that has been scanned once cannot be refunded, even within the 7 days. Each pass is refunded on its own: in a group order you can refund one traveller's pass and keep the others. The money goes back the way you paid; a bank transfer is returned by our team to the account you name.",
        "",
        "## When a pass ends",
        "A day or hour pass ends when its time runs out, a count pass when its entries are used up. A pass never started expires two years after purchase. An expired or refunded pass is refused at the venues, and its card says why.",
      ),
      lines(
        "서울라이트 패스 하나로 서울 곳곳의 제휴 궁궐, 박물관, 투어, 공연을 무료 또는 할인된 가격으로 즐길 수 있습니다. 휴대전화 속 QR 코드 하나면 됩니다.",
        "",
        "## 패스 구매",
        "1. 이 사이트에 로그인하거나 회원으로 가입합니다.",
        "2. 패스 종류를 고르고, 여행자마다 여권에 적힌 이름을 입력합니다. 여행자 한 명당 패스가 한 장씩 발급됩니다.",
        "3. 카드, 토스페이먼츠, 페이팔, 무통장 입금으로 결제합니다. 결제가 확인되면 바로 패스가 발급되며, 무통장 입금은 입금이 확인된 뒤 발급됩니다.",
        "한 번 주문에 최대 10장까지 살 수 있습니다. 패스를 사도 이용 기간은 시작되지 않습니다.",
        "",
        "## 디지털 카드",
        "패스마다 이 사이트의 '내 패스'에 카드가 있습니다. 카드에는 사용자 이름, 패스 종류, QR 코드, 그리고 시작한 뒤에는 남은 시간이나 횟수가 표시됩니다. QR 코드는 로그인한 본인에게만 보입니다. 코드가 바뀌지 않으므로 화면을 캡처해 두거나 공항 데스크에서 출력한 카드를 써도 됩니다. 카드에는 지금까지의 스캔 기록(장소, 시각, 결과)도 모두 남습니다.",
        "",
        "## 패스가 시작되는 때",
        "패스는 구매한 때가 아니라 제휴 시설에서 처음 스캔한 때부터 시작됩니다. 그전까지는 구매일로부터 2년이 되는 날(서울 시간 기준 그날 자정 전)까지 언제든 시작할 수 있습니다. 일부 시즌 패스는 이용 시작일이 정해져 있어 그 전에는 쓸 수 없으며, 카드에 안내되어 있습니다.",
        "",
        "## 일 단위 패스",
        "일 단위 패스는 첫 스캔 날부터 서울 시간 기준 달력 날짜로 계산합니다. 첫날은 언제 시작하든 하루로 칩니다. 예를 들어 2일권을 5월 1일 23:50에 처음 스캔하면 5월 2일 23:59까지 쓸 수 있습니다. 알차게 쓰시려면 아침에 시작하세요.",
        "",
        "## 시간 패스",
        "시간 패스는 첫 스캔 순간부터 계산합니다. 48시간권을 5월 1일 23:50에 처음 스캔하면 5월 3일 23:49까지 쓸 수 있으며, 카드에 남은 시간이 표시됩니다.",
        "",
        "## 횟수 패스",
        "횟수 패스는 3회, 5회처럼 입장 횟수가 정해져 있습니다. 스캔이 승인될 때마다 1회씩 차감되며, 여러 번 입장할 수 있는 시설에서도 마찬가지입니다. 일부 횟수 패스는 첫 스캔부터 정해진 날수 안에 써야 하며, 카드에 안내되어 있습니다. 날수 제한이 없는 횟수 패스는 횟수를 다 쓸 때까지, 한 번도 쓰지 않았다면 구매일로부터 2년까지 유효합니다.",
        "",
        "## 제휴 시설 이용",
        "- 입구나 매표소에서 카드를 보여 주면 직원이 QR 코드를 스캔합니다",
        "- 시설마다 한 번만 입장할 수 있습니다. 서울시티투어버스나 김포공항 데스크처럼 시설 안내에 여러 번 이용할 수 있다고 적힌 곳은 예외입니다",
        "- 무료 입장인지, 입장료 할인인지는 시설 안내에 나와 있습니다",
        "- '예약 필수' 시설(시간 지정 입장, 인원이 정해진 투어)은 먼저 예약해야 합니다. 쇼핑몰에서 시간을 예약하고 결제 수단으로 QR 패스를 고르면, 방문할 때 스캔으로 결제가 마무리됩니다",
        "- 패스 확인은 시설의 스캐너가 온라인으로 하므로, 휴대전화는 카드 화면만 보여 주면 됩니다",
        "",
        "## 1인 1패스",
        "패스는 카드에 이름이 적힌 본인만 쓸 수 있으며, 시설에서 같은 이름의 신분증을 확인할 수 있습니다. 가족이나 친구의 패스를 함께 사면 한 명당 한 장씩 발급되고, 주문한 패스는 모두 내 계정의 '내 패스'에서 볼 수 있습니다.",
        "",
        "## 사용자 이름 변경",
        "처음 스캔하기 전까지는 카드 화면이나 공항 데스크에서 이름을 고칠 수 있습니다. 한 번 스캔한 뒤에는 시설에서 확인한 이름이므로 바꿀 수 없습니다.",
        "",
        "## 환불",
        "전자상거래법에 따라 사용하지 않은 패스는 구매일로부터 7일째 되는 날 자정(서울 시간)까지 환불할 수 있습니다. 한 번이라도 스캔한 패스는 7일 안이라도 환불되지 않습니다. 환불은 패스 한 장씩 하므로, 여러 명이 함께 산 주문에서도 한 사람의 패스만 환불하고 나머지는 그대로 쓸 수 있습니다. 결제한 수단으로 돌려 드리며, 무통장 입금은 운영팀이 알려 주신 계좌로 돌려 드립니다.",
        "",
        "## 패스가 끝나는 때",
        "일 단위·시간 패스는 기간이 지나면, 횟수 패스는 횟수를 다 쓰면 끝납니다. 한 번도 쓰지 않은 패스는 구매일로부터 2년이 지나면 만료됩니다. 만료되거나 환불된 패스는 시설에서 사용할 수 없으며, 카드에 그 이유가 표시됩니다.",
      ),
    ],
  },
];

/** Where a notice says a day counted from the seeding day. */
const DAY = "{day}";

/** The Gimpo desk's closing day: a week and a half after the seeding day, so the notice is always ahead. */
const GIMPO_CLOSED_IN_DAYS = 10;

const PASS_NOTICE_TEXTS: readonly SeedPost[] = [
  {
    pinned: true,
    ageDays: 1,
    title: ["Airport desks at Incheon and Gimpo: where to find us", "인천·김포공항 패스 데스크 위치 안내"],
    content: [
      "Our desks are in the arrivals halls of Incheon Airport Terminal 1 (between exits 5 and 6, 07:00 to 22:00), Terminal 2 (to the right of arrival gate B, 07:00 to 22:00) and Gimpo Airport's international terminal (left of the customs exit, 07:00 to 22:00).\n\nThere you can pick up a printed card of your pass, buy a pass with our help, correct a holder's name before first use, At Gimpo, your pass also gets you a free T-money card and your luggage kept for the day. Only those scan your pass; see the Airport page for when that matters.",
      "패스 데스크는 인천공항 제1여객터미널 입국장(5번과 6번 출구 사이, 07:00~22:00), 제2여객터미널 입국장(B 입국장 오른쪽, 07:00~22:00), 김포공항 국제선 입국장(세관 출구 왼쪽, 07:00~22:00)에 있습니다.\n\n데스크에서는 패스 출력 카드 수령, 패스 구매 도움, 첫 사용 전 사용자 이름 수정, 김포공항에서는 티머니 카드 무료 수령과 당일 짐 보관도 가능합니다. 패스를 스캔하는 것은 이 두 가지뿐이며, 자세한 내용은 공항 안내 페이지를 참고해 주세요.",
    ],
  },
  {
    pinned: true,
    ageDays: 4,
    title: ["Your pass starts at its first scan, not when you buy it", "패스는 구매가 아니라 첫 스캔부터 시작됩니다"],
    content: [
      "Buy your pass whenever suits you: it waits under My passes until the first partner venue scans it, for up to two years.\n\nDay passes count Korean calendar days from that first scan, and the first day counts in full even if you start at 23:50, so plan your first visit for the morning. Hour passes run from the minute of the first scan, and count passes lose one entry per scan.",
      "패스는 편한 때에 미리 사 두세요. 첫 제휴 시설에서 스캔할 때까지 최대 2년 동안 '내 패스'에서 기다립니다.\n\n일 단위 패스는 첫 스캔 날부터 한국 날짜로 계산하며, 23:50에 시작해도 첫날은 하루로 칩니다. 첫 방문은 아침으로 계획하세요. 시간 패스는 첫 스캔 순간부터, 횟수 패스는 스캔할 때마다 1회씩 줄어듭니다.",
    ],
  },
  {
    ageDays: 6,
    title: ["Gimpo Airport desk closed for one day", "김포공항 패스 데스크 하루 휴무 안내"],
    content: [
      "Our desk at Gimpo Airport's international terminal is closed on {day} while the arrivals hall is refurbished. The Incheon desks are open as usual, and everything else can be done on this site: your card is under My passes, and the holder's name can be corrected there until first use.\n\nFor help that day, call 1661-2626 (07:00 to 22:00) or send us a question from the Contact us page.",
      "김포공항 국제선 입국장 공사로 {day}에는 김포공항 패스 데스크를 운영하지 않습니다. 인천공항 데스크는 평소대로 운영하며, 그 밖의 일은 이 사이트에서 하실 수 있습니다. 카드는 '내 패스'에 있고, 사용자 이름도 첫 사용 전까지 그곳에서 고칠 수 있습니다.\n\n이날 도움이 필요하시면 1661-2626(07:00~22:00)로 전화하시거나 1:1 문의를 남겨 주세요.",
    ],
  },
  {
    ageDays: 11,
    title: ["Palace closing days: check before you go", "궁궐 휴궁일을 확인하세요"],
    content: [
      "Seoul's palaces close one day a week: Gyeongbokgung on Tuesdays; Changdeokgung, Changgyeonggung and Deoksugung on Mondays. Jongmyo Shrine closes on Tuesdays. Closing days can move around public holidays, so check before you go.\n\nOn a Monday, make Gyeongbokgung your palace; on a Tuesday, Changdeokgung or Deoksugung. Each venue's page on this site shows its opening hours.",
      "서울의 궁궐은 일주일에 하루씩 쉽니다. 경복궁은 화요일, 창덕궁·창경궁·덕수궁은 월요일이 휴궁일이며, 종묘는 화요일에 쉽니다. 공휴일 전후로 휴궁일이 바뀌기도 하니 가기 전에 확인하세요.\n\n월요일에는 경복궁을, 화요일에는 창덕궁이나 덕수궁을 찾아 주세요. 시설별 운영 시간은 이 사이트의 제휴 시설 안내에서 확인하실 수 있습니다.",
    ],
  },
  {
    ageDays: 19,
    title: ["Reservation-required venues: book your time first", "예약 필수 시설은 먼저 시간을 예약하세요"],
    content: [
      "Some partner venues take visitors at set times or in small groups: Jongmyo Shrine's guided tours, Lotte World Tower's Seoul Sky, the Han River cruise from Yeouido and the NANTA show. They are marked \"reservation required\" on their page.\n\nBook your time in the shop and choose the QR pass as the payment, one pass per traveller. Nothing is charged online: the staff scan your pass at the visit, and that scan settles the booking (after a discount, you pay the rest at the venue's counter). An unpaid booking lapses at the end of its day.",
      "종묘 해설 관람, 롯데월드타워 서울스카이, 여의도 한강 유람선, 난타 공연처럼 정해진 시간에 소규모로 입장하는 제휴 시설이 있습니다. 이런 시설은 안내 페이지에 '예약 필수'로 표시되어 있습니다.\n\n쇼핑몰에서 시간을 예약하고 결제 수단으로 QR 패스를 고르세요. 여행자 한 명당 패스 한 장이 필요합니다. 온라인으로는 결제되지 않으며, 방문할 때 직원이 패스를 스캔하면 예약 결제가 마무리됩니다(할인 시설은 나머지 금액을 현장에서 냅니다). 결제되지 않은 예약은 방문일이 끝나면 취소됩니다.",
    ],
  },
  {
    ageDays: 33,
    title: ["Welcome to the Seoulite Pass", "서울라이트 패스에 오신 것을 환영합니다"],
    content: [
      "The Seoulite Pass opens the doors of partner palaces, museums, tours and shows across Seoul with one QR code on your phone. On this site you can buy passes, keep your cards, find partner venues and read our ideas for your days in the city.\n\nQuestions? The FAQ answers the most common ones, and you can ask us anything from the Contact us page once signed in.",
      "서울라이트 패스는 휴대전화 속 QR 코드 하나로 서울 곳곳의 제휴 궁궐, 박물관, 투어, 공연을 즐길 수 있는 방문객 패스입니다. 이 사이트에서 패스를 사고, 카드를 보관하고, 제휴 시설을 찾고, 서울 여행 아이디어를 얻어 가세요.\n\n궁금한 점은 자주 묻는 질문을 먼저 살펴보시고, 로그인한 뒤 1:1 문의로 무엇이든 물어보세요.",
    ],
  },
];

/** The site's notices for a seeding day (Korea): the Gimpo desk's closing day is counted from it. */
export function passNotices(seedingDay: string): readonly SeedPost[] {
  const closed = addDays(seedingDay, GIMPO_CLOSED_IN_DAYS);
  return PASS_NOTICE_TEXTS.map((post) => ({
    ...post,
    content: [post.content[0].replace(DAY, pageDay(closed, "en")), post.content[1].replace(DAY, pageDay(closed, "ko"))],
  }));
}

/** The things-to-do stories: days out in Seoul with the pass. */
export const PASS_POSTS: readonly SeedPost[] = [
  {
    ageDays: 3,
    title: ["A palace day with the pass", "패스로 떠나는 궁궐 나들이"],
    content: [
      "Start at Gyeongbokgung when it opens at 09:00 and scan your pass at the gate: for a day pass, a morning start gets you the whole day. The changing of the royal guard takes place at Gwanghwamun at 10:00 and 14:00 (not on Tuesdays, when the palace is closed).\n\nWalk out through the back of the palace to the National Folk Museum, then up into Bukchon Hanok Village, where people still live in the old houses: keep your voice down and stay on the main lanes. Have lunch in Samcheong-dong or Insa-dong.\n\nIn the afternoon, cross to Changdeokgung. Its Secret Garden is open only on guided tours with limited places and a ticket of its own, so book it ahead on the palace's site. Finish at Jongmyo Shrine (a reservation-required venue: book your tour time in the shop and pay with the pass) or with a walk along the stone wall of Deoksugung at dusk.\n\nTip: wearing hanbok gets you into the palaces free of charge, and rental shops near Gyeongbokgung open at 09:00.",
      "경복궁이 문을 여는 09:00에 맞춰 가서 입구에서 패스를 스캔하세요. 일 단위 패스라면 아침에 시작해야 하루를 온전히 쓸 수 있습니다. 수문장 교대식은 광화문에서 10:00와 14:00에 열립니다(휴궁일인 화요일 제외).\n\n궁궐 뒤편으로 나와 국립민속박물관을 둘러본 뒤 북촌 한옥마을로 올라가 보세요. 지금도 주민이 사는 동네이니 조용히, 큰길 위주로 걸어 주세요. 점심은 삼청동이나 인사동에서 드시면 좋습니다.\n\n오후에는 창덕궁으로 건너갑니다. 후원은 인원이 정해진 해설 관람으로만, 별도 관람권으로 들어갈 수 있으니 궁궐 누리집에서 미리 예약하세요. 마무리는 종묘(예약 필수 시설이니 쇼핑몰에서 해설 시간을 예약하고 패스로 결제하세요)나 해 질 녘 덕수궁 돌담길 산책으로 하세요.\n\n팁: 한복을 입으면 궁궐에 무료로 입장할 수 있으며, 경복궁 근처 한복 대여점은 09:00에 문을 엽니다.",
    ],
  },
  {
    ageDays: 7,
    title: ["Seoul after dark: five night views", "밤의 서울, 야경 명소 다섯 곳"],
    content: [
      "Seoul stays up late, and its best views come after sunset.\n\n- N Seoul Tower on Namsan: take the cable car or walk up from Myeong-dong in about 40 minutes; the observatory is open until about 23:00.\n- Naksan Park: the old city wall lit up above Ihwa Mural Village, free and rarely crowded.\n- Banpo Bridge: the Moonlight Rainbow Fountain plays several times each evening from April to October, seen best from Banpo Hangang Park.\n- Lotte World Tower's Seoul Sky: the city from 500 metres, with a glass floor on the 118th floor; book your time in the shop first.\n- Cheonggyecheon: a quiet walk along the lit stream from Gwanghwamun, and the lanterns of the Seoul Lantern Festival late in the year.\n\nPartner observatories count as one venue each, and with a day pass a visit at night is on the same calendar day as your morning's palace.",
      "서울은 늦게까지 깨어 있고, 가장 멋진 풍경은 해가 진 뒤에 펼쳐집니다.\n\n- 남산 N서울타워: 케이블카를 타거나 명동에서 40분쯤 걸어 올라갑니다. 전망대는 23:00경까지 엽니다.\n- 낙산공원: 이화 벽화마을 위로 불 밝힌 한양도성이 이어지며, 무료에 붐비지도 않습니다.\n- 반포대교: 4월부터 10월까지 저녁마다 여러 차례 달빛무지개분수가 나오며, 반포한강공원에서 보는 것이 가장 좋습니다.\n- 롯데월드타워 서울스카이: 500m 높이에서 내려다보는 서울, 118층에는 유리 바닥이 있습니다. 쇼핑몰에서 먼저 시간을 예약하세요.\n- 청계천: 광화문에서 시작하는 조명 켜진 물길 산책, 연말에는 서울빛초롱축제가 열립니다.\n\n제휴 전망대는 곳마다 한 번씩 입장할 수 있고, 일 단위 패스라면 밤 방문도 아침에 간 궁궐과 같은 날로 계산됩니다.",
    ],
  },
  {
    ageDays: 10,
    title: ["A day on the Han River", "한강에서 보내는 하루"],
    content: [
      "The Han River runs through the middle of Seoul, with parks along both banks for almost 40 kilometres.\n\nRent a bike at Yeouido Hangang Park (Seoul's public bikes, Ddareungi, cost about 1,000 won an hour with the app) and ride east along the river. Stop at a riverside convenience store for the Seoul classic: instant ramyeon cooked in the store's machine, eaten on the grass.\n\nIn the afternoon, take a river cruise from Yeouido (about 40 minutes to an hour; a partner venue, so book your sailing in the shop and pay with the pass), or head to Ttukseom, where you can sit on the steps by the water. Seoul Forest is a short walk from there.\n\nAs the sun sets, order fried chicken and beer to the park, as locals do: the delivery riders know the park's meeting points. In summer the Han River night markets fill Yeouido and Banpo on weekend evenings.",
      "한강은 서울 한가운데를 흐르고, 양쪽으로 40km 가까이 공원이 이어집니다.\n\n여의도한강공원에서 공공자전거 따릉이를 빌려(앱으로 1시간 약 1,000원) 강을 따라 동쪽으로 달려 보세요. 강변 편의점에 들러 라면 조리기로 끓인 즉석 라면을 잔디밭에서 먹는 것은 서울의 빼놓을 수 없는 경험입니다.\n\n오후에는 여의도에서 유람선(40분~1시간, 제휴 시설이니 쇼핑몰에서 운항 시간을 예약하고 패스로 결제하세요)을 타거나, 물가 계단에 앉아 쉬기 좋은 뚝섬으로 가 보세요. 서울숲도 가까이 있습니다.\n\n해가 지면 서울 사람들처럼 공원으로 치킨과 맥주를 배달시켜 보세요. 배달 기사들이 공원의 약속 장소를 잘 압니다. 여름 주말 저녁에는 여의도와 반포에서 한강 야시장이 열립니다.",
    ],
  },
  {
    ageDays: 14,
    title: ["Markets worth the trip", "꼭 가 볼 만한 시장"],
    content: [
      "Seoul's markets are where the city eats.\n\n- Gwangjang Market (Jongno 5-ga): mung bean pancakes (bindaetteok) fried in front of you, mini gimbap and yukhoe; busiest at lunch and after 18:00.\n- Namdaemun Market: the oldest and largest, with hotteok stalls, kitchenware and ginseng; many shops close on Sundays.\n- Mangwon Market: a neighbourhood market near Hongdae with cheap croquettes and dumplings; take a walk to Mangwon Hangang Park afterwards.\n- Dongdaemun: fashion wholesalers that open in the evening and run until the early morning, next to Dongdaemun Design Plaza.\n- Noryangjin Fish Market: choose your seafood downstairs and have it cooked upstairs.\n\nMost stalls take cards now, but small ones still prefer cash: keep 20,000 to 30,000 won in notes. Markets are not pass venues, so they cost your pass nothing: a good plan for the evening after your pass's last museum.",
      "서울의 시장은 서울 사람들이 먹고 사는 곳입니다.\n\n- 광장시장(종로5가): 눈앞에서 부쳐 주는 빈대떡, 마약김밥, 육회. 점심때와 18:00 이후가 가장 붐빕니다.\n- 남대문시장: 가장 오래되고 큰 시장으로 호떡 노점, 주방용품, 인삼 가게가 모여 있습니다. 일요일에는 쉬는 가게가 많습니다.\n- 망원시장: 홍대 근처의 동네 시장으로 고로케와 만두가 저렴합니다. 구경한 뒤 망원한강공원까지 걸어 보세요.\n- 동대문: 저녁에 문을 열어 새벽까지 영업하는 패션 도매상가가 동대문디자인플라자 옆에 모여 있습니다.\n- 노량진수산시장: 아래층에서 해산물을 고르고 위층 식당에서 요리해 먹습니다.\n\n요즘은 대부분 카드를 받지만 작은 노점은 여전히 현금을 좋아하니 2만~3만 원은 지폐로 챙기세요. 시장은 패스 사용처가 아니어서 패스가 줄지 않으니, 마지막 박물관을 다녀온 저녁 일정으로 좋습니다.",
    ],
  },
  {
    ageDays: 18,
    title: ["Museums for a rainy day", "비 오는 날 가기 좋은 박물관"],
    content: [
      "From late June to late July the rainy season brings heavy showers; Seoul's museums make it a good day anyway.\n\n- National Museum of Korea (Ichon station): one of the largest museums in Asia, with the quiet Room of Quiet Contemplation and its two Buddhist statues; the permanent galleries are free and it stays open until 21:00 on Wednesdays and Saturdays.\n- The War Memorial of Korea (Samgakji): Korea's history of war and peace, with aircraft and tanks outside; closed on Mondays.\n- National Museum of Modern and Contemporary Art, Seoul: next to Gyeongbokgung, so easy to pair with a palace morning.\n- Leeum Museum of Art (Hangangjin): Korean ceramics and modern art in buildings by three famous architects; book a time online; closed on Mondays.\n- National Palace Museum: the royal treasures, at the gate of Gyeongbokgung.\n\nWith an hour pass, group the museums close together: Ichon and Yongsan are one subway stop apart. With a count pass, save your entries for the paid exhibitions and visit the free galleries as they are.",
      "6월 말부터 7월 말까지 장마철에는 굵은 비가 자주 내리지만, 서울의 박물관이라면 그런 날도 즐겁게 보낼 수 있습니다.\n\n- 국립중앙박물관(이촌역): 아시아에서 손꼽히는 큰 박물관으로, 두 점의 반가사유상을 모신 '사유의 방'이 특히 고요합니다. 상설전시관은 무료이며 수요일과 토요일은 21:00까지 엽니다.\n- 전쟁기념관(삼각지): 전쟁과 평화의 역사를 담았고 야외에는 항공기와 전차가 전시되어 있습니다. 월요일 휴관.\n- 국립현대미술관 서울: 경복궁 바로 옆이라 궁궐 관람과 묶기 좋습니다.\n- 리움미술관(한강진): 세 명의 유명 건축가가 지은 건물에서 한국 도자기와 현대미술을 봅니다. 온라인으로 관람 시간을 예약해야 하며 월요일 휴관입니다.\n- 국립고궁박물관: 경복궁 입구에서 만나는 조선 왕실의 보물.\n\n시간 패스라면 가까운 곳끼리 묶으세요. 이촌과 용산은 지하철 한 정거장 거리입니다. 횟수 패스라면 유료 전시에 횟수를 쓰고, 무료 상설전은 그냥 관람하세요.",
    ],
  },
  {
    ageDays: 23,
    title: ["A K-culture day", "K-컬처로 채우는 하루"],
    content: [
      "Spend a day in the Seoul you know from dramas and music videos.\n\nIn the morning, rent a hanbok near Gyeongbokgung (a partner rental shop gives pass holders a discount) and take photos in the palace. Then join a Korean cooking class: most take two to three hours, make kimchi, bulgogi or tteokbokki, and end with lunch; book a day or two ahead.\n\nIn the afternoon, head to Gangnam: the Starfield Library in COEX Mall, with its 13-metre bookshelves, is free, and the K-pop shops around it sell albums and photocards. Take line 2 to Hongik University for the evening, when dancers and singers perform on the streets around Hongdae's busking zone.\n\nEnd the night in a noraebang (karaoke room), paid by the hour; every one of them has the songs you heard today.\n\nPartner experiences such as cooking classes and shows may be reservation-required: book in the shop and pay with your pass.",
      "드라마와 뮤직비디오 속 서울에서 하루를 보내 보세요.\n\n아침에는 경복궁 근처에서 한복을 빌려 입고(제휴 대여점에서 패스 소지자 할인) 궁궐에서 사진을 찍으세요. 이어서 한식 요리 교실에 참여해 보세요. 보통 2~3시간 동안 김치, 불고기, 떡볶이를 만들고 직접 만든 음식으로 점심을 먹습니다. 하루이틀 전에 예약하세요.\n\n오후에는 강남으로 갑니다. 코엑스몰의 별마당 도서관은 13m 높이의 서가가 있고 무료이며, 주변 K-팝 매장에서는 앨범과 포토카드를 살 수 있습니다. 저녁에는 2호선을 타고 홍대입구로 가서 홍대 걷고싶은거리 일대의 버스킹 공연을 즐기세요.\n\n마무리는 시간제로 이용하는 노래방에서. 오늘 들은 노래는 어디에나 다 있습니다.\n\n요리 교실이나 공연 같은 제휴 체험은 예약 필수일 수 있으니, 쇼핑몰에서 예약하고 패스로 결제하세요.",
    ],
  },
  {
    ageDays: 28,
    title: ["Seoul's festivals through the year", "계절마다 열리는 서울의 축제"],
    content: [
      "Time your days in Seoul with one of its festivals. Dates change a little every year; check them before you book.\n\n- Spring (early April): cherry blossoms along Yeouido's Yunjung-ro and around Seokchon Lake in Jamsil; the trees bloom for about a week.\n- May: Lotus Lantern Festival, with a lantern parade through Jongno the weekend before Buddha's Birthday.\n- Summer (July and August): Han River night markets and outdoor cinemas in the riverside parks.\n- Autumn (late September to early October): Seoul International Fireworks Festival over the Han at Yeouido; arrive by the early afternoon for a place on the grass. In late October and November, the ginkgo trees turn gold along Deoksugung's stone wall road.\n- Late in the year (November or December): Seoul Lantern Festival along Cheonggyecheon.\n- Winter (December to February): the ice rink on Seoul Plaza in front of City Hall, and Christmas lights in Myeong-dong.\n\nSeasonal passes may have a first day: they cannot be used before it, and their card shows the date.",
      "서울의 축제에 맞춰 여행 일정을 잡아 보세요. 날짜는 해마다 조금씩 달라지니 예약 전에 꼭 확인하세요.\n\n- 봄(4월 초): 여의도 윤중로와 잠실 석촌호수의 벚꽃. 꽃은 일주일 정도 핍니다.\n- 5월: 연등회. 부처님오신날 전 주말에 종로에서 연등 행렬이 열립니다.\n- 여름(7~8월): 한강공원의 야시장과 야외 영화관.\n- 가을(9월 말~10월 초): 여의도 한강 위로 펼쳐지는 서울세계불꽃축제. 잔디밭 자리를 잡으려면 이른 오후에 가세요. 10월 말부터 11월까지는 덕수궁 돌담길의 은행나무가 노랗게 물듭니다.\n- 연말(11월 또는 12월): 청계천 서울빛초롱축제.\n- 겨울(12~2월): 시청 앞 서울광장 스케이트장과 명동의 크리스마스 조명.\n\n시즌 패스는 이용 시작일이 정해져 있을 수 있으며, 그 전에는 쓸 수 없습니다. 날짜는 카드에 표시됩니다.",
    ],
  },
  {
    ageDays: 32,
    title: ["A day trip to Suwon's fortress", "수원 화성 당일치기"],
    content: [
      "An hour south of Seoul, Suwon's Hwaseong Fortress is a UNESCO World Heritage Site: 5.7 kilometres of 18th-century walls with gates, watchtowers and a royal palace inside.\n\nTake subway line 1 or the Suin-Bundang line to Suwon station (about an hour from Seoul Station, about 2,000 won with a transit card), then a bus or taxi to Paldalmun gate. Walking the whole wall takes two to three hours; the stretch from Hwaseomun to Banghwasuryujeong pavilion is the most beautiful. Visit Hwaseong Haenggung, the king's temporary palace inside the walls, and try Suwon's famous marinated beef ribs (galbi) for lunch.\n\nSuwon is outside the pass's city, so this is a day to give your pass a rest. A count pass loses nothing; with a day or hour pass, plan the trip for the day before your pass starts or after it ends.",
      "서울에서 남쪽으로 1시간 거리의 수원 화성은 유네스코 세계유산으로, 5.7km에 이르는 18세기 성곽을 따라 성문과 망루가 이어지고 안에는 행궁이 있습니다.\n\n지하철 1호선이나 수인분당선으로 수원역까지 가서(서울역에서 약 1시간, 교통카드 기준 약 2,000원) 버스나 택시로 팔달문까지 갑니다. 성곽을 한 바퀴 걷는 데 2~3시간이 걸리며, 화서문에서 방화수류정까지가 가장 아름답습니다. 성곽 안의 임시 궁궐인 화성행궁도 둘러보고, 점심은 수원의 명물 양념 갈비로 드셔 보세요.\n\n수원은 패스 사용 지역 밖이므로 패스를 쉬게 하는 날로 삼으세요. 횟수 패스는 줄어드는 것이 없고, 일 단위·시간 패스라면 패스를 시작하기 전날이나 끝난 다음 날로 일정을 잡으세요.",
    ],
  },
];

export const PASS_FAQ: readonly SeedPost[] = [
  {
    ageDays: 40,
    title: ["When does my pass start?", "패스는 언제부터 시작되나요?"],
    content: [
      "At its first scan at a partner venue, not when you buy it. Until then the pass waits under My passes, for up to two years from the purchase. Printing a card at an airport desk or correcting the holder's name does not start it either.",
      "제휴 시설에서 처음 스캔할 때 시작되며, 구매한 때가 아닙니다. 그전까지 패스는 구매일로부터 최대 2년 동안 '내 패스'에서 기다립니다. 공항 데스크에서 카드를 출력하거나 사용자 이름을 고쳐도 시작되지 않습니다.",
    ],
  },
  {
    ageDays: 40,
    title: ["How are the days of a day pass counted?", "일 단위 패스의 날짜는 어떻게 계산하나요?"],
    content: [
      "In Korean calendar days, in Seoul time, starting with the day of the first scan. The first day counts in full whenever you start: a 1-day pass first scanned at 23:50 ends ten minutes later, and a 2-day pass first scanned at 23:50 on 1 May is valid until 23:59 on 2 May. Your phone's time zone does not matter. Start in the morning to get the most out of your pass.",
      "첫 스캔 날부터 서울 시간 기준 달력 날짜로 계산합니다. 첫날은 언제 시작하든 하루로 칩니다. 1일권을 23:50에 처음 스캔하면 10분 뒤에 끝나고, 2일권을 5월 1일 23:50에 처음 스캔하면 5월 2일 23:59까지 쓸 수 있습니다. 휴대전화의 시간대 설정과는 관계없습니다. 알차게 쓰시려면 아침에 시작하세요.",
    ],
  },
  {
    ageDays: 39,
    title: [
      "What is the difference between day, hour and count passes?",
      "일 단위, 시간, 횟수 패스는 어떻게 다른가요?",
    ],
    content: [
      "A day pass is valid for a number of calendar days from the day of the first scan. An hour pass runs for a number of hours from the minute of the first scan (48 hours from 23:50 on 1 May ends at 23:49 on 3 May). A count pass gives a number of entries: each accepted scan uses one, and some must also be used within a number of days. Day passes suit busy sightseeing days, hour passes late starts, and count passes slower trips.",
      "일 단위 패스는 첫 스캔 날부터 정해진 날수 동안, 시간 패스는 첫 스캔 순간부터 정해진 시간 동안 쓸 수 있습니다(5월 1일 23:50에 시작한 48시간권은 5월 3일 23:49까지). 횟수 패스는 정해진 입장 횟수만큼 쓸 수 있으며, 스캔이 승인될 때마다 1회씩 줄고 일부는 정해진 날수 안에 써야 합니다. 빡빡한 관광 일정에는 일 단위, 늦게 시작하는 날에는 시간, 여유로운 여행에는 횟수 패스가 어울립니다.",
    ],
  },
  {
    ageDays: 38,
    title: ["Can I visit the same venue twice?", "같은 시설에 두 번 입장할 수 있나요?"],
    content: [
      "Usually not: each venue lets a pass in once. A few venues, such as the Seoul City Tour Bus and our Gimpo Airport desk, accept a pass more than once, and say so on their page. On a count pass every accepted scan uses one entry, at those venues too.",
      "대부분은 시설마다 한 번만 입장할 수 있습니다. 서울시티투어버스나 김포공항 데스크처럼 여러 번 이용할 수 있는 곳은 시설 안내에 그렇게 적혀 있습니다. 횟수 패스는 그런 시설에서도 스캔이 승인될 때마다 1회씩 차감됩니다.",
    ],
  },
  {
    ageDays: 37,
    title: ["Can I get a refund?", "환불받을 수 있나요?"],
    content: [
      "Yes, if the pass has never been scanned and you ask by the end of the 7th day after purchase (Seoul time). Refund it from its card under My passes. A pass scanned even once cannot be refunded. In a group order each pass is refunded on its own, so one traveller can cancel while the others keep theirs. The money goes back the way you paid.",
      "한 번도 스캔하지 않은 패스는 구매일로부터 7일째 되는 날 자정(서울 시간)까지 환불할 수 있습니다. '내 패스'의 카드에서 환불을 신청하세요. 한 번이라도 스캔한 패스는 환불되지 않습니다. 여러 명이 함께 산 주문도 패스 한 장씩 환불되므로, 한 사람만 취소하고 나머지는 그대로 쓸 수 있습니다. 결제한 수단으로 돌려 드립니다.",
    ],
  },
  {
    ageDays: 36,
    title: ["Can two people share one pass?", "패스 한 장을 두 사람이 함께 쓸 수 있나요?"],
    content: [
      "No. A pass is for the person named on it, and venues may ask to see an ID with that name. When you buy for several travellers, enter each one's name: everyone gets a pass of their own, and all of them appear under My passes, so you can show each card in turn at the gate.",
      "아니요. 패스는 이름이 적힌 본인만 쓸 수 있으며, 시설에서 같은 이름의 신분증을 확인할 수 있습니다. 여러 명의 패스를 살 때는 여행자마다 이름을 입력하세요. 한 명당 한 장씩 발급되고 모두 내 계정의 '내 패스'에 표시되므로, 입구에서 카드를 한 장씩 보여 주시면 됩니다.",
    ],
  },
  {
    ageDays: 35,
    title: ["I misspelt a name. Can I change it?", "이름을 잘못 입력했어요. 고칠 수 있나요?"],
    content: [
      "Yes, until the pass is first scanned: correct it on the pass's card, or ask at one of our airport desks. After the first scan the name is fixed, because it is the name the venue checked.",
      "첫 스캔 전까지는 카드 화면이나 공항 데스크에서 고칠 수 있습니다. 처음 스캔한 뒤에는 시설에서 확인한 이름이므로 바꿀 수 없습니다.",
    ],
  },
  {
    ageDays: 34,
    title: ["Do I need to book before visiting?", "방문 전에 예약해야 하나요?"],
    content: [
      'Only at venues marked "reservation required", such as timed entries and guided tours with limited places. Book your time in the shop and choose the QR pass as the payment: nothing is charged online, the scan at the visit settles the booking, and after a discount you pay the rest at the venue\'s counter. Everywhere else, just show your card.',
      "'예약 필수'로 표시된 시설(시간 지정 입장, 인원이 정해진 해설 투어 등)만 예약하면 됩니다. 쇼핑몰에서 시간을 예약하고 결제 수단으로 QR 패스를 고르세요. 온라인으로는 결제되지 않고 방문할 때 스캔하면 결제가 마무리되며, 할인 시설은 나머지 금액을 현장에서 냅니다. 그 밖의 시설은 카드만 보여 주시면 됩니다.",
    ],
  },
  {
    ageDays: 33,
    title: [
      "What if my phone has no data or its battery runs out?",
      "휴대전화 데이터가 없거나 배터리가 떨어지면 어떻게 하나요?",
    ],
    content: [
      "The venue's scanner checks your pass online, not your phone, so your phone only needs to show the QR code. The code never changes: save a screenshot of your card, or pick up a printed card at one of our airport desks, and keep it with you.",
      "패스 확인은 휴대전화가 아니라 시설의 스캐너가 온라인으로 하므로, 휴대전화는 QR 코드만 보여 주면 됩니다. 코드는 바뀌지 않으니 카드 화면을 캡처해 두시거나 공항 데스크에서 출력 카드를 받아 가지고 다니세요.",
    ],
  },
  {
    ageDays: 32,
    title: ["How long can I keep an unused pass?", "사용하지 않은 패스는 언제까지 쓸 수 있나요?"],
    content: [
      "Two years from the purchase: a pass never scanned expires at the end of that day, Seoul time. Once started, a day or hour pass runs its full length even if that goes past the two years.",
      "구매일로부터 2년입니다. 한 번도 스캔하지 않은 패스는 그날 자정(서울 시간)에 만료됩니다. 한번 시작한 일 단위·시간 패스는 2년이 지나더라도 남은 기간을 끝까지 쓸 수 있습니다.",
    ],
  },
  {
    ageDays: 31,
    title: ["Does the pass cover the subway and buses?", "패스로 지하철과 버스를 탈 수 있나요?"],
    content: [
      "No. The Seoulite Pass is an entry pass for partner venues, not a transit card. For the subway and buses, buy a rechargeable transit card such as T-money or WOWPASS at the airport's convenience stores and top it up with cash at any convenience store or station. Pass holders get a T-money card free at our Gimpo Airport desk; the fares are still paid from what you load on it.",
      "아니요. 서울라이트 패스는 제휴 시설 입장 패스이며 교통카드가 아닙니다. 지하철과 버스는 공항 편의점에서 파는 티머니나 와우패스 같은 충전식 교통카드로 타시고, 편의점이나 역에서 현금으로 충전하세요. 패스 소지자는 김포공항 데스크에서 티머니 카드를 무료로 받을 수 있으며, 요금은 카드에 충전한 금액으로 냅니다.",
    ],
  },
  {
    ageDays: 30,
    title: ["The scanner refused my pass. What now?", "스캐너에서 패스가 승인되지 않았어요. 어떻게 하나요?"],
    content: [
      "The scanner says why: already used at this venue, no entries left, expired, not valid yet (a seasonal pass before its first day) or refunded. Your card lists every scan with its answer, so you can check it with the staff. If you think the answer is wrong, send us a question from the Contact us page with the pass code (SP-…) and the venue, and we will look into it.",
      "스캐너에 이유가 표시됩니다. 이 시설에서 이미 사용함, 남은 횟수 없음, 만료됨, 아직 이용 기간 전(시작일 전의 시즌 패스), 환불됨 가운데 하나입니다. 카드에 모든 스캔 기록과 결과가 남아 있으니 직원과 함께 확인해 보세요. 결과가 잘못되었다고 생각되면 패스 번호(SP-…)와 시설 이름을 적어 1:1 문의를 남겨 주세요. 확인해 드리겠습니다.",
    ],
  },
];

/** The site's boards for a seeding day (Korea), in the order the site lists them: notices, stories, FAQ. */
export const passBoards = (seedingDay: string): readonly SeedBoard[] => [
  siteBoard("notice", passNotices(seedingDay)),
  { type: "post", name: ["Things to do", "즐길 거리"], posts: PASS_POSTS },
  siteBoard(FAQ_BOARD_TYPE, PASS_FAQ),
];

/** The pass site's pages and boards, edited by the demo operator. */
export const PASS_SITE_SEED_STEPS: SeedStep[] = [
  siteContentStep("seoulitepass-pages-v1", PASS_SITE, (now) => ({
    pages: PASS_PAGES,
    boards: passBoards(shopToday(now)),
  })),
];
