import type { CartItem } from "@contracts/cart";
import { BLANK_IMAGE, storyCartLine, storyCartOption } from "@blocks/shop-kit";

export { BLANK_IMAGE, STORY_TOKEN } from "@blocks/shop-kit";

export const cartFixture: CartItem[] = [
  storyCartLine({
    id: 11,
    product_id: 31,
    product: { name: "Seoul Lantern Festival night walk", thumbnail: BLANK_IMAGE, kind: "festival" },
    options: [
      storyCartOption(111, 2, "USD", {
        id: 301,
        name: "Adult night pass",
        option_start_date: "2026-06-05",
        option_end_date: "2026-06-20",
        price: 49,
        departure_times: ["10:00"],
      }),
      storyCartOption(112, 2, "USD", {
        id: 302,
        name: "Lantern-making class",
        option_start_date: "2026-05-29",
        option_end_date: "2026-06-12",
        price: 25.5,
        departure_times: ["10:00"],
      }),
    ],
    // 2 travellers with 5 bags: one piece over the allowance (USD 10)
    trip: { departure_date: "2026-06-08", departure_time: "19:00", travelers: 2, luggage: 5 },
    created_at: "2026-05-10T10:00:00+09:00",
  }),
  storyCartLine({
    id: 12,
    product_id: 42,
    product: { name: "Jeju Olle Trail day tour", thumbnail: BLANK_IMAGE, kind: "tour" },
    options: [
      storyCartOption(121, 3, "KRW", {
        id: 401,
        name: "Course 7 with guide",
        option_start_date: "2026-07-01",
        option_end_date: "2026-08-31",
        price: 65000,
        departure_times: ["10:00"],
      }),
    ],
    trip: { departure_date: "2026-07-03", departure_time: "09:00", travelers: 3, luggage: 6 },
    created_at: "2026-05-11T10:00:00+09:00",
  }),
];
