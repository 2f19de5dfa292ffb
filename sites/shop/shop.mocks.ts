import type { Menu } from "@contracts/settings";
import { http, HttpResponse, delay } from "msw";

const menu = (id: number, title: string, path: string, children: Menu[] = []): Menu => ({
  id,
  title,
  path,
  sort_order: id,
  children,
});

/** As the server seeds them (server/platform/db/seed-data.ts), the account's own entry and its pages included. */
export const menusFixture: Record<"en" | "ko", Menu[]> = {
  en: [
    menu(9, "Home", "/main"),
    menu(1, "Festivals", "/product/search/festival/all"),
    menu(2, "Tours", "/product/search/tour/all"),
    menu(3, "Activities", "/product/search/activity/all"),
    menu(4, "Community", "/board/notice", [
      menu(41, "Notices", "/board/notice"),
      menu(42, "Events", "/board/event"),
      menu(43, "Contact us", "/board/contact-us"),
    ]),
    menu(5, "My page", "/account/my-menu", [
      menu(51, "My reservations", "/account/my-reservation"),
      menu(52, "Wishlist", "/product/wishlist"),
      menu(53, "My reviews", "/user/review"),
      menu(54, "My quotations", "/quotation"),
    ]),
  ],
  ko: [
    menu(9, "홈", "/main"),
    menu(1, "축제", "/product/search/festival/all"),
    menu(2, "투어", "/product/search/tour/all"),
    menu(3, "체험", "/product/search/activity/all"),
    menu(4, "커뮤니티", "/board/notice", [
      menu(41, "공지사항", "/board/notice"),
      menu(42, "이벤트", "/board/event"),
      menu(43, "문의하기", "/board/contact-us"),
    ]),
    menu(5, "마이페이지", "/account/my-menu", [
      menu(51, "예약 내역", "/account/my-reservation"),
      menu(52, "위시리스트", "/product/wishlist"),
      menu(53, "내 리뷰", "/user/review"),
      menu(54, "내 견적", "/quotation"),
    ]),
  ],
};

const MENUS = "/api/v1/settings/menus";

export const menusHandlers = {
  success: http.get(MENUS, ({ request }) => {
    const lang = new URL(request.url).searchParams.get("lang") === "ko" ? "ko" : "en";
    const data = menusFixture[lang];
    return HttpResponse.json({ data, meta: { lang, count: data.length } });
  }),
  empty: http.get(MENUS, () => HttpResponse.json({ data: [], meta: { lang: "en", count: 0 } })),
  error: http.get(MENUS, () =>
    HttpResponse.json({ message: "Internal server error", code: "INTERNAL_ERROR" }, { status: 500 }),
  ),
  loading: http.get(MENUS, async () => {
    await delay("infinite");
    return HttpResponse.json({ data: [], meta: {} });
  }),
};

// The front page's catalogue, answered as the server would (the site sees features only through their doors).
const ok = (data: unknown, meta: Record<string, unknown> = {}) => HttpResponse.json({ data, meta });
const product = (id: number, kind: "festival" | "tour", name: string, price: number) => ({
  id,
  kind,
  category: kind,
  region: id % 2 ? "seoul" : "jeju",
  name,
  summary: `${name}, bookable by date.`,
  // a flat colour keeps the screenshot independent of the images the server ships
  thumbnail: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="teal"/></svg>',
  )}`,
  price_from: price,
  currency: "USD",
  featured: true,
  bookable: true,
});
const featured = [
  product(1, "festival", "Jinhae Cherry Blossom Festival", 39),
  product(2, "festival", "Boryeong Mud Festival", 45),
  product(3, "tour", "Gyeongbokgung Palace Night Tour", 49),
  product(4, "tour", "Jeju Olle Trail Walk", 89.5),
];
const PRODUCTS = "/api/v1/products";
const facets = {
  categories: ["festival", "tour", "activity", "culture", "food", "wellness"].map((code, i) => ({
    code,
    count: 6 - i,
  })),
  regions: ["seoul", "busan", "jeju", "gyeonggi", "gangwon", "gyeongsang", "jeolla", "chungcheong"].map((code, i) => ({
    code,
    count: 8 - i,
  })),
};

export const catalogHandlers = {
  success: [
    http.get(PRODUCTS, ({ request }) => {
      const kind = new URL(request.url).searchParams.get("kind");
      const rows = featured.filter((p) => !kind || p.kind === kind);
      return ok(rows, { page: 1, per_page: 4, total: rows.length, total_pages: 1 });
    }),
    http.get("/api/v1/products/facets", () => ok(facets)),
    http.get("/api/v1/common/meta", () => ok({ key: "exchange_rate", meta: { krw_to_usd: 0.0007, usd_to_krw: 1465 } })),
  ],
  empty: [
    http.get(PRODUCTS, () => ok([], { page: 1, per_page: 4, total: 0, total_pages: 0 })),
    http.get("/api/v1/products/facets", () => ok(facets)),
  ],
  error: [
    http.get(PRODUCTS, () =>
      HttpResponse.json({ message: "Internal server error", code: "INTERNAL_ERROR" }, { status: 500 }),
    ),
    http.get("/api/v1/products/facets", () => ok(facets)),
  ],
  loading: [
    http.get(PRODUCTS, async () => {
      await delay("infinite");
      return ok([]);
    }),
    http.get("/api/v1/products/facets", () => ok(facets)),
  ],
};
