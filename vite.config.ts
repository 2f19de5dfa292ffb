import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { type Plugin, defineConfig } from "vite";
import { appConfigFromEnv } from "./contracts/app-config.ts";

const root = path.dirname(fileURLToPath(import.meta.url));
const at = (p: string) => path.join(root, p);

/** The same aliases as tsconfig.json `paths`; `@features/<f>` resolves to the feature's only door, its index.ts. */
export const aliases = [
  { find: /^@ds$/, replacement: at("design-system/index.ts") },
  { find: /^@ds\/(.*)$/, replacement: at("design-system/$1") },
  { find: /^@lib\/(.*)$/, replacement: at("lib/$1") },
  { find: /^@contracts\/(.*)$/, replacement: at("contracts/$1") },
  { find: /^@blocks\/([^/]+)$/, replacement: at("blocks/$1/index.ts") },
  // an operators' part with its own door (features/<f>/admin/index.ts): guests never download it
  { find: /^@features\/([^/]+)\/admin$/, replacement: at("features/$1/admin/index.ts") },
  { find: /^@features\/([^/]+)$/, replacement: at("features/$1/index.ts") },
  { find: /^@locales\/(.*)$/, replacement: at("locales/$1") },
];

/** In development, writes the runtime configuration into index.html as the server does in production. */
function appConfigTag(): Plugin {
  return {
    name: "app-config-tag",
    apply: "serve",
    transformIndexHtml: (html) =>
      html.replace(
        /<script id="app-config" type="application\/json">[\s\S]*?<\/script>/,
        () =>
          `<script id="app-config" type="application/json">${JSON.stringify(appConfigFromEnv(process.env)).replaceAll("<", "\\u003c")}</script>`,
      ),
  };
}

/**
 * The pieces every site's first screen runs beyond the shell (ADR 0011): the class helpers, the icon base and the
 * few icons of every header, the button, field and input, the language and account controls, the page-title hook,
 * the sign-in pages' routes, the current user's and the menus' loaders, the board's door.
 * Left to the default splitting each is its own file (a dozen requests of 0.2-9 kB, each one more round trip on a
 * phone); as one file they cost one. Only modules the shell does not run may be listed, or the shell would import
 * this file too; `npm run bench` prints the requests before the first paint and a unit test keeps every pattern
 * matching a file.
 */
export const SITE_KIT: readonly RegExp[] = [
  /node_modules[\\/](clsx|tailwind-merge|class-variance-authority)[\\/]/,
  /node_modules[\\/]@radix-ui[\\/]react-(slot|compose-refs)[\\/]/,
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](shared[\\/]|context\.mjs|Icon\.mjs|createLucideIcon\.mjs)/,
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](chevron-down|external-link|circle-exclamation-point|x|menu)\.mjs$/,
  /design-system[\\/]lib[\\/]cn\.ts$/,
  /design-system[\\/]components[\\/](button|button-link|field|icon-button|input)[\\/][^\\/]+(?<!\.stories|\.test)\.tsx?$/,
  // every site's header and footer frame (the shop's too, since its header collapses into a menu on phones)
  /design-system[\\/]components[\\/]site-(header|footer)[\\/][^\\/]+(?<!\.stories|\.test)\.tsx$/,
  /design-system[\\/]components[\\/](language-select[\\/](language-select-lazy|language-flag)|select[\\/]lazy-select)\.tsx$/,
  /[\\/]lib[\\/](document[\\/]use-document-meta|session[\\/](use-session|current-user)|http[\\/]parser)\.ts$/,
  /[\\/]lib[\\/]settings[\\/]use-menus\.ts$/,
  /sites[\\/]shell[\\/](language-switch|account-action|with-messages|auth-routes)\.tsx?$/,
  // the board's door (its loaders and address helpers): the shop, the mart, the tour and the event site route to it
  /features[\\/]board[\\/](index|model[\\/]board-query)\.ts$/,
  // the contracts' constants without the schema library (SCHEMAS below names them; they must not stay in a site's
  // chunk, or every reader of the schemas would download that site)
  /contracts[\\/](payment-methods|catalog-paths|shop-calendar|board-types)\.ts$/,
];

