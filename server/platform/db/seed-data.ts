import type { AuthArea, MemberType, SocialType } from "@contracts/auth";
import type { CommonCodeType } from "@contracts/common";
import { DEFAULT_EXCHANGE_RATES, EXCHANGE_RATE_META_KEY } from "@contracts/settings";

export type SeedMenu = {
  path: string;
  title: { en: string; ko: string };
  children?: SeedMenu[];
};

/** The main shop's navigation; sort order follows the list. */
export const SEED_MENUS: SeedMenu[] = [
  { path: "/main", title: { en: "Home", ko: "홈" } },
  { path: "/product/search/festival/all", title: { en: "Festivals", ko: "축제" } },
  { path: "/product/search/tour/all", title: { en: "Tours", ko: "투어" } },
  { path: "/product/search/activity/all", title: { en: "Activities", ko: "체험" } },
  {
    path: "/board/notice",
    title: { en: "Community", ko: "커뮤니티" },
    children: [
      { path: "/board/notice", title: { en: "Notices", ko: "공지사항" } },
      { path: "/board/event", title: { en: "Events", ko: "이벤트" } },
      { path: "/board/contact-us", title: { en: "Contact us", ko: "문의하기" } },
    ],
  },
  {
    path: "/account/my-menu",
    title: { en: "My page", ko: "마이페이지" },
    children: [
      { path: "/account/my-reservation", title: { en: "My reservations", ko: "예약 내역" } },
      { path: "/product/wishlist", title: { en: "Wishlist", ko: "위시리스트" } },
      { path: "/product/shopping-cart", title: { en: "Shopping cart", ko: "장바구니" } },
      { path: "/user/review", title: { en: "My reviews", ko: "내 리뷰" } },
      { path: "/quotation", title: { en: "My quotations", ko: "내 견적" } },
      { path: "/account/my-points", title: { en: "Points", ko: "포인트" } },
      { path: "/account/my-coupons", title: { en: "Coupons", ko: "쿠폰" } },
      { path: "/account/my-profile", title: { en: "My profile", ko: "내 정보" } },
    ],
  },
];

/** [code, English name, Korean name] in display order. */
type CodeRow = readonly [code: string, nameEn: string, nameKo: string];

export const SEED_COMMON_CODES: Record<CommonCodeType, readonly CodeRow[]> = {
  // ISO 3166-1 alpha-2 codes.
  nationality: [
    ["KR", "South Korea", "대한민국"],
    ["US", "United States", "미국"],
    ["JP", "Japan", "일본"],
    ["CN", "China", "중국"],
    ["TW", "Taiwan", "대만"],
    ["HK", "Hong Kong", "홍콩"],
    ["VN", "Vietnam", "베트남"],
    ["TH", "Thailand", "태국"],
    ["PH", "Philippines", "필리핀"],
    ["ID", "Indonesia", "인도네시아"],
    ["MY", "Malaysia", "말레이시아"],
    ["SG", "Singapore", "싱가포르"],
    ["KH", "Cambodia", "캄보디아"],
    ["MM", "Myanmar", "미얀마"],
    ["LA", "Laos", "라오스"],
    ["IN", "India", "인도"],
    ["NP", "Nepal", "네팔"],
    ["BD", "Bangladesh", "방글라데시"],
    ["PK", "Pakistan", "파키스탄"],
    ["RU", "Russia", "러시아"],
    ["KZ", "Kazakhstan", "카자흐스탄"],
    ["UZ", "Uzbekistan", "우즈베키스탄"],
    ["MN", "Mongolia", "몽골"],
    ["DE", "Germany", "독일"],
    ["FR", "France", "프랑스"],
    ["GB", "United Kingdom", "영국"],
    ["ES", "Spain", "스페인"],
    ["IT", "Italy", "이탈리아"],
    ["PT", "Portugal", "포르투갈"],
    ["NL", "Netherlands", "네덜란드"],
    ["CA", "Canada", "캐나다"],
    ["AU", "Australia", "호주"],
    ["NZ", "New Zealand", "뉴질랜드"],
    ["BR", "Brazil", "브라질"],
    ["MX", "Mexico", "멕시코"],
    ["AR", "Argentina", "아르헨티나"],
    ["SA", "Saudi Arabia", "사우디아라비아"],
    ["AE", "United Arab Emirates", "아랍에미리트"],
    ["TR", "Türkiye", "튀르키예"],
    ["EG", "Egypt", "이집트"],
    ["ZA", "South Africa", "남아프리카 공화국"],
  ],
  // Korean bank codes as used for transfers (KFTC).
  bank: [
    ["004", "KB Kookmin Bank", "국민은행"],
    ["088", "Shinhan Bank", "신한은행"],
    ["020", "Woori Bank", "우리은행"],
    ["081", "Hana Bank", "하나은행"],
    ["011", "NH NongHyup Bank", "농협은행"],
    ["003", "IBK Industrial Bank of Korea", "기업은행"],
    ["090", "KakaoBank", "카카오뱅크"],
    ["092", "Toss Bank", "토스뱅크"],
    ["089", "K Bank", "케이뱅크"],
    ["023", "SC First Bank", "SC제일은행"],
    ["032", "Busan Bank", "부산은행"],
    ["031", "iM Bank", "iM뱅크"],
    ["071", "Korea Post", "우체국"],
  ],
  inquiry_type: [
    ["reservation", "Reservation", "예약"],
    ["payment", "Payment", "결제"],
    ["cancellation", "Cancellation / refund", "취소/환불"],
    ["product", "Product", "상품"],
    ["account", "Account", "회원 정보"],
    ["other", "Other", "기타"],
    // the education programme's (INQUIRY_SITE_TYPES): last, so a database seeded before them sorts them the same
    ["programme", "Programme", "프로그램"],
    ["application", "Application", "신청"],
    ["documents", "Documents", "서류"],
    // the visitor pass's (INQUIRY_SITE_TYPES), after the programme's for the same reason
    ["pass", "Using my pass", "패스 이용"],
    ["purchase", "Buying a pass", "패스 구매"],
    ["refund", "Refund", "환불"],
    ["venue", "Partner venue", "제휴 시설"],
  ],
  payment_method: [
    ["card", "Credit / debit card", "신용/체크카드"],
    ["bank_transfer", "Bank transfer", "무통장 입금"],
    ["qr_pass", "QR pass", "QR 패스"],
    ["toss", "Toss Payments", "토스페이먼츠"],
    ["paypal", "PayPal", "페이팔"],
  ],
  product_category: [
    ["festival", "Festival", "축제"],
    ["tour", "Tour", "투어"],
    ["ticket", "Option ticket", "옵션 티켓"],
  ],
  region: [
    ["seoul", "Seoul", "서울"],
    ["busan", "Busan", "부산"],
    ["incheon", "Incheon", "인천"],
    ["gyeonggi", "Gyeonggi", "경기"],
    ["gangwon", "Gangwon", "강원"],
    ["chungcheong", "Chungcheong", "충청"],
    ["jeonju", "Jeonju", "전주"],
    ["gyeongju", "Gyeongju", "경주"],
    ["daegu", "Daegu", "대구"],
    ["gwangju", "Gwangju", "광주"],
    ["yeosu", "Yeosu", "여수"],
    ["jeju", "Jeju", "제주"],
  ],
};

