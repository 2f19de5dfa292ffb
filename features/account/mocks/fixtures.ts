import type { PageMeta } from "@contracts/envelope";
import type { Coupon, PointRow } from "@contracts/members";
import { storyCoupons } from "@blocks/shop-kit";

export { STORY_TOKEN } from "@blocks/shop-kit";

export { memberFixture } from "@blocks/member";

const reasons = [
  "Review of Jeju Olle Trail tour",
  "Booking: Seoul Lantern Festival",
  "Welcome bonus",
  "Event: spring quiz",
];

/** Twelve earning rows, newest first: two pages of ten. */
export const earnedRows: PointRow[] = Array.from({ length: 12 }, (_, i) => {
  const day = String(28 - i * 2).padStart(2, "0");
  return {
    id: 100 - i,
    kind: "earn",
    amount: 100 + i * 50,
    reason: reasons[i % reasons.length] as string,
    created_at: `2026-04-${day}T10:00:00+09:00`,
    expires_at: `2027-04-${day}T00:00:00+09:00`,
    is_valid: i !== 3,
  };
});

export const historyRows: PointRow[] = [
  {
    id: 210,
    kind: "use",
    amount: -500,
    reason: "Paid part of booking R-2026-0412",
    created_at: "2026-05-02T14:20:00+09:00",
    expires_at: null,
    is_valid: false,
  },
  {
    id: 209,
    kind: "earn",
    amount: 300,
    reason: "Review of Jeju Olle Trail tour",
    created_at: "2026-04-28T10:00:00+09:00",
    expires_at: "2027-04-28T00:00:00+09:00",
    is_valid: true,
  },
  {
    id: 208,
    kind: "refund",
    amount: 200,
    reason: "Cancelled booking R-2026-0398",
    created_at: "2026-04-20T09:10:00+09:00",
    expires_at: null,
    is_valid: false,
  },
  {
    id: 207,
    kind: "expire",
    amount: -150,
    reason: "Points from 2025 expired",
    created_at: "2026-04-01T00:00:00+09:00",
    expires_at: null,
    is_valid: false,
  },
];

export function pageOf(rows: readonly PointRow[], page: number, perPage = 10): { data: PointRow[]; meta: PageMeta } {
  const start = (page - 1) * perPage;
  return {
    data: rows.slice(start, start + perPage),
    meta: { page, per_page: perPage, total: rows.length, total_pages: Math.ceil(rows.length / perPage) },
  };
}

export const couponsFixture: Coupon[] = [
  ...storyCoupons,
  {
    id: 3,
    code: "KTX5000",
    name: "KTX transfer discount",
    discount_type: "amount",
    discount_value: 5000,
    currency: "KRW",
    min_amount: 30000,
    product_id: null,
    expires_at: "2026-08-31T23:59:59+09:00",
    used_at: "2026-05-03T11:00:00+09:00",
  },
  {
    id: 4,
    code: "NEWYEAR",
    name: "New Year coupon",
    discount_type: "amount",
    discount_value: 20,
    currency: "USD",
    min_amount: 100,
    product_id: null,
    expires_at: "2026-02-28T23:59:59+09:00",
    used_at: null,
  },
];

/** The Korean texts the server gives with `?lang=ko` (reasons and coupon names are kept in both languages). */
const KOREAN: Record<string, string> = {
  "Paid part of booking R-2026-0412": "예약 R-2026-0412에 사용",
  "Review of Jeju Olle Trail tour": "제주 올레길 투어 리뷰 적립",
  "Cancelled booking R-2026-0398": "예약 R-2026-0398 취소로 반환",
  "Points from 2025 expired": "2025년 적립 포인트 소멸",
  "Welcome coupon": "환영 쿠폰",
  "Spring festival 15%": "봄 축제 15% 할인",
  "KTX transfer discount": "KTX 환승 할인",
  "New Year coupon": "새해 쿠폰",
};

/** A text as the server answers it in `lang` (unknown texts stay as they are). */
export const inLang = (text: string, lang: string | null) => (lang === "ko" ? (KOREAN[text] ?? text) : text);