/** The frame the microsites share (their layout and home page): the shop never downloads it. */
export const MICROSITE_FRAME: readonly RegExp[] = [/sites[\\/]shell[\\/]microsite-(layout|home)\.tsx$/];

/**
 * The small display pieces most screens show (skeletons, cards, badges, prices, empty states, pages of a list, the
 * notice of a part that failed to load, a form's own message) and the icons they and the lists use: one file the
 * first screen with a list downloads, instead of one per piece.
 */
export const UI_COMMON: readonly RegExp[] = [
  /design-system[\\/]components[\\/](skeleton|card|badge|empty-state|pagination|price|load-error-notice|form-message)[\\/][^\\/]+(?<!\.stories|\.test)\.tsx?$/,
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](calendar-x|coins|inbox|megaphone|shopping-cart|ticket-percent|ticket|chevrons?-(left|right)|heart|search|calendar-days|file-text|log-in|circle-check|info)\.mjs$/,
  /[\\/]lib[\\/](format[\\/]format|http[\\/]failure-text)\.ts$/,
];

/**
 * The catalogue's cards, prices and wishlist hearts: the shop's front page at once. Not the contracts they read:
 * other features share those, and a group's module keeps its dependencies where they are, so a shared contract
 * here would make its other readers download this file.
 */
export const CATALOG_KIT: readonly RegExp[] = [
  /features[\\/](catalog|wishlist)[\\/](api|components|model)[\\/][^\\/]+(?<!\.stories|\.test)\.tsx?$/,
  /[\\/]lib[\\/]settings[\\/]use-exchange-rates\.ts$/,
];

/**
 * The schema library with the contracts most screens read (the answer envelope, fields, settings, money, the
 * catalogue, reservations, the wishlist and the boards): one file instead of eight on the first screen that parses
 * an answer. Their constant-only imports are in SITE_KIT; the shell's (site-map) are in the shell.
 */
export const SCHEMAS: readonly RegExp[] = [
  /node_modules[\\/]zod[\\/]/,
  /contracts[\\/](envelope|fields|settings|money|catalog|reservations|wishlist|boards)\.ts$/,
];

const matchesAny = (patterns: readonly RegExp[]) => (id: string) => patterns.some((pattern) => pattern.test(id));

/** The groups above as the bundler takes them: name, patterns, priority (the kit and frame win over the rest). */
const APP_GROUPS: readonly (readonly [string, readonly RegExp[], number])[] = [
  ["site-kit", SITE_KIT, 2],
  ["microsite-frame", MICROSITE_FRAME, 2],
  ["schemas", SCHEMAS, 1],
  ["ui-common", UI_COMMON, 1],
  ["catalog-kit", CATALOG_KIT, 1],
];

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), appConfigTag()],
  resolve: { alias: aliases },
  // a separate cache lets two test runs share the machine without invalidating each other's optimised deps
  cacheDir: process.env.VITE_CACHE_DIR ?? "node_modules/.vite",
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json maps each built chunk to its source, so tests can prove which site's code a page loaded
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // the libraries every page runs before its first paint, as one file: left to the default splitting
            // they arrive as six small chunks (react, its JSX runtime, the store shim, i18n hooks...), each a request
            {
              name: "runtime",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|swr|use-sync-external-store|dequal)[\\/]/,
              priority: 3,
            },
            // their dependencies stay where they are: the shell's own modules (the session store, the HTTP client)
            // must not be pulled into these files, or the shell would download the microsite frame
            ...APP_GROUPS.map(([name, patterns, priority]) => ({
              name,
              test: matchesAny(patterns),
              priority,
              includeDependenciesRecursively: false,
            })),
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { "/api": apiTarget, "/sitemap": apiTarget },
  },
});
