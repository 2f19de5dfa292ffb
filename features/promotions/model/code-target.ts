import { targetForScannedCode } from "@contracts/promotions";

/** Where a scanned or typed code leads, or why it leads nowhere. */
export type CodeOutcome = { kind: "target"; path: string } | { kind: "empty" } | { kind: "foreign" };

/**
 * A promotion code opens `/redirect?code=`, an address or path of this site opens that page; anything else (a code
 * of another site, a stranger's address) is refused: the scanner never sends anyone off the site.
 */
export function codeOutcome(text: string, origin: string): CodeOutcome {
  if (!text.trim()) return { kind: "empty" };
  const path = targetForScannedCode(text, origin);
  return path ? { kind: "target", path } : { kind: "foreign" };
}
