import { ticketTokenIn } from "@contracts/tours";

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * SHA-256 of a ticket's token, base64url without padding: exactly what the server puts in a departure's offline list
 * (`sha256` of server/platform/crypto.ts over the token itself, never the ticket page's address).
 */
export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return base64url(new Uint8Array(digest));
}

/** What a scanner read, as the offline list knows it: the token's hash, or null for anything that is not a ticket. */
export async function scannedHash(scanned: string): Promise<string | null> {
  const token = ticketTokenIn(scanned);
  return token ? tokenHash(token) : null;
}
