import { MART_EDITION } from "@contracts/editions";
import { inquiries } from "../inquiries/tables";
import { promotionLinks } from "../promotions/tables";
import { SEED_ADMIN_EMAIL, type SeedBoard, type SeedPost, seedAccountId, seedBoards } from "./seed-posts";
import { catalogImage } from "../catalog/seed-data";
import { daysFrom, SEED_MEMBER_EMAIL } from "../../platform/db/seed-data";
import type { SeedStep } from "../../platform/db/seed-step";

// Kept here too for the seeds and tests that take them from the shop's community content.
export { SEED_ADMIN_EMAIL, tinyPdf } from "./seed-posts";
export type { SeedPost } from "./seed-posts";

/**
 * The shop's community content: notice, event and news boards with posts in both languages, a demo member's
 * inquiries and the campaign codes. Dates count from the seeding day, so "current" events stay current.
 */

export const SEED_NOTICES: readonly SeedPost[] = [
  {
    pinned: true,
    ageDays: 3,
    title: ["New payment options: Toss Payments and PayPal", "결제 수단 추가 안내: 토스페이먼츠, 페이팔"],
    content: [
      "You can now pay for reservations with Toss Payments and PayPal, in addition to credit and debit cards and bank transfer.\n\nPayPal charges are made in US dollars. Card and Toss payments are confirmed at once; a bank transfer is confirmed after we receive your deposit.\n\nIf a payment fails, your reservation stays pending for a short time so you can try again from My reservations.",
      "신용/체크카드와 무통장 입금에 더해 토스페이먼츠와 페이팔로도 예약 금액을 결제하실 수 있습니다.\n\n페이팔 결제는 미국 달러로 청구됩니다. 카드 및 토스 결제는 즉시 확정되며, 무통장 입금은 입금 확인 후 확정됩니다.\n\n결제에 실패한 경우 예약은 잠시 대기 상태로 유지되니, 예약 내역에서 다시 결제해 주세요.",
    ],
  },
  {
    pinned: true,
    ageDays: 12,
    title: ["Typhoon season travel advice (July to September)", "태풍 시즌 여행 안내 (7월~9월)"],
    content: [
      "Typhoons can reach Korea between July and September, most often in August. Ferries to Jeju and other islands, flights and outdoor programmes may be cancelled at short notice.\n\nIf the Korea Meteorological Administration issues a typhoon warning for your destination, tours and festival programmes affected by an official cancellation are refunded in full.\n\nPlease keep your contact number up to date in My profile so our team can reach you, and check the Notices board before you leave.",
      "7월부터 9월까지, 특히 8월에는 태풍이 한반도에 영향을 줄 수 있습니다. 제주 및 도서 지역 여객선, 항공편, 야외 프로그램이 갑자기 취소될 수 있습니다.\n\n기상청이 여행지에 태풍 경보를 발령하여 공식적으로 취소된 투어와 축제 프로그램은 전액 환불해 드립니다.\n\n담당자가 연락드릴 수 있도록 내 정보의 연락처를 최신으로 유지해 주시고, 출발 전 공지사항을 확인해 주세요.",
    ],
  },
  {
    ageDays: 6,
    title: ["Customer service hours during the holidays", "연휴 기간 고객센터 운영 안내"],
    content: [
      "During the Seollal (Lunar New Year) and Chuseok holidays our customer service answers by e-mail and through Contact us only. Phone lines are closed on the holiday itself and the days before and after.\n\nReservations and payments keep working as usual. Bank transfers made during the holidays are confirmed on the first working day after them.\n\nThe attached schedule lists the opening hours for each holiday.",
      "설날과 추석 연휴 기간에는 이메일과 문의하기로만 상담을 진행합니다. 연휴 당일과 전후일에는 전화 상담이 운영되지 않습니다.\n\n예약과 결제는 평소와 같이 이용하실 수 있습니다. 연휴 중 무통장 입금은 연휴 후 첫 영업일에 확인됩니다.\n\n연휴별 운영 시간은 첨부된 안내문을 확인해 주세요.",
    ],
    pdf: {
      name: "customer-service-hours.pdf",
      lines: [
        "Customer service hours during the holidays",
        "Seollal and Chuseok: e-mail and Contact us only, 10:00-16:00 KST",
        "Other public holidays: 10:00-17:00 KST",
        "Working days: 09:00-18:00 KST",
      ],
    },
  },
  {
    ageDays: 20,
    title: ["Bank transfer: deposit within 3 days", "무통장 입금: 3일 이내 입금 안내"],
    content: [
      "When you choose bank transfer, please deposit the full amount within 3 days of your reservation. Reservations without a deposit by then are cancelled automatically and the places are released.\n\nUse the account and the depositor name shown on your reservation. Confirmation usually takes 2 to 3 working days after the deposit.",
      "무통장 입금을 선택하신 경우 예약 후 3일 이내에 전액을 입금해 주세요. 기한 내 입금이 확인되지 않은 예약은 자동으로 취소되며 좌석이 반환됩니다.\n\n예약 내역에 안내된 계좌와 입금자명으로 입금해 주세요. 입금 후 확정까지 보통 영업일 기준 2~3일이 걸립니다.",
    ],
  },
  {
    ageDays: 28,
    title: ["Luggage on airport transfers", "공항 픽업 수하물 안내"],
    content: [
      "Each traveller may bring up to 2 pieces of luggage free of charge. Every additional piece costs USD 10 and is added to the reservation total.\n\nOversized items such as golf bags, bicycles or surfboards need space in the vehicle: please tell us about them in Contact us before you travel.",
      "여행객 1인당 수하물 2개까지 무료입니다. 추가 수하물은 1개당 10달러이며 예약 금액에 포함됩니다.\n\n골프백, 자전거, 서핑보드 등 대형 수하물은 차량 공간이 필요하니 출발 전 문의하기로 알려 주세요.",
    ],
  },
  {
    ageDays: 35,
    title: ["Tours depart with at least 2 travellers", "투어는 최소 2인 이상 출발합니다"],
    content: [
      "Guided tours run with a minimum of 2 travellers per reservation. Solo travellers are welcome to book for two or to ask us about joining a group departure.\n\nFestival tickets and option tickets can be booked for one person.",
      "가이드 투어는 예약당 최소 2인 이상일 때 출발합니다. 1인 여행객은 2인으로 예약하시거나 단체 출발 합류를 문의해 주세요.\n\n축제 티켓과 옵션 티켓은 1인도 예약할 수 있습니다.",
    ],
  },
  {
    ageDays: 42,
    title: ["Prices in US dollars and Korean won", "달러 및 원화 가격 표시 안내"],
    content: [
      "Prices are shown in US dollars or Korean won, following the currency you choose at the top of the page. Amounts in the other currency are converted at the exchange rate of the day.\n\nThe amount you pay is fixed when you make the reservation.",
      "가격은 화면 상단에서 선택한 통화에 따라 미국 달러 또는 원화로 표시됩니다. 다른 통화의 금액은 당일 환율로 환산됩니다.\n\n결제 금액은 예약 시점에 확정됩니다.",
    ],
  },
  {
    ageDays: 50,
    title: ["Scheduled maintenance on Sunday night", "일요일 새벽 정기 점검 안내"],
    content: [
      "The shop is briefly unavailable for maintenance on Sunday nights between 02:00 and 04:00 (Korea time). Reservations already made are not affected.\n\nIf a payment is interrupted by the maintenance, please check My reservations before paying again.",
      "매주 일요일 새벽 2시부터 4시(한국 시간)까지 정기 점검으로 서비스 이용이 잠시 중단될 수 있습니다. 이미 완료된 예약에는 영향이 없습니다.\n\n점검으로 결제가 중단된 경우 다시 결제하기 전에 예약 내역을 먼저 확인해 주세요.",
    ],
  },
  {
    ageDays: 63,
    title: ["Spring fine dust: health tips for outdoor tours", "봄철 미세먼지 야외 투어 안내"],
    content: [
      "In spring, fine dust and yellow dust can make the air hazy for a few days at a time. Guides carry KF94 masks for travellers who need them.\n\nOn days with a very high air-quality warning, some outdoor programmes may move indoors or change order.",
      "봄철에는 미세먼지와 황사로 며칠씩 대기가 탁해질 수 있습니다. 가이드가 필요하신 분께 KF94 마스크를 제공해 드립니다.\n\n대기질 경보가 매우 높은 날에는 일부 야외 프로그램이 실내로 바뀌거나 순서가 변경될 수 있습니다.",
    ],
  },
  {
    ageDays: 77,
    title: ["Cancellation and refund policy", "취소 및 환불 규정 안내"],
    content: [
      "Unpaid reservations can be cancelled at any time from My reservations. For paid reservations you can request a cancellation; our team checks it and refunds according to the product's cancellation policy.\n\nA reservation that is already waiting for cancellation cannot be cancelled again.",
      "결제 전 예약은 예약 내역에서 언제든지 취소할 수 있습니다. 결제가 완료된 예약은 취소를 요청하시면 담당자가 확인 후 상품별 취소 규정에 따라 환불해 드립니다.\n\n이미 취소 요청 중인 예약은 다시 취소할 수 없습니다.",
    ],
  },
  {
    ageDays: 95,
    title: ["Privacy policy update", "개인정보 처리방침 개정 안내"],
    content: [
      "We have updated our privacy policy to describe how passport details given for reservations are kept and when they are deleted.\n\nPassport numbers are used only to prepare your trip and are removed after the trip is completed.",
      "예약 시 입력하신 여권 정보의 보관 방법과 파기 시점을 명시하도록 개인정보 처리방침을 개정했습니다.\n\n여권 번호는 여행 준비에만 사용되며 여행 종료 후 삭제됩니다.",
    ],
  },
  {
    ageDays: 120,
    title: ["Welcome to the new travel shop", "새로워진 여행 쇼핑몰에 오신 것을 환영합니다"],
    content: [
      "Our shop has a new look: search festivals, tours and activities by category and region, keep favourites in your wishlist and book several products in one reservation from the cart.\n\nTell us what you think through Contact us.",
      "쇼핑몰이 새롭게 단장했습니다. 축제, 투어, 체험을 카테고리와 지역별로 찾아보고, 위시리스트에 담고, 장바구니에서 여러 상품을 한 번에 예약해 보세요.\n\n의견은 문의하기로 남겨 주세요.",
    ],
  },
];