export const SEED_SETTINGS_META: { key: string; meta: Record<string, unknown> }[] = [
  { key: EXCHANGE_RATE_META_KEY, meta: { ...DEFAULT_EXCHANGE_RATES } },
];

// ---------------------------------------------------------------------------------------------------------------
// Demo accounts (README lists them). One password for all, and it satisfies the password rule.

export const DEMO_PASSWORD = "Demo1234";
/** The summit gate's scan-only staff (issue 23): signs in where operators do, may only scan tickets. */
export const SEED_GATE_STAFF_EMAIL = "gate@demo.test";
/** A partner venue's staff (issue 24, ADR 0030): signs in where operators do, may only scan passes at its venue. */
export const SEED_PARTNER_STAFF_EMAIL = "partner@demo.test";
/** The shop console's staff (issue 26, ADR 0034): a clerk runs the console but moves no money; a viewer only reads. */
export const SEED_CONSOLE_STAFF: readonly { email: string; role: "clerk" | "viewer"; name: string }[] = [
  { email: "clerk@demo.test", role: "clerk", name: "Demo Shop Clerk" },
  { email: "viewer@demo.test", role: "viewer", name: "Demo Shop Viewer" },
];

/** People the local social sign-in page offers; each is linked to a demo member below. */
export const SEED_SOCIAL_IDENTITIES: readonly { type: SocialType; social_id: string; email: string; name: string }[] = [
  { type: "kakao", social_id: "kakao-demo-1001", email: "kakao@demo.test", name: "Kakao Demo" },
  { type: "naver", social_id: "naver-demo-2001", email: "naver@demo.test", name: "Naver Demo" },
];

