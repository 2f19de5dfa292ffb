import type { ProductOption, ProductSummary } from "@contracts/catalog";
import type { AdminQuotation } from "@contracts/quotations";

export const STORY_ADMIN_TOKEN = "story-quotations-admin-token";

const item = (productId: number, optionId: number, patch: Partial<AdminQuotation["items"][number]> = {}) => ({
  product_id: productId,
  product_name: productId === 12 ? "Gyeongbokgung Palace Night Tour" : "DMZ Third Tunnel Tour",
  product_option_id: optionId,
  option_name: productId === 12 ? "Evening entry with guide" : "Morning tour with hotel pick-up",
  option_start_date: "2026-06-01",
  option_end_date: "2026-06-30",
  quantity: 2,
  unit_price: productId === 12 ? 44.1 : 76.5,
  ...patch,
});

export const quotation = (id: number, patch: Partial<AdminQuotation> = {}): AdminQuotation => ({
  id,
  quotation_number: `Q-20260515-00${id}`,
  title: "Seoul by night and the DMZ for two",
  message: "As discussed on the phone, with a small group discount.",
  currency: "USD",
  departure_date: "2026-06-05",
  departure_time: "09:00",
  travelers: 2,
  luggage: 2,
  items: [item(12, 120), item(15, 150)],
  subtotal: 241.2,
  luggage_fee: 0,
  total: 241.2,
  valid_until: "2026-05-29",
  status: "sent",
  display_status: "sent",
  can_respond: true,
  revision: 1,
  member_comment: "",
  responded_at: null,
  reservation_id: null,
  member_email: "minji@example.com",
  member_name: "Kim Minji",
  created_at: "2026-05-15T09:00:00+09:00",
  updated_at: "2026-05-15T09:00:00+09:00",
  ...patch,
});

/** Newest first. */
export const quotationsFixture: AdminQuotation[] = [
  quotation(63, {
    title: "Jeju family weekend",
    member_email: "john@example.com",
    member_name: "John Carter",
    status: "changes_requested",
    display_status: "changes_requested",
    can_respond: false,
    member_comment: "Could we leave a day later?",
    responded_at: "2026-05-16T10:00:00+09:00",
    created_at: "2026-05-15T11:00:00+09:00",
  }),
  quotation(62, {
    title: "Busan food tour",
    currency: "KRW",
    items: [item(12, 120, { unit_price: 65000 })],
    subtotal: 130000,
    total: 130000,
    status: "withdrawn",
    display_status: "withdrawn",
    can_respond: false,
    created_at: "2026-05-15T10:00:00+09:00",
  }),
  quotation(61),
];

export const productsFixture: ProductSummary[] = [
  {
    id: 15,
    kind: "tour",
    category: "tour",
    region: "gyeonggi",
    name: "DMZ Third Tunnel Tour",
    summary: "",
    thumbnail: "",
    price_from: 80,
    currency: "USD",
    featured: false,
    bookable: true,
  },
  {
    id: 12,
    kind: "tour",
    category: "culture",
    region: "seoul",
    name: "Gyeongbokgung Palace Night Tour",
    summary: "",
    thumbnail: "",
    price_from: 49,
    currency: "USD",
    featured: false,
    bookable: true,
  },
];

const option = (id: number, name: string): ProductOption => ({
  id,
  name,
  option_start_date: "2026-06-01",
  option_end_date: "2026-06-30",
  price: 49,
  currency: "USD",
  capacity: 20,
  remaining: 12,
  bookable: true,
  pricing: "per_person",
  group_size: null,
  departure_times: ["09:00"],
});

export const optionsFixture: Record<number, ProductOption[]> = {
  12: [option(120, "Evening entry with guide"), option(121, "Evening entry, no guide")],
  15: [option(150, "Morning tour with hotel pick-up")],
};