export const SEED_EVENTS: readonly SeedPost[] = [
  {
    ageDays: 12,
    days: [-10, 20],
    link: "/product/search/festival/all",
    image: catalogImage("festival-lanterns"),
    title: ["Spring festival season: 10% off festival tickets", "봄 축제 시즌: 축제 티켓 10% 할인"],
    content: [
      "Lantern parades, cherry blossoms and fireworks: book any festival ticket during the event and pay 10% less with the coupon in My coupons.\n\nThe discount applies to festival tickets only and cannot be combined with other coupons.",
      "연등 행렬, 벚꽃, 불꽃놀이까지! 이벤트 기간에 축제 티켓을 예약하고 쿠폰함의 쿠폰으로 10% 할인받으세요.\n\n할인은 축제 티켓에만 적용되며 다른 쿠폰과 중복 사용할 수 없습니다.",
    ],
  },
  {
    ageDays: 4,
    days: [-3, 25],
    link: "/product/search/all/jeju",
    image: catalogImage("activity-sea"),
    title: ["Jeju island week", "제주 아일랜드 위크"],
    content: [
      "Walk the Olle trails, meet the haenyeo divers and relax in the tea fields. Every Jeju reservation during Jeju island week earns double points.\n\nPoints are added once the trip is completed.",
      "올레길을 걷고, 해녀를 만나고, 차밭에서 쉬어 가세요. 제주 아일랜드 위크 기간의 모든 제주 예약에 포인트를 두 배로 적립해 드립니다.\n\n포인트는 여행이 끝난 후 적립됩니다.",
    ],
  },
  {
    ageDays: 2,
    days: [5, 40],
    link: "/product/search/tour/seoul",
    image: catalogImage("tour-palace"),
    title: ["Seoul palace nights", "서울 궁궐 야행"],
    content: [
      "The royal palaces open in the evening for a few weeks only. Join a guided night tour of Gyeongbokgung and see the halls lit up.\n\nPlaces are limited each evening; book early for weekends.",
      "몇 주 동안만 고궁이 저녁에 문을 엽니다. 경복궁 야간 가이드 투어에 참여해 불 밝힌 전각을 만나 보세요.\n\n저녁마다 인원이 한정되어 있으니 주말은 서둘러 예약해 주세요.",
    ],
  },
  {
    ageDays: 6,
    // the mart's own days: two meeting days and the tour day after them
    days: [MART_EDITION.meetingDays[0], MART_EDITION.tourDay],
    link: "/sitmmt",
    image: catalogImage("wellness-spa"),
    title: ["Seoul International Medical Travel Mart", "서울 국제 의료관광 마트"],
    content: [
      "Meet Korean clinics and medical travel agencies in two days of business meetings, followed by a day of tours. Buyers and sellers register on the travel mart's own site.\n\nSee the programme, venue and registration on the mart's site.",
      "이틀간 국내 의료기관과 의료관광 에이전시가 비즈니스 상담을 진행하고, 다음 날 팸투어가 이어집니다. 바이어와 셀러는 의료관광 마트 사이트에서 등록해 주세요.\n\n프로그램, 장소, 등록 방법은 마트 사이트에서 확인하세요.",
    ],
  },
  {
    ageDays: 8,
    days: [-5, 60],
    link: "/rok-us",
    image: catalogImage("tour-mountain-road"),
    title: ["Summit tour for service members and families", "장병 및 가족을 위한 서밋 투어"],
    content: [
      "Guided day tours from Seoul to Seorak, Jeonju, Busan and Jeju for service members stationed in Korea and their families.\n\nAfter the tour, tell us how it went in a short survey.",
      "주한 장병과 가족을 위한 서울 출발 설악, 전주, 부산, 제주 당일 가이드 투어입니다.\n\n투어 후 간단한 설문으로 의견을 들려주세요.",
    ],
  },
  {
    ageDays: 70,
    days: [-60, -30],
    link: "/product/search/food/all",
    image: catalogImage("food-market"),
    title: ["Winter market food tours", "겨울 시장 미식 투어"],
    content: [
      "Hot hotteok, fish cakes and noodle soups: our winter market food tours welcomed more than a thousand travellers. Thank you for joining!\n\nFood tours continue all year round.",
      "따끈한 호떡, 어묵, 국수까지! 겨울 시장 미식 투어에 천 명이 넘는 분들이 함께해 주셨습니다. 참여해 주셔서 감사합니다.\n\n미식 투어는 연중 계속됩니다.",
    ],
  },
  {
    ageDays: 55,
    days: [-45, -43],
    link: "/mice",
    image: catalogImage("culture-hanok"),
    title: ["MICE fair: visitor registration", "MICE 박람회 관람객 등록"],
    content: [
      "The MICE fair brought together event organisers, venues and travel companies for three days. Exhibitor and conference materials are on the fair's site.\n\nThank you to all visitors, buyers and sellers.",
      "MICE 박람회에 행사 기획사, 행사장, 여행사가 3일간 함께했습니다. 전시 및 컨퍼런스 자료는 박람회 사이트에서 확인하세요.\n\n참여해 주신 관람객, 바이어, 셀러 여러분께 감사드립니다.",
    ],
  },
  {
    ageDays: 130,
    days: [-120, -90],
    link: "/product/search/culture/all",
    image: catalogImage("culture-temple"),
    title: ["Autumn temple stay", "가을 템플스테이"],
    content: [
      "Spend a night at a mountain temple: early morning chanting, tea with the monks and a walk through the autumn leaves.\n\nThe autumn season has ended; new dates open in spring.",
      "산사에서 하룻밤을 보내 보세요. 새벽 예불, 스님과의 차담, 단풍길 산책이 기다립니다.\n\n가을 시즌은 종료되었으며 봄에 새 일정이 열립니다.",
    ],
  },
];

