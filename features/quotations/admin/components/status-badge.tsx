import type { QuotationDisplayStatus } from "@contracts/quotations";
import { StatusBadge, type StatusTone } from "@ds";
import { useQuotationsAdminText } from "./use-quotations-admin-text";

const TONES: Record<QuotationDisplayStatus, StatusTone> = {
  sent: "info",
  accepted: "success",
  declined: "danger",
  changes_requested: "warning",
  withdrawn: "neutral",
  expired: "neutral",
};

/** A quotation's status as the member sees it (a sent one past its last day reads expired). */
export function QuotationStatus({ status }: { status: QuotationDisplayStatus }) {
  const { t } = useQuotationsAdminText();
  return <StatusBadge tone={TONES[status]} label={t(`status.${status}`)} size="sm" />;
}
