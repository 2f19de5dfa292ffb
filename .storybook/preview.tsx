import { consoleHandlers } from "@blocks/console";
import { siteDefaults } from "@blocks/story-kit";
import type { Decorator, Preview } from "@storybook/react-vite";
import { isCommonAssetRequest } from "msw";
import { setupWorker } from "msw/browser";
import { mswLoader } from "msw-storybook-addon/csf3";
import type { i18n as I18n } from "i18next";
import { Suspense } from "react";
import { I18nextProvider } from "react-i18next";
import { SWRConfig } from "swr";
import { ConfirmHost, Toaster, confirmStore, toastStore } from "../design-system";
import "../design-system/theme.css";
// every slice of the typeface declared up front: a screenshot never catches a fallback face
import "pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css";
import { DsI18nBridge } from "../lib/i18n/ds-bridge";
import { NAMESPACES, initI18n } from "../lib/i18n/i18n";
import { configure } from "storybook/test";
import { pinStoryDate } from "./fixed-date";

pinStoryDate();
// the product's typeface in every story, as a returning visitor sees the sites (design-system/tokens.css)
document.documentElement.dataset.typeface = "ready";
// findBy* and waitFor wait up to 5 s (1 s by default): on a busy two-core machine a mocked answer and the render
// after it can take longer than a second, and a story must not fail for that
configure({ asyncUtilTimeout: 5000 });

type Theme = "lite" | "dark";
type Locale = "en" | "ko";

const themes: readonly Theme[] = ["lite", "dark"];

/**
 * The theme class goes on <html>, as on the sites (spec: the light theme is the class `lite`), so content that
 * Radix portals out of the story root is themed too. Set during render, before the first paint of the story,
 * so the a11y check and the screenshot never see the previous story's theme.
 */
const withTheme: Decorator = (Story, { globals }) => {
  const theme: Theme = globals.theme === "dark" ? "dark" : "lite";
  const root = document.documentElement;
  root.classList.remove(...themes);
  root.classList.add(theme);
  return <Story />;
};

/**
 * A fresh instance per story with every namespace of its language loaded before it renders, so screens never
 * suspend and a story that switches language cannot leak that choice into the next one.
 */
const i18nLoader = async ({ globals }: { globals: Record<string, unknown> }) => ({
  i18n: await initI18n(globals.locale === "ko" ? "ko" : "en", NAMESPACES),
});

/** The story's language, as on the sites: messages from locales/, `<html lang>` set. */
const withLocale: Decorator = (Story, { globals, loaded }) => {
  const locale: Locale = globals.locale === "ko" ? "ko" : "en";
  document.documentElement.lang = locale;
  const i18n = (loaded as { i18n?: I18n }).i18n;
  if (!i18n) return <Story />;
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>
        <DsI18nBridge>
          <Story />
        </DsI18nBridge>
      </Suspense>
    </I18nextProvider>
  );
};

/** The app-wide toast and confirm hosts, as the sites mount them (stories of the hosts themselves opt out). */
const withAppHosts: Decorator = (Story, { parameters }) => (
  <>
    <Story />
    {parameters.appHosts !== false && (
      <>
        <Toaster />
        <ConfirmHost />
      </>
    )}
  </>
);

/** A fresh SWR cache per story, so one story's mocked responses never leak into the next. */
const withFreshSwrCache: Decorator = (Story) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
    <Story />
  </SWRConfig>
);

/**
 * What a story meets where it mocks nothing itself. The worker starts with these handlers and each story's own are put
 * in front of them, so a story that answers the same call wins. An operator's story signs someone in and looks them
 * up (`GET /api/v1/admin/me`) as the site's shell does: the answer is theirs, an operator's, as on the sites. Every
 * screen that shows a price reads the exchange rates: the server's seeded row (`siteDefaults`).
 */
const storyDefaults = [...consoleHandlers(), ...siteDefaults()];

/** Requests of the page itself (modules, styles, fonts, the runner's own), which the API mocks never see. */
const isPageRequest = (request: Request) =>
  isCommonAssetRequest(request) ||
  /\.eot$|\.mdx$|sb-common-assets|__webpack_hmr|iframe.html|sb-vite|@vite|@react-refresh|\/virtual:|\.stories\./.test(
    request.url,
  );

/** A call the dev server would hand on to the API (vite.config.ts `server.proxy`). */
const isApiRequest = (request: Request) => /^\/(api|sitemap)(\/|$)/.test(new URL(request.url).pathname);

/**
 * The MSW worker, started once with the defaults above. A call of the API that no handler answers is reported as an
 * error naming it, not a warning: it goes on to the dev server's proxy, and stories must not reach a network (the
 * story needs a handler for it). Other unanswered requests are warned about, as the addon's own start does.
 */
async function startWorker() {
  const worker = setupWorker(...storyDefaults);
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (isPageRequest(request)) return;
      if (isApiRequest(request)) print.error();
      else print.warning();
    },
  });
  return worker;
}

const preview: Preview = {
  // Every story starts signed out with empty storage, no question waiting and no toast: the runner's files share
  // one page and its modules, so a token, a confirm left open (its dialog would hide the next story from the
  // accessibility tree) or a toast from an earlier story would otherwise show in the next one.
  beforeEach: () => {
    sessionStorage.clear();
    localStorage.clear();
    confirmStore.clear();
    toastStore.dismiss();
  },
  // starts the MSW worker once (startWorker) and applies `parameters.msw` handlers per story in front of the defaults
  loaders: [mswLoader(startWorker), i18nLoader],
  // the last decorator is the outermost
  decorators: [withAppHosts, withFreshSwrCache, withLocale, withTheme],
  globalTypes: {
    locale: {
      description: "Language of the story",
      toolbar: {
        title: "Locale",
        icon: "globe",
        items: [
          { value: "en", title: "English" },
          { value: "ko", title: "한국어" },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: "Colour theme (class on <html>)",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [
          { value: "lite", title: "Lite" },
          { value: "dark", title: "Dark" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "en", theme: "lite" },
  parameters: {
    options: {
      storySort: { order: ["Introduction", "Foundations", "Design System", "Features", "Sites"] },
    },
    // an accessibility violation fails the story's test, not just a panel entry
    // Under test only the violations are looked at: axe then skips building selectors and markup for the passed
    // and inapplicable nodes, the slowest part of its run (the panel keeps the full results).
    a11y: { test: "error", ...(import.meta.env.MODE === "test" ? { options: { resultTypes: ["violations"] } } : {}) },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