export const SEED_NEWS: readonly SeedPost[] = [
  {
    ageDays: 5,
    title: ["New: Jeju haenyeo experience", "신규 상품: 제주 해녀 체험"],
    content: [
      "Spend a morning with Jeju's women divers, learn about their centuries-old craft and taste the day's catch.\n\nThe experience is now open for reservations.",
      "제주 해녀와 함께 오전을 보내며 수백 년 이어 온 물질 이야기를 듣고 그날 잡은 해산물을 맛보세요.\n\n지금 예약하실 수 있습니다.",
    ],
  },
  {
    ageDays: 18,
    title: ["Korean-speaking guides on request", "요청 시 한국어 가이드 배정"],
    content: [
      "All guided tours are led in English. From now on you can ask for a Korean-speaking guide when you book, free of charge.\n\nWrite your request in the reservation notes or through Contact us.",
      "모든 가이드 투어는 영어로 진행됩니다. 이제 예약 시 요청하시면 한국어 가이드를 무료로 배정해 드립니다.\n\n예약 메모나 문의하기로 요청해 주세요.",
    ],
  },
  {
    ageDays: 33,
    title: ["Share your trip: reviews and social review rewards", "여행 후기를 남겨 주세요: 리뷰 및 SNS 후기 적립"],
    content: [
      "After your trip you can review the products you booked. Posted a review on a social network? Send us the link and earn points once it is approved.\n\nYour reviews help other travellers choose.",
      "여행이 끝나면 예약한 상품에 리뷰를 남길 수 있습니다. SNS에 후기를 올리셨다면 링크를 보내 주세요. 승인 후 포인트를 적립해 드립니다.\n\n여러분의 리뷰가 다른 여행객의 선택에 도움이 됩니다.",
    ],
  },
  {
    ageDays: 58,
    title: ["Partnership with the medical travel mart", "의료관광 마트와 협력"],
    content: [
      "We are the official travel partner of the Seoul International Medical Travel Mart. Participants can book airport transfers and city tours in the shop.\n\nMore programmes for participants will follow.",
      "서울 국제 의료관광 마트의 공식 여행 파트너가 되었습니다. 참가자는 쇼핑몰에서 공항 픽업과 시티 투어를 예약할 수 있습니다.\n\n참가자를 위한 프로그램을 계속 늘려 가겠습니다.",
    ],
  },
  {
    ageDays: 88,
    title: ["Scan a QR code to open an event", "QR 코드로 이벤트 바로가기"],
    content: [
      "Posters and leaflets at festivals now carry QR codes. Scan one with the QR scanner in the shop to open the event and its products straight away.\n\nNo camera? Type the code printed under the QR code instead.",
      "축제 현장의 포스터와 리플릿에 QR 코드가 생겼습니다. 쇼핑몰의 QR 스캐너로 찍으면 이벤트와 상품으로 바로 이동합니다.\n\n카메라를 쓸 수 없다면 QR 코드 아래의 코드를 직접 입력하세요.",
    ],
  },
];

