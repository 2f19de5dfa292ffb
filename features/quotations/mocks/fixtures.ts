import type { Quotation } from "@contracts/quotations";

export { STORY_TOKEN } from "@blocks/shop-kit";

/** An open quotation: two dated options for two travellers, five bags (one over the allowance). */
export const sentQuotation: Quotation = {
  id: 61,
  quotation_number: "Q-20260515-0061",
  title: "Seoul by night and the DMZ for two",
  message: "As discussed on the phone: the palace night walk and the DMZ morning tour, with a small group discount.",
  currency: "USD",
  departure_date: "2026-06-05",
  departure_time: "09:00",
  travelers: 2,
  luggage: 5,
  items: [
    {
      product_id: 12,
      product_name: "Gyeongbokgung Palace Night Tour",
      product_option_id: 120,
      option_name: "Evening entry with guide",
      option_start_date: "2026-06-05",
      option_end_date: "2026-06-05",
      quantity: 2,
      unit_price: 44.1,
    },
    {
      product_id: 15,
      product_name: "DMZ Third Tunnel Tour",
      product_option_id: 150,
      option_name: "Morning tour with hotel pick-up",
      option_start_date: "2026-06-06",
      option_end_date: "2026-06-06",
      quantity: 2,
      unit_price: 76.5,
    },
  ],
  subtotal: 241.2,
  luggage_fee: 10,
  total: 251.2,
  valid_until: "2026-05-29",
  status: "sent",
  display_status: "sent",
  can_respond: true,
  revision: 1,
  member_comment: "",
  responded_at: null,
  reservation_id: null,
  created_at: "2026-05-15T09:00:00+09:00",
  updated_at: "2026-05-15T09:00:00+09:00",
};

/** The operator's second version: a cheaper DMZ option. */
export const revisedQuotation: Quotation = {
  ...sentQuotation,
  revision: 2,
  items: [
    sentQuotation.items[0] as Quotation["items"][number],
    { ...(sentQuotation.items[1] as Quotation["items"][number]), unit_price: 70 },
  ],
  subtotal: 228.2,
  total: 238.2,
  updated_at: "2026-05-15T09:40:00+09:00",
};

const answered = (patch: Partial<Quotation>): Quotation => ({
  ...sentQuotation,
  can_respond: false,
  responded_at: "2026-05-14T16:20:00+09:00",
  ...patch,
});

export const quotations = {
  sent: sentQuotation,
  accepted: answered({
    id: 60,
    quotation_number: "Q-20260510-0060",
    title: "Busan food and the Gamcheon village",
    status: "accepted",
    display_status: "accepted",
    reservation_id: 640,
  }),
  changesRequested: answered({
    id: 59,
    quotation_number: "Q-20260508-0059",
    title: "Jeju in three days",
    status: "changes_requested",
    display_status: "changes_requested",
    member_comment: "Could we start one day later?",
  }),
  declined: answered({
    id: 58,
    quotation_number: "Q-20260503-0058",
    title: "Palace and DMZ, long weekend",
    status: "declined",
    display_status: "declined",
    member_comment: "We have changed our travel dates, thank you.",
  }),
  withdrawn: answered({
    id: 57,
    quotation_number: "Q-20260501-0057",
    title: "Seoraksan hiking for four",
    status: "withdrawn",
    display_status: "withdrawn",
    responded_at: null,
  }),
  expired: answered({
    id: 56,
    quotation_number: "Q-20260425-0056",
    title: "Spring palace walk for two",
    valid_until: "2026-05-12",
    display_status: "expired",
    responded_at: null,
  }),
} satisfies Record<string, Quotation>;

export const allQuotations: Quotation[] = Object.values(quotations);
