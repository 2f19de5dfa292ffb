import type { ReactNode } from "react";
import tokensCss from "../tokens.css?raw";

type Token = { name: string; value: string; comment?: string };

/** Reads the custom properties of one block of tokens.css (`:root`, `.lite` or `.dark`): the page never drifts. */
export function parseTokens(css: string, selector: ":root" | ".lite" | ".dark" = ":root"): Token[] {
  // comments go first: a comment before a selector may itself hold commas and braces-free prose
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const blocks = [...plain.matchAll(/([^{}]+)\{([^{}]*)\}/g)].filter(([, sel]) =>
    (sel ?? "")
      .split(",")
      .map((s) => s.trim())
      .includes(selector),
  );
  const tokens: Token[] = [];
  for (const [, , body] of blocks) {
    for (const m of (body ?? "").matchAll(/--ds-([\w-]+):\s*([^;]+);/g)) {
      tokens.push({ name: `--ds-${m[1]}`, value: (m[2] ?? "").replace(/\s+/g, " ").trim() });
    }
  }
  return tokens;
}

const all = parseTokens(tokensCss, ":root");
const byPrefix = (prefix: string) => all.filter((t) => t.name.startsWith(prefix));

const SEMANTIC_COLOURS = [
  "surface",
  "foreground",
  "muted",
  "muted-foreground",
  "border",
  "input",
  "hover",
  "focus",
  "primary",
  "primary-hover",
  "primary-foreground",
  "secondary",
  "secondary-foreground",
  "danger",
  "danger-hover",
  "danger-foreground",
  "toast-success",
  "toast-error",
  "toast-info",
  "toast-warning",
  "toast-foreground",
];

function Swatch({ token }: { token: Token }) {
  return (
    <div className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="inline-block size-10 shrink-0 rounded-md border border-border"
        style={{ background: `var(${token.name})` }}
      />
      <span className="text-sm">
        <code className="font-mono">{token.name}</code>
        <br />
        <span className="text-muted-foreground">{token.value}</span>
      </span>
    </div>
  );
}

/** Semantic colours as the active theme resolves them (switch the toolbar theme to see dark). */
export function ColourTokens() {
  const tokens = SEMANTIC_COLOURS.map((name) => all.find((t) => t.name === `--ds-${name}`)).filter(
    (t): t is Token => t !== undefined,
  );
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tokens.map((t) => (
        <Swatch key={t.name} token={t} />
      ))}
    </div>
  );
}

/** The raw palette: the only place colour values are written. */
export function PaletteTokens() {
  const palette = all.filter((t) => /^--ds-(white|black|neutral|gray|teal|green|red|blue|orange)/.test(t.name));
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {palette.map((t) => (
        <Swatch key={t.name} token={t} />
      ))}
    </div>
  );
}

function TokenTable({ tokens, preview }: { tokens: Token[]; preview?: (t: Token) => ReactNode }) {
  return (
    <table className="w-full border-collapse text-sm">
      <thead>
        <tr className="border-b border-border text-left">
          <th className="py-2 pr-4">Token</th>
          <th className="py-2 pr-4">Value</th>
          {preview && <th className="py-2">Preview</th>}
        </tr>
      </thead>
      <tbody>
        {tokens.map((t) => (
          <tr key={t.name} className="border-b border-border">
            <td className="py-2 pr-4 font-mono">{t.name}</td>
            <td className="py-2 pr-4 text-muted-foreground">{t.value}</td>
            {preview && <td className="py-2">{preview(t)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RadiusTokens() {
  return (
    <TokenTable
      tokens={byPrefix("--ds-radius")}
      preview={(t) => (
        <span className="inline-block size-10 border-2 border-foreground" style={{ borderRadius: `var(${t.name})` }} />
      )}
    />
  );
}

export function ShadowTokens() {
  return (
    <TokenTable
      tokens={byPrefix("--ds-shadow")}
      preview={(t) => (
        <span className="inline-block h-10 w-16 rounded-md bg-surface" style={{ boxShadow: `var(${t.name})` }} />
      )}
    />
  );
}

export function LayerTokens() {
  return <TokenTable tokens={byPrefix("--ds-z")} />;
}

export function MotionTokens() {
  return <TokenTable tokens={[...byPrefix("--ds-duration"), ...byPrefix("--ds-ease"), ...byPrefix("--ds-toast")]} />;
}

export function FontTokens() {
  return (
    <TokenTable
      tokens={byPrefix("--ds-font")}
      preview={(t) => <span style={{ fontFamily: `var(${t.name})` }}>Seoul 서울 여행 2026</span>}
    />
  );
}

const TYPE_SCALE = [
  ["text-xs", "0.75rem"],
  ["text-sm", "0.875rem"],
  ["text-base", "1rem"],
  ["text-lg", "1.125rem"],
  ["text-xl", "1.25rem"],
  ["text-2xl", "1.5rem"],
  ["text-3xl", "1.875rem"],
  ["text-4xl", "2.25rem"],
] as const;

/** Tailwind's type scale as the product uses it: body text is text-sm/base, page titles text-3xl. */
export function TypeScale() {
  return (
    <div className="space-y-3">
      {TYPE_SCALE.map(([cls, size]) => (
        <div key={cls} className="flex items-baseline gap-4">
          <code className="w-24 shrink-0 font-mono text-xs text-muted-foreground">
            {cls} · {size}
          </code>
          <span className={cls}>Festivals in Korea · 한국의 축제</span>
        </div>
      ))}
    </div>
  );
}

const SPACING = [1, 2, 3, 4, 6, 8, 10, 12, 16];

/** Tailwind's spacing scale (steps of 0.25rem); layouts use 4, 6 and 8 most. */
export function SpacingScale() {
  return (
    <div className="space-y-2">
      {SPACING.map((step) => (
        <div key={step} className="flex items-center gap-4">
          <code className="w-28 shrink-0 font-mono text-xs text-muted-foreground">
            {step} · {step * 0.25}rem
          </code>
          <span className="h-3 bg-primary" style={{ width: `${step * 0.25}rem` }} />
        </div>
      ))}
    </div>
  );
}
