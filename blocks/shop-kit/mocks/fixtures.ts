import type { CartItem, CartOption } from "@contracts/cart";
import type { ProductSummary } from "@contracts/catalog";
import type { Coupon } from "@contracts/members";
import type { Reservation } from "@contracts/reservations";

/** The signed-in member of the shop's stories. */
export const STORY_TOKEN = "story-member-token";

/** A blank picture: stories must not wait on the catalogue's illustrations. */
export const BLANK_IMAGE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'/%3E";

/** A product as lists show it: a bookable USD 49 tour in Seoul unless the patch says otherwise. */
export const storyProduct = (
  id: number,
  patch: Partial<ProductSummary> & Pick<ProductSummary, "name" | "thumbnail">,
): ProductSummary => ({
  id,
  kind: "tour",
  category: "tour",
  region: "seoul",
  summary: `${patch.name}: a day to remember.`,
  price_from: 49,
  currency: "USD",
  featured: false,
  bookable: true,
  ...patch,
});

/** An option in the story member's cart: priced per person unless the option says otherwise. */
export const storyCartOption = (
  id: number,
  quantity: number,
  currency: CartOption["currency"],
  option: Omit<CartOption["product_option"], "pricing" | "group_size"> &
    Partial<Pick<CartOption["product_option"], "pricing" | "group_size">>,
): CartOption => ({
  id,
  quantity,
  currency,
  product_option: { pricing: "per_person", group_size: null, ...option },
});

/** A line of the story member's cart (member 7). */
export const storyCartLine = ({ id, ...line }: Omit<CartItem, "member_id">): CartItem => ({
  id,
  member_id: 7,
  ...line,
});

/** The story member's open coupons: an amount off in USD, and a percentage off one product. */
export const storyCoupons: Coupon[] = [
  {
    id: 1,
    code: "WELCOME10",
    name: "Welcome coupon",
    discount_type: "amount",
    discount_value: 10,
    currency: "USD",
    min_amount: 50,
    product_id: null,
    expires_at: "2026-06-30T23:59:59+09:00",
    used_at: null,
  },
  {
    id: 2,
    code: "SPRING15",
    name: "Spring festival 15%",
    discount_type: "percent",
    discount_value: 15,
    currency: "KRW",
    min_amount: 0,
    product_id: 31,
    expires_at: "2026-05-31T23:59:59+09:00",
    used_at: null,
  },
];

/** The story member's booking of the lantern walk, paid by card and waiting for its payment. */
export const storyReservation: Reservation = {
  id: 501,
  reservation_number: "R-20260515-0501",
  order_id: "ORD-20260515-0501",
  status: "pending",
  status_group: "pending",
  cancel_reason: null,
  can_cancel: true,
  departed: false,
  can_review: false,
  product_name: "Seoul Lantern Festival night walk",
  thumbnail: BLANK_IMAGE,
  items: [
    {
      product_id: 31,
      product_name: "Seoul Lantern Festival night walk",
      product_option_id: 301,
      option_name: "Adult night pass",
      option_start_date: "2026-05-20",
      option_end_date: "2026-07-31",
      quantity: 2,
      unit_price: 49,
    },
  ],
  departure_date: "2026-06-10",
  departure_time: "09:00",
  travelers: 2,
  luggage: 5,
  representative_name: "Minji Kim",
  contact: "01012345678",
  passport_number: "M12345678",
  nationality: "KR",
  arrival_flight_number: "KE082",
  departure_address: "Incheon Airport Terminal 1",
  destination_address: "Lotte Hotel Seoul",
  same_as_representative: true,
  payment_method: "card",
  account_holder: "",
  bank: null,
  currency: "USD",
  subtotal: 98,
  luggage_fee: 10,
  coupon_discount: 10,
  coupon_name: "Welcome coupon",
  points_used: 1000,
  points_value: 0.7,
  total: 97.3,
  deposit_account: null,
  deposit_krw: null,
  deposit_due_at: null,
  payment_due_at: "2026-05-15T10:30:00+09:00",
  paid_at: null,
  confirmed_at: null,
  cancel_requested_at: null,
  cancelled_at: null,
  created_at: "2026-05-15T10:00:00+09:00",
};

/** A booking paid by bank transfer and waiting for it: from Kim Minji's KB account to the company's account. */
export const storyBankTransfer = {
  status: "waiting",
  payment_method: "bank_transfer",
  account_holder: "Kim Minji",
  bank: "kb",
  deposit_account: { bank: "Shinhan Bank", number: "110-555-012345", holder: "Seoul Trip Co." },
  deposit_due_at: "2026-05-18T10:00:00+09:00",
} satisfies Partial<Reservation>;
