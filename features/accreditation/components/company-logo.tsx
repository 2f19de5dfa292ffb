import type { MartFile } from "@contracts/mart";
import { cn } from "@ds";
import { initials } from "../model/display";

/**
 * The company's logo, or its initials on a tinted square when it has none. Decorative beside the name, which is
 * always written next to it.
 */
export function CompanyLogo({ logo, name, size = "md" }: { logo: MartFile | null; name: string; size?: "md" | "lg" }) {
  const box = size === "lg" ? "size-24 text-2xl" : "size-14 text-lg";
  if (logo) {
    return (
      <img
        src={logo.url}
        alt=""
        className={cn(box, "shrink-0 rounded-lg border border-border bg-surface object-contain")}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(box, "flex shrink-0 items-center justify-center rounded-lg bg-muted font-bold text-primary")}
    >
      {initials(name)}
    </span>
  );
}