export type SeedAccount = {
  area: AuthArea;
  type: MemberType;
  email: string;
  name: string;
  /** Null: social sign-in only. */
  password: string | null;
  status?: "active" | "inactive";
  phone?: string;
  company_name?: string;
  social?: { type: SocialType; id: string };
};

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    area: "member",
    type: "general",
    email: "member@demo.test",
    name: "Demo Member",
    password: DEMO_PASSWORD,
    phone: "01012345678",
  },
  {
    area: "member",
    type: "buyer",
    email: "buyer@demo.test",
    name: "Demo Buyer",
    password: DEMO_PASSWORD,
    company_name: "Demo Buyer Travel",
  },
  {
    area: "member",
    type: "seller_domestic",
    email: "seller.domestic@demo.test",
    name: "Demo Domestic Seller",
    password: DEMO_PASSWORD,
    company_name: "Demo Clinic Seoul",
  },
  {
    area: "member",
    type: "seller_overseas",
    email: "seller.overseas@demo.test",
    name: "Demo Overseas Seller",
    password: DEMO_PASSWORD,
    company_name: "Demo Health Tours",
  },
  { area: "member", type: "visitor", email: "visitor@demo.test", name: "Demo Visitor", password: DEMO_PASSWORD },
  {
    area: "member",
    type: "general",
    email: "inactive@demo.test",
    name: "Inactive Member",
    password: DEMO_PASSWORD,
    status: "inactive",
  },
  ...SEED_SOCIAL_IDENTITIES.map((identity): SeedAccount => ({
    area: "member",
    type: "general",
    email: identity.email,
    name: identity.name,
    password: null,
    social: { type: identity.type, id: identity.social_id },
  })),
  { area: "admin", type: "general", email: "admin@demo.test", name: "Demo Admin", password: DEMO_PASSWORD },
  { area: "travel", type: "general", email: "travel@demo.test", name: "Demo Traveller", password: DEMO_PASSWORD },
  {
    area: "accreditation",
    type: "general",
    email: "biz@demo.test",
    name: "Demo Business",
    password: DEMO_PASSWORD,
    company_name: "Demo Medical Co.",
  },
];

/** The general demo member's points and coupons. */
export const SEED_MEMBER_EMAIL = "member@demo.test";

const DAY = 24 * 60 * 60 * 1000;

/** Ledger rows relative to the seeding day: `ageDays` ago, expiring `expiresInDays` from now (negative: lapsed). */
export const SEED_POINTS: readonly {
  kind: "earn" | "use" | "expire" | "refund";
  amount: number;
  reason: string;
  reasonKo: string;
  ageDays: number;
  expiresInDays?: number;
}[] = [
  {
    kind: "earn",
    amount: 500,
    reason: "Welcome bonus",
    reasonKo: "가입 축하 포인트",
    ageDays: 400,
    expiresInDays: -35,
  },
  { kind: "expire", amount: -500, reason: "Welcome bonus expired", reasonKo: "가입 축하 포인트 소멸", ageDays: 35 },
  { kind: "earn", amount: 1000, reason: "Review reward", reasonKo: "리뷰 작성 적립", ageDays: 60, expiresInDays: 305 },
  { kind: "use", amount: -300, reason: "Used on reservation R-1001", reasonKo: "예약 R-1001에 사용", ageDays: 30 },
  {
    kind: "earn",
    amount: 2000,
    reason: "Festival event",
    reasonKo: "축제 이벤트 적립",
    ageDays: 10,
    expiresInDays: 170,
  },
  {
    kind: "refund",
    amount: 300,
    reason: "Reservation R-1001 cancelled",
    reasonKo: "예약 R-1001 취소로 반환",
    ageDays: 5,
    expiresInDays: 360,
  },
];

export const SEED_COUPONS: readonly {
  code: string;
  name: string;
  nameKo: string;
  discount_type: "amount" | "percent";
  discount_value: number;
  currency: "USD" | "KRW";
  min_amount: number;
  product_id: number | null;
  expiresInDays: number;
  used?: boolean;
}[] = [
  {
    code: "DEMO-WELCOME10",
    name: "Welcome 10% off",
    nameKo: "가입 축하 10% 할인",
    discount_type: "percent",
    discount_value: 10,
    currency: "USD",
    min_amount: 0,
    product_id: null,
    expiresInDays: 180,
  },
  {
    code: "DEMO-USD5",
    name: "USD 5 off orders over USD 50",
    nameKo: "USD 50 이상 주문 시 USD 5 할인",
    discount_type: "amount",
    discount_value: 5,
    currency: "USD",
    min_amount: 50,
    product_id: null,
    expiresInDays: 90,
  },
  {
    code: "DEMO-PRODUCT1",
    name: "15% off product 1",
    nameKo: "상품 1 전용 15% 할인",
    discount_type: "percent",
    discount_value: 15,
    currency: "USD",
    min_amount: 0,
    product_id: 1,
    expiresInDays: 60,
  },
  {
    code: "DEMO-EXPIRED",
    name: "Spring sale (expired)",
    nameKo: "봄 세일 (만료)",
    discount_type: "amount",
    discount_value: 10000,
    currency: "KRW",
    min_amount: 0,
    product_id: null,
    expiresInDays: -10,
  },
  {
    code: "DEMO-USED",
    name: "First order (used)",
    nameKo: "첫 주문 할인 (사용함)",
    discount_type: "amount",
    discount_value: 3,
    currency: "USD",
    min_amount: 0,
    product_id: null,
    expiresInDays: 30,
    used: true,
  },
];

export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY);
