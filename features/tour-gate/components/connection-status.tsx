import { Button, cn } from "@ds";
import { CloudUpload, Wifi, WifiOff } from "lucide-react";
import { useGateText } from "./use-gate-text";

export type ConnectionStatusProps = {
  online: boolean;
  uploading: boolean;
  /** Scans decided on this device, not yet uploaded. */
  waiting: number;
  /** Scans the last upload got accepted. */
  uploaded: number | null;
  device: string;
  onUpload: () => void;
};

/**
 * Where the gate's decisions come from, said plainly: the server, or this device with so many scans waiting; an
 * upload on its way and what it brought. The words change in a live region, the colour only helps.
 */
export function ConnectionStatus({ online, uploading, waiting, uploaded, device, onUpload }: ConnectionStatusProps) {
  const { t } = useGateText();
  let text: string;
  if (uploading) text = t("gate.connection.uploading", { count: waiting });
  else if (!online) text = t("gate.connection.offline", { count: waiting });
  else if (waiting > 0) text = t("gate.connection.waiting", { count: waiting });
  else if (uploaded) text = t("gate.connection.uploaded", { count: uploaded });
  else text = t("gate.connection.online");
  const Icon = uploading ? CloudUpload : online ? Wifi : WifiOff;
  return (
    <div
      data-slot="gate-connection"
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
        {text}
      </p>
      <span className="text-sm">{t("gate.connection.device", { device })}</span>
      {online && waiting > 0 && !uploading && (
        <Button size="sm" intent="outline" onClick={onUpload}>
          {t("gate.connection.upload")}
        </Button>
      )}
    </div>
  );
}