export const SEED_BOARDS: readonly SeedBoard[] = [
  { type: "notice", name: ["Notices", "공지사항"], posts: SEED_NOTICES },
  { type: "event", name: ["Events", "이벤트"], posts: SEED_EVENTS },
  { type: "news", name: ["News", "뉴스"], posts: SEED_NEWS },
];

export const SEED_PROMOTIONS: readonly { code: string; target: string }[] = [
  { code: "SPRING26", target: "/product/search/festival/all" },
  // The catalogue has no tour in Jeju (its Jeju products are activities, culture and wellness): all of them.
  { code: "JEJU", target: "/product/search/all/jeju" },
  { code: "SITMMT", target: "/sitmmt" },
];

export const COMMUNITY_SEED_STEPS: SeedStep[] = [
  {
    name: "boards-v1",
    run: async (tx) => {
      await seedBoards(tx, "shop", SEED_BOARDS, await seedAccountId(tx, "admin", SEED_ADMIN_EMAIL), new Date());
    },
  },
  {
    name: "inquiries-demo-v1",
    run: async (tx) => {
      const now = new Date();
      const memberId = await seedAccountId(tx, "member", SEED_MEMBER_EMAIL);
      const adminId = await seedAccountId(tx, "admin", SEED_ADMIN_EMAIL);
      await tx.insert(inquiries).values([
        {
          memberId,
          type: "payment",
          subject: "Has my bank transfer arrived?",
          content:
            "I sent the deposit for my reservation yesterday from a foreign bank account. The depositor name may show my bank's name instead of mine. Could you check that it arrived?",
          status: "replied",
          reply:
            "Thank you for letting us know. We found your deposit and matched it to your reservation; it is now confirmed. Transfers from abroad may arrive under the bank's name, so telling us was the right thing to do.",
          repliedAt: daysFrom(now, -4),
          repliedBy: adminId,
          createdAt: daysFrom(now, -5),
          updatedAt: daysFrom(now, -4),
        },
        {
          memberId,
          type: "reservation",
          subject: "Can I change the departure time?",
          content:
            "We booked the palace night tour for two. Our flight lands later than planned: is it possible to move to a later departure on the same day?",
          status: "open",
          createdAt: daysFrom(now, -1),
          updatedAt: daysFrom(now, -1),
        },
      ]);
    },
  },
  {
    name: "promotions-v1",
    run: async (tx) => {
      const now = new Date();
      await tx
        .insert(promotionLinks)
        .values(
          SEED_PROMOTIONS.map((promotion, index) => ({
            code: promotion.code,
            targetPath: promotion.target,
            // listed newest first: keep the order above
            createdAt: daysFrom(now, -(index + 1)),
          })),
        )
        .onConflictDoNothing();
    },
  },
];
