import { expect, waitFor, within } from "storybook/test";

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

/** The play function of a microsite home story: heading, current navigation, footer link, sign-in and title. */
export function playMicrositeHome(expected: MicrositeHomeExpectation) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: expected.heading }, { timeout: 5000 }),
    ).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: expected.navLabel });
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
