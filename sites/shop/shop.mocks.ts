import type { Menu } from "@contracts/settings";
import { http, HttpResponse, delay } from "msw";

const menu = (id: number, title: string, path: string, children: Menu[] = []): Menu => ({
  id,
  title,
  path,
  sort_order: id,
  children,
});

export const menusFixture: Record<"en" | "ko", Menu[]> = {
  en: [
    menu(1, "Festivals", "/product/search/festival/all"),
    menu(2, "Tours", "/product/search/tour/all"),
    menu(3, "Option tickets", "/product/search/ticket/all"),
    menu(4, "Community", "/board/notice", [
      menu(41, "Notices", "/board/notice"),
      menu(42, "Events", "/board/event"),
      menu(43, "Contact us", "/board/contact-us"),
    ]),
  ],
  ko: [
    menu(1, "축제", "/product/search/festival/all"),
    menu(2, "투어", "/product/search/tour/all"),
    menu(3, "옵션 티켓", "/product/search/ticket/all"),
    menu(4, "커뮤니티", "/board/notice", [
      menu(41, "공지사항", "/board/notice"),
      menu(42, "이벤트", "/board/event"),
      menu(43, "문의하기", "/board/contact-us"),
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
