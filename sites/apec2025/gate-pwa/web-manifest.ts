import { GATE_COLOR_TOKENS, GATE_ICONS, GATE_PAGE, GATE_SCOPE, type GateLang } from "./config.ts";

/** The installed scanner's words in one language: `gateApp` in `locales/<lang>/apec2025.json`. */
export type GateAppText = { name: string; shortName: string; description: string };

/** Reads the manifest's words from the site's messages; a missing one is a broken build. */
export function gateAppText(messages: unknown, lang: GateLang): GateAppText {
  const app = (messages as { gateApp?: Partial<Record<keyof GateAppText, unknown>> } | null)?.gateApp;
  const text = (key: keyof GateAppText) => {
    const value = app?.[key];
    if (typeof value !== "string" || !value) throw new Error(`locales/${lang}/apec2025.json needs gateApp.${key}`);
    return value;
  };
  return { name: text("name"), shortName: text("shortName"), description: text("description") };
}

/** The manifest's colours, resolved from the tokens file's first (light, default) definitions. */
export type GateColors = Record<keyof typeof GATE_COLOR_TOKENS, string>;

/** A token's value in the tokens file, following `var(--ds-…)` to the raw value; a missing one is a broken build. */
export function tokenValue(css: string, name: string, seen: readonly string[] = []): string {
  const value = new RegExp(`(?:^|[\\s;{])${name}\\s*:\\s*([^;]+);`).exec(css)?.[1]?.trim();
  if (!value || seen.includes(name)) throw new Error(`design-system/tokens.css has no value for ${name}`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  return reference ? tokenValue(css, reference, [...seen, name]) : value;
}

export const gateColors = (tokensCss: string): GateColors => ({
  theme: tokenValue(tokensCss, GATE_COLOR_TOKENS.theme),
  background: tokenValue(tokensCss, GATE_COLOR_TOKENS.background),
});

/**
 * The scanner's web app manifest in a language. One `id` for both languages: switching language is the same app,
 * not a second one to install. Its scope is the scanner's: a link elsewhere leaves the installed app's window.
 */
export function gateWebManifest(lang: GateLang, text: GateAppText, colors: GateColors) {
  return {
    id: GATE_PAGE,
    name: text.name,
    short_name: text.shortName,
    description: text.description,
    lang,
    dir: "ltr",
    start_url: GATE_PAGE,
    scope: GATE_SCOPE,
    display: "standalone",
    orientation: "portrait",
    background_color: colors.background,
    theme_color: colors.theme,
    icons: GATE_ICONS.map((icon) => ({ ...icon })),
  };
}
