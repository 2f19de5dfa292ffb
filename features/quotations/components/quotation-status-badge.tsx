import type { QuotationDisplayStatus } from "@contracts/quotations";
import { StatusBadge } from "@ds";
import { STATUS_TONES } from "../model/status";
import { useQuotationsText } from "./use-quotations-text";

/** A quotation's status as the member sees it: sent, accepted, declined, changes requested, withdrawn or expired. */
export function QuotationStatusBadge({ status, size = "sm" }: { status: QuotationDisplayStatus; size?: "sm" | "md" }) {
  const { t } = useQuotationsText();
  return <StatusBadge tone={STATUS_TONES[status]} label={t(`status.${status}`)} size={size} data-status={status} />;
}
