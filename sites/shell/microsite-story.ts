import { expect, userEvent, waitFor, within } from "storybook/test";
import { AppAt } from "./app-at";

/** What a visitor sees on a microsite's home page, in one language. */
export type MicrositeHomeExpectation = {
  heading: string;
  navLabel: string;
  /** The navigation's home link, current on the home page. */
  homeLink: string;
  footerLink: { name: string; href: string };
  documentTitle: string;
  /** The header's sign-in link, for sites with sign-in. */
  signIn?: { name: string; href: string };
};

/**
 * The header's navigation as a person finds it: in the bar, or, on a site that keeps its links behind the menu
 * button below its widest header (the story page is narrower), in the menu the button opens. Once open, the menu's
 * links and the account's controls are in the banner for what follows.
 */
export async function headerNav(canvasElement: HTMLElement, navLabel: string): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  const bar = canvas.queryByRole("navigation", { name: navLabel });
  if (bar) return bar;
  const banner = within(canvas.getByRole("banner"));
  const toggle = banner
    .getAllByRole("button")
    .find((button) => button.hasAttribute("aria-controls") && button.getAttribute("aria-expanded") === "false");
  if (toggle) await userEvent.click(toggle);
  return banner.findByRole("navigation");
}

/** The play function of a microsite home story: heading, current navigation, footer link, sign-in and title. */
export function playMicrositeHome(expected: MicrositeHomeExpectation) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: expected.heading }, { timeout: 5000 }),
    ).toBeVisible();
    const nav = await headerNav(canvasElement, expected.navLabel);
    await expect(within(nav).getByRole("link", { name: expected.homeLink })).toHaveAttribute("aria-current", "page");
    const footer = canvas.getByRole("contentinfo");
    await expect(within(footer).getByRole("link", { name: expected.footerLink.name })).toHaveAttribute(
      "href",
      expected.footerLink.href,
    );
    if (expected.signIn) {
      const banner = canvas.getByRole("banner");
      await expect(within(banner).getByRole("link", { name: expected.signIn.name })).toHaveAttribute(
        "href",
        expected.signIn.href,
      );
    }
    await waitFor(() => expect(document.title).toBe(expected.documentTitle));
  };
}

/**
 * The words a microsite's home page shows in one language, beyond what every microsite shares: its heading, its
 * navigation's label and the document title.
 */
export type MicrositeHomeWords = readonly [heading: string, navLabel: string, documentTitle: string];

/** The shared words of every microsite home, per language: the home link, the footer's way back, the sign-in. */
const SHARED_WORDS = {
  en: { homeLink: "Home", footerLink: { name: "Travel shop", href: "/main" }, signIn: "Sign in" },
  ko: { homeLink: "홈", footerLink: { name: "여행 쇼핑몰", href: "/main" }, signIn: "로그인" },
} as const;

/** The frame of a microsite's home stories (title and tags stay with each story file): the whole app at the site's home. */
export function micrositeMeta(path: string) {
  return { component: AppAt, args: { path }, parameters: { layout: "fullscreen" } };
}

/**
 * The two home stories every microsite has, English (`Default`) and Korean, each with the play of
 * `playMicrositeHome`. `signInHref` for sites with sign-in; `footerLink` where the footer leads elsewhere than the
 * travel shop.
 */
export function micrositeHomeStories(site: {
  en: MicrositeHomeWords;
  ko: MicrositeHomeWords;
  signInHref?: string;
  footerLink?: { en: string; ko: string; href: string };
}) {
  const expectation = (lang: "en" | "ko"): MicrositeHomeExpectation => {
    const shared = SHARED_WORDS[lang];
    const [heading, navLabel, documentTitle] = site[lang];
    return {
      heading,
      navLabel,
      documentTitle,
      homeLink: shared.homeLink,
      footerLink: site.footerLink ? { name: site.footerLink[lang], href: site.footerLink.href } : shared.footerLink,
      ...(site.signInHref ? { signIn: { name: shared.signIn, href: site.signInHref } } : {}),
    };
  };
  return {
    Default: { play: playMicrositeHome(expectation("en")) },
    Korean: { globals: { locale: "ko" }, play: playMicrositeHome(expectation("ko")) },
  };
}
