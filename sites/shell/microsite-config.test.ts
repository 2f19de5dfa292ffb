import { describe, expect, it } from "vitest";
import { authPagesAt, micrositeAccount, micrositeFooter, micrositeNav, siteLinks } from "./microsite-config";

describe("a microsite's header and footer from its pages", () => {
  const paths = { home: "/fair", guide: "/fair/guide", news: "/fair/news", id: (n: number) => `/fair/${n}` };
  const link = siteLinks(paths, { guide: "nav.visit", news: "nav.news" });

  it("names each page of the paths once, with its label", () => {
    expect(link).toEqual({
      guide: { to: "/fair/guide", labelKey: "nav.visit" },
      news: { to: "/fair/news", labelKey: "nav.news" },
    });
  });

  it("puts the home first in the navigation, current on its own address only", () => {
    expect(micrositeNav(paths.home, [link.news, link.guide])).toEqual([
      { to: "/fair", labelKey: "nav.home", end: true },
      { to: "/fair/news", labelKey: "nav.news" },
      { to: "/fair/guide", labelKey: "nav.visit" },
    ]);
  });

  it("titles each footer column by its id in camel case, in order, and ends with the way to the shop", () => {
    expect(micrositeFooter({ "take-part": [link.guide], news: [link.news] })).toEqual([
      { id: "take-part", titleKey: "footer.takePart.title", links: [{ labelKey: "nav.visit", href: "/fair/guide" }] },
      { id: "news", titleKey: "footer.news.title", links: [{ labelKey: "nav.news", href: "/fair/news" }] },
      { id: "more", titleKey: "footer.more.title", links: [{ labelKey: "footer.more.shop", href: "/main" }] },
    ]);
  });
});

describe("a microsite's sign-in", () => {
  it("keeps the auth feature's pages under the site's base", () => {
    expect(authPagesAt("/fair")).toEqual({
      signIn: "/fair/login",
      register: "/fair/register",
      findId: "/fair/find/id",
      findPassword: "/fair/find/password",
      passwordReset: "/fair/password-reset",
    });
  });

  it("offers the header's sign-in of the site's area, with a signed-in person's own links when it has them", () => {
    const auth = { area: "member", home: "/fair/mine", signIn: "/fair/login" } as const;
    expect(micrositeAccount(auth)).toEqual({ area: "member", signIn: "/fair/login" });
    expect(micrositeAccount(auth, [{ to: "/fair/mine", labelKey: "account.myPage" }])).toEqual({
      area: "member",
      signIn: "/fair/login",
      links: [{ to: "/fair/mine", labelKey: "account.myPage" }],
    });
  });
});
