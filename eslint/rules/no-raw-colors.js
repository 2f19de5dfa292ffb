// Components hold no raw colours (ARCHITECTURE.md rule 4): every colour comes from a token
// (`design-system/tokens.css`, mapped to Tailwind names in `tailwind.config.ts`).
//
// Heuristic. A `#` followed by hex digits is often not a colour (`#main`, `"Order #1234"`), so a hex
// value is reported only where it can only be a colour:
//   1. the whole string is colour-shaped: `"#fff"`, `"#ff000080"` (a lone `"#abc"` anchor is flagged
//      too; `href`, `to`, `id` and `htmlFor` attributes and `href`/`hash`/`id` keys are exempt);
//   2. inside a Tailwind arbitrary value or property: `bg-[#fff]`, `shadow-[0_0_0_1px_#000]`,
//      `[color:#abc]`, `bg-[#fff]/50`;
//   3. after a colour-bearing CSS property in CSS text: `"color: #fff"`, `"border: 1px solid #000"`,
//      `"--x: #123456"`;
//   4. as (part of) the value of a colour-bearing style key or JSX attribute: `{ color: "#fff" }`,
//      `{ borderColor: x ? "#000" : "#fff" }`, `fill="#000"`, `stroke="#000"`.
// Functional colours (`rgb(`, `rgba(`, `hsl(`, `hsla(`, `hwb(`, `lab(`, `lch(`, `oklab(`, `oklch(`)
// are unambiguous and reported anywhere in a string or template, unless their arguments start with
// `var(`: `rgb(var(--ds-shadow) / 0.2)` reads a token and is fine.
//
// Token files are where raw values belong and are not checked: `tailwind.config.ts` and any
// `tokens.*` file (the option `allow` lists the globs; they are set in eslint/config.js).

const HEX = String.raw`#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})(?![0-9a-zA-Z-])`;

const WHOLE_HEX = new RegExp(String.raw`^\s*${HEX}\s*$`);
const TAILWIND_ARBITRARY = new RegExp(
  String.raw`[\w!:/.-]*(?:-\[[^\]\s]*${HEX}[^\]\s]*\]|\[[a-z-]+:[^\]\s]*${HEX}[^\]\s]*\])(?:\/\d+)?`,
);
const COLOR_PROPERTIES = String.raw`(?:color|background(?:-color|-image)?|border(?:-(?:top|right|bottom|left|block|inline)(?:-(?:start|end))?)?(?:-color)?|outline(?:-color)?|fill|stroke|box-shadow|text-shadow|caret-color|accent-color|column-rule(?:-color)?|text-decoration(?:-color)?|stop-color|flood-color|lighting-color|--[\w-]+)`;
const CSS_DECLARATION = new RegExp(String.raw`(?:^|[\s;{"'\x60])${COLOR_PROPERTIES}\s*:\s*[^;{}]*?${HEX}`);
const FUNCTIONAL = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*(?!var\()(?:[-+.\d]|none\b|from\b)/;
// The same, extended to the closing parenthesis, to show the whole call in the message.
const FUNCTIONAL_CALL = new RegExp(String.raw`${FUNCTIONAL.source}[^)]*\)?`);
const ANY_HEX = new RegExp(HEX);

// Keys and attributes whose value is a colour whenever it holds a hex value.
const COLOR_KEY = /(?:colou?r|fill|stroke|background|^bg$|border|outline|shadow|^--)/i;
// Keys and attributes whose value is a link target or id, never a colour.
const NOT_A_COLOR_KEY = new Set(["href", "to", "id", "htmlFor", "hash", "xlinkHref"]);

function keyName(node) {
  if (!node) return undefined;
  if (node.type === "Identifier" || node.type === "JSXIdentifier") return node.name;
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "JSXNamespacedName") return `${node.namespace.name}:${node.name.name}`;
  return undefined;
}

/** The object key or JSX attribute a string belongs to, walking up through ternaries, `??`, `||` and templates. */
function owningKey(node) {
  let child = node;
  let parent = node.parent;
  while (parent) {
    switch (parent.type) {
      case "ConditionalExpression":
      case "LogicalExpression":
      case "TemplateLiteral":
      case "JSXExpressionContainer":
      case "TSAsExpression":
      case "TSSatisfiesExpression":
        child = parent;
        parent = parent.parent;
        continue;
      case "Property":
        return parent.value === child ? keyName(parent.key) : undefined;
      case "JSXAttribute":
        return keyName(parent.name);
      default:
        return undefined;
    }
  }
  return undefined;
}

/** Why `text` holds a raw colour and the offending fragment, or undefined. */
function findRawColor(text, key) {
  if (key !== undefined && NOT_A_COLOR_KEY.has(key)) return undefined;
  const checks = [
    ["colour function", FUNCTIONAL_CALL],
    ["hex colour", WHOLE_HEX],
    ["Tailwind arbitrary colour", TAILWIND_ARBITRARY],
    ["hex colour in CSS", CSS_DECLARATION],
  ];
  for (const [reason, pattern] of checks) {
    const match = pattern.exec(text);
    if (match) return { reason, value: match[0].trim() };
  }
  if (key !== undefined && COLOR_KEY.test(key)) {
    const match = ANY_HEX.exec(text);
    if (match) return { reason: `hex colour in "${key}"`, value: match[0] };
  }
  return undefined;
}

/** @type {import("eslint").Rule.RuleModule} */
export const noRawColors = {
  meta: {
    type: "problem",
    docs: {
      description: "Disallow raw colour values outside the design tokens",
    },
    schema: [],
    messages: {
      raw: "Raw colour `{{value}}` ({{reason}}). Colours come from the design tokens: use a Tailwind token class (`bg-primary`, `text-foreground`) or `var(--ds-…)`; a new colour goes into design-system/tokens.css and is mapped in tailwind.config.ts.",
    },
  },
  create(context) {
    function check(node, text) {
      const found = findRawColor(text, owningKey(node));
      if (found) context.report({ node, messageId: "raw", data: found });
    }
    return {
      Literal(node) {
        if (typeof node.value === "string") check(node, node.value);
      },
      TemplateElement(node) {
        const text = node.value.cooked ?? node.value.raw;
        // A lone hex only counts as "the whole string" when the template has no expressions.
        if (node.parent.quasis.length > 1 && WHOLE_HEX.test(text)) return;
        check(node, text);
      },
      JSXText(node) {
        // Text children are copy, not styling; only a colour function is unambiguous there.
        if (FUNCTIONAL.test(node.value)) check(node, node.value);
      },
    };
  },
};
