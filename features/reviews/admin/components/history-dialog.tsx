import { AuditTrail } from "@blocks/console";
import { DialogFrame } from "@blocks/feature-kit";
import type { AuditEntry, AuditSubject } from "@contracts/audit";
import { Button, DialogBody, DialogFooter } from "@ds";
import { formatNumber } from "@lib/format/format";
import { useReviewsAdminText } from "./use-reviews-admin-text";

export type HistoryRecord = { subject: AuditSubject; id: number; name: string };

/** A record's audit trail (who hid it, approved it...), opened from its row. */
export function HistoryDialog({ record, onClose }: { record: HistoryRecord | null; onClose: () => void }) {
  const { t, lang } = useReviewsAdminText();
  const describe = (entry: AuditEntry) => {
    const reason = typeof entry.detail.reason === "string" ? entry.detail.reason : "";
    const points = typeof entry.detail.points === "number" ? entry.detail.points : 0;
    const key = `actions.${entry.subject}.${entry.action}`;
    return t(key, { reason, points: formatNumber(points, lang), defaultValue: entry.action });
  };
  return (
    <DialogFrame
      open={record !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t("history.title")}
      description={record?.name ?? ""}
    >
      <DialogBody>
        {record && <AuditTrail subject={record.subject} subjectId={record.id} describe={describe} />}
      </DialogBody>
      <DialogFooter>
        <Button intent="outline" onClick={onClose}>
          {t("dialog.close")}
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}
