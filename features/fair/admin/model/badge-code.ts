import { BadgeParamsSchema } from "@contracts/mice";

/**
 * What a scan or a typed entry holds. A badge's QR carries its code and nothing else (features/fair's
 * VisitorBadge draws `badge.code`), so the text is the code once a keyboard-wedge scanner's stray whitespace and
 * line ends are gone; anything else (a link, a code of another system) is refused before it reaches the server.
 */
export type ScannedText = { kind: "code"; code: string } | { kind: "empty" } | { kind: "foreign"; text: string };

export function readScannedText(raw: string): ScannedText {
  const text = raw.trim();
  if (text === "") return { kind: "empty" };
  const parsed = BadgeParamsSchema.safeParse({ code: text });
  return parsed.success ? { kind: "code", code: parsed.data.code } : { kind: "foreign", text };
}
