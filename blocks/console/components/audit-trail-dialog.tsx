import { DialogFrame } from "@blocks/feature-kit";
import type { AuditEntry, AuditSubject } from "@contracts/audit";
import { Button, DialogBody, DialogFooter } from "@ds";
import { AuditTrail } from "./audit-trail";
import { useConsoleText } from "./use-console-text";

/** The record whose trail a dialog shows: which, and its name as the row says it. */
export type AuditRecord = { subject: AuditSubject; id: number | string; name: string };

export type AuditTrailDialogProps = {
  /** The record open; null when the dialog is closed. */
  record: AuditRecord | null;
  onClose: () => void;
  /** The entry in the feature's own words. */
  describe: (entry: AuditEntry) => string;
};

/**
 * A record's audit trail opened from its row, for lists whose records have no page of their own (reviews, review
 * requests, promotion links): who changed it, when and why, in a dialog named "History".
 */
export function AuditTrailDialog({ record, onClose, describe }: AuditTrailDialogProps) {
  const { t } = useConsoleText();
  return (
    <DialogFrame
      open={record !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t("audit.dialogTitle")}
      description={record?.name ?? ""}
    >
      <DialogBody>
        {record && <AuditTrail subject={record.subject} subjectId={record.id} describe={describe} />}
      </DialogBody>
      <DialogFooter>
        <Button intent="outline" onClick={onClose}>
          {t("audit.close")}
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}
