import type { AppConfig } from "@contracts/app-config";

/** Spec, Root: the medical mart host lands on /sitmmt, the summit tour host on /apec2025korea, every other on /main. */
export function landingPath(host: string, config: Pick<AppConfig, "martHosts" | "summitHosts">): string {
  const name = host.toLowerCase().replace(/:\d+$/, "");
  if (config.martHosts.some((h) => h.toLowerCase() === name)) return "/sitmmt";
  if (config.summitHosts.some((h) => h.toLowerCase() === name)) return "/apec2025korea";
  return "/main";
}
