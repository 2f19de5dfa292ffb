import { cn } from "@ds";
import { Wifi, WifiOff, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export type ConnectionBannerProps = {
  online: boolean;
  /** Where the answers come from, in the feature's words (read out when it changes). */
  status: string;
  /** The scanner's name in the feature's words ("This scanner: gate-3f2a9c"). */
  device: string;
  /** In place of the network's icon (an upload on its way). */
  icon?: LucideIcon;
  /** After the device's name: the feature's action (upload now, try again). */
  action?: ReactNode;
};

/**
 * Whether the scanner reaches the server, said plainly in a live region, with the scanner's name; the amber of an
 * offline scanner only helps.
 */
export function ConnectionBanner({ online, status, device, icon, action }: ConnectionBannerProps) {
  const Icon = icon ?? (online ? Wifi : WifiOff);
  return (
    <div
      data-slot="scan-connection"
      data-online={online}
      className={cn(
        "flex flex-wrap items-center gap-3 rounded-lg border-2 px-4 py-3",
        online
          ? "border-border bg-muted text-foreground"
          : "border-toast-warning bg-toast-warning text-toast-foreground",
      )}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <p role="status" className="min-w-0 flex-1 font-semibold">
        {status}
      </p>
      <span className="text-sm">{device}</span>
      {action}
    </div>
  );
}
