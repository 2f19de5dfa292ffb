/**
 * The page to return to after sign-in, from a `redirect` query value: only a path on this site, never another
 * origin (`//evil.example`, `https://...`, `javascript:`), so the parameter cannot be used to send people away.
 */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}

/** The sign-in address of an area with the page to come back to. */
export function signInUrl(signInPath: string, returnTo: string): string {
  return `${signInPath}?redirect=${encodeURIComponent(returnTo)}`;
}
