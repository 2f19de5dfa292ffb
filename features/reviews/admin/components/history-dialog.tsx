import { type AuditRecord, AuditTrailDialog } from "@blocks/console";
import type { AuditEntry } from "@contracts/audit";
import { formatNumber } from "@lib/format/format";
import { useReviewsAdminText } from "./use-reviews-admin-text";

export type HistoryRecord = AuditRecord;

/** A review's or a request's audit trail (who hid it, approved it...), opened from its row, in this feature's words. */
export function HistoryDialog({ record, onClose }: { record: HistoryRecord | null; onClose: () => void }) {
  const { t, lang } = useReviewsAdminText();
  const describe = (entry: AuditEntry) => {
    const reason = typeof entry.detail.reason === "string" ? entry.detail.reason : "";
    const points = typeof entry.detail.points === "number" ? entry.detail.points : 0;
    const key = `actions.${entry.subject}.${entry.action}`;
    return t(key, { reason, points: formatNumber(points, lang), defaultValue: entry.action });
  };
  return <AuditTrailDialog record={record} onClose={onClose} describe={describe} />;
}
