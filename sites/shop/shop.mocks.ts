import type { Menu } from "@contracts/settings";
import { http, HttpResponse, delay } from "msw";

type Lang = "en" | "ko";
/** A menu entry with its title in both languages. */
type SeedMenu = { id: number; title: Record<Lang, string>; path: string; children: SeedMenu[] };

const menu = (id: number, [en, ko]: [string, string], path: string, children: SeedMenu[] = []): SeedMenu => ({
  id,
  title: { en, ko },
  path,
  children,
});

/** As the server seeds them (server/platform/db/seed-data.ts), the account's own entry and its pages included. */
const MENUS_SEED: SeedMenu[] = [
  menu(9, ["Home", "홈"], "/main"),
  menu(1, ["Festivals", "축제"], "/product/search/festival/all"),
  menu(2, ["Tours", "투어"], "/product/search/tour/all"),
  menu(3, ["Activities", "체험"], "/product/search/activity/all"),
  menu(4, ["Community", "커뮤니티"], "/board/notice", [
    menu(41, ["Notices", "공지사항"], "/board/notice"),
    menu(42, ["Events", "이벤트"], "/board/event"),
    menu(43, ["Contact us", "문의하기"], "/board/contact-us"),
  ]),
  menu(5, ["My page", "마이페이지"], "/account/my-menu", [
    menu(51, ["My reservations", "예약 내역"], "/account/my-reservation"),
    menu(52, ["Wishlist", "위시리스트"], "/product/wishlist"),
    menu(53, ["My reviews", "내 리뷰"], "/user/review"),
    menu(54, ["My quotations", "내 견적"], "/quotation"),
  ]),
];

/** A seeded entry as the menus endpoint answers it in one language. */
const inLang =
  (lang: Lang) =>
  ({ id, title, path, children }: SeedMenu): Menu => ({
    id,
    title: title[lang],
    path,
    sort_order: id,
    children: children.map(inLang(lang)),
  });

export const menusFixture: Record<Lang, Menu[]> = {
  en: MENUS_SEED.map(inLang("en")),
  ko: MENUS_SEED.map(inLang("ko")),
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
