import type { CartItem } from "@contracts/cart";

export const STORY_TOKEN = "story-member-token";

/** A blank picture: the catalogue's illustrations are not part of this feature, and stories must not wait on them. */
export const BLANK_IMAGE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'/%3E";

export const cartFixture: CartItem[] = [
  {
    id: 11,
    member_id: 7,
    product_id: 31,
    product: { name: "Seoul Lantern Festival night walk", thumbnail: BLANK_IMAGE, kind: "festival" },
    options: [
      {
        id: 111,
        quantity: 2,
        currency: "USD",
        product_option: {
          id: 301,
          name: "Adult night pass",
          option_start_date: "2026-06-05",
          option_end_date: "2026-06-20",
          price: 49,
          pricing: "per_person",
          group_size: null,
          departure_times: ["10:00"],
        },
      },
      {
        id: 112,
        quantity: 2,
        currency: "USD",
        product_option: {
          id: 302,
          name: "Lantern-making class",
          option_start_date: "2026-05-29",
          option_end_date: "2026-06-12",
          price: 25.5,
          pricing: "per_person",
          group_size: null,
          departure_times: ["10:00"],
        },
      },
    ],
    // 2 travellers with 5 bags: one piece over the allowance (USD 10)
    trip: { departure_date: "2026-06-08", departure_time: "19:00", travelers: 2, luggage: 5 },
    created_at: "2026-05-10T10:00:00+09:00",
  },
  {
    id: 12,
    member_id: 7,
    product_id: 42,
    product: { name: "Jeju Olle Trail day tour", thumbnail: BLANK_IMAGE, kind: "tour" },
    options: [
      {
        id: 121,
        quantity: 3,
        currency: "KRW",
        product_option: {
          id: 401,
          name: "Course 7 with guide",
          option_start_date: "2026-07-01",
          option_end_date: "2026-08-31",
          price: 65000,
          pricing: "per_person",
          group_size: null,
          departure_times: ["10:00"],
        },
      },
    ],
    trip: { departure_date: "2026-07-03", departure_time: "09:00", travelers: 3, luggage: 6 },
    created_at: "2026-05-11T10:00:00+09:00",
  },
];
