import type { AppConfig } from "@contracts/app-config";

/** Spec, Root: the medical mart host lands on /sitmmt, the summit tour host on /apec2025korea, every other on /main. */
export function landingPath(host: string, config: Pick<AppConfig, "martHosts" | "summitHosts">): string {
  const name = host.toLowerCase().replace(/:\d+$/, "");
  if (config.martHosts.some((h) => h.toLowerCase() === name)) return "/sitmmt";
  if (config.summitHosts.some((h) => h.toLowerCase() === name)) return "/apec2025korea";
  return "/main";
}

/**
 * Spec, summit tour: `/apec2025korea` on any other host moves to the summit tour host (same path, query and port,
 * so it also works on `*.localhost` in development). Null when the page is already where it belongs.
 */
export function summitHostRedirect(
  location: Pick<Location, "protocol" | "hostname" | "port" | "pathname" | "search" | "hash">,
  config: Pick<AppConfig, "summitHosts">,
): string | null {
  const target = config.summitHosts[0];
  const onSummitPath = location.pathname === "/apec2025korea" || location.pathname.startsWith("/apec2025korea/");
  if (!target || !onSummitPath) return null;
  if (config.summitHosts.some((h) => h.toLowerCase() === location.hostname.toLowerCase())) return null;
  const port = location.port ? `:${location.port}` : "";
  return `${location.protocol}//${target}${port}${location.pathname}${location.search}${location.hash}`;
}

/** Spec, page behaviour: leaving the medical mart for the main shop or the root reloads the page in full. */
export function needsFullReload(fromPath: string, toPath: string): boolean {
  const fromMart = fromPath === "/sitmmt" || fromPath.startsWith("/sitmmt/");
  const toMain = toPath === "/" || toPath === "/main" || toPath.startsWith("/main/");
  return fromMart && toMain;
}
