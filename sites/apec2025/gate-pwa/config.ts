/**
 * The installable check-in scanner (issue 23, ADR 0028): its addresses and what its worker keeps for offline use.
 * Read by the browser and by the build (vite.config.ts), so it imports nothing: the build loads it without the
 * project's aliases.
 */

/** The staff scanner's page: the one page the gate's worker answers for. */
export const GATE_PAGE = "/apec2025/qrcode";

/**
 * The worker's scope: the scanner, and below it the tickets' own pages (`/apec2025/qrcode/{token}`), which the
 * worker leaves to the network. No other page of the product is ever controlled by it.
 */
export const GATE_SCOPE = GATE_PAGE;

/** The worker script, inside the site's folder: without a `Service-Worker-Allowed` header it can claim no more. */
export const GATE_WORKER_URL = "/apec2025/gate-sw.js";

export const GATE_LANGS = ["en", "ko"] as const;
export type GateLang = (typeof GATE_LANGS)[number];

/** The web app manifest in a language (written by the build from `locales/<lang>/apec2025.json`). */
export const gateManifestUrl = (lang: GateLang) => `/apec2025/gate.${lang}.webmanifest`;

/** The manifest's icons under public/ (PNG at 192 and 512 for installation, a full-bleed one for masks). */
export const GATE_ICONS = [
  { src: "/icons/apec2025-gate-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/apec2025-gate-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/apec2025-gate-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

/**
 * The design tokens the installed app's title bar and splash screen take (design-system/tokens.css, light theme):
 * a manifest holds colours, not references, so the build resolves them.
 */
export const GATE_COLOR_TOKENS = { theme: "--ds-primary", background: "--ds-surface" } as const;

/**
 * The message namespaces the scanner's screens load, in both languages (a device may switch language offline). A
 * namespace the build does not find is skipped.
 */
export const GATE_NAMESPACES = ["apec2025", "tours", "tour-gate"] as const;

/**
 * The scanner's own code, by source folder or file-name start: the chunks holding it and everything it loads on
 * demand are kept. The site's other pages (courses, booking, payment) are not.
 */
export const GATE_SOURCES = ["sites/apec2025/gate-", "features/tour-gate/", "blocks/qr-scanner/"] as const;

/**
 * What the scanner's page runs besides its own code: the boot script and the shell it loads (each followed by its
 * static imports), the
 * language start bundles, the site's routes, the signed-in operator's lookup, and the parts the shell loads on
 * demand while a page is shown (toasts, confirmations, the error and not-found screens, the header's language
 * select). Source paths; each must exist (a unit test checks), so a moved file cannot silently drop out.
 */
export const GATE_SHELL_MODULES = [
  "sites/boot.ts",
  "sites/main.tsx",
  "lib/i18n/start-bundles/en.ts",
  "lib/i18n/start-bundles/ko.ts",
  "sites/apec2025/routes.tsx",
  "lib/session/current-user.ts",
  "design-system/components/toast/index.ts",
  "design-system/components/confirm-dialog/index.ts",
  "sites/shell/not-found-screen.tsx",
  "sites/shell/unexpected-error-screen.tsx",
  "design-system/components/language-select/language-select.tsx",
] as const;

/** Public files the installed scanner shows (its icons and the site's), kept with the page. */
export const GATE_PUBLIC_FILES = ["/icons/apec2025.svg", ...GATE_ICONS.map((icon) => icon.src)] as const;
