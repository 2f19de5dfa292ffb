import { ConnectionBanner } from "@blocks/qr-scanner";
import { Button } from "@ds";
import { CloudUpload } from "lucide-react";
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
  return (
    <ConnectionBanner
      online={online}
      status={text}
      device={t("gate.connection.device", { device })}
      icon={uploading ? CloudUpload : undefined}
      action={
        online &&
        waiting > 0 &&
        !uploading && (
          <Button size="sm" intent="outline" onClick={onUpload}>
            {t("gate.connection.upload")}
          </Button>
        )
      }
    />
  );
}
