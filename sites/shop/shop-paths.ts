import { ANY } from "@contracts/catalog-paths";

/** The shop's booking addresses (spec point 2), handed to the screens, which hard-code none (rule 3). */
export const SHOP_PATHS = {
  home: "/main",
  search: (category: string = ANY, region: string = ANY, keyword?: string) =>
    `/product/search/${encodeURIComponent(category)}/${encodeURIComponent(region)}${
      keyword ? `?keyword=${encodeURIComponent(keyword)}` : ""
    }`,
  product: (id: number) => `/product/detail/${id}`,
  wishlist: "/product/wishlist",
  cart: "/product/shopping-cart",
  reservation: "/purchase/reservation",
  reservationStep: (step: string) => `/purchase/reservation/${step}`,
  reservationDetail: (id: number) => `/purchase/reservation-detail/${id}`,
  paymentComplete: (id: number) => `/purchase/payment-complete/${id}`,
  myReservations: "/account/my-reservation",
} as const;
