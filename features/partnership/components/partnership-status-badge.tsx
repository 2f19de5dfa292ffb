import type { PartnershipStatus } from "@contracts/partnerships";
import { StatusBadge, type StatusTone } from "@ds";
import { usePartnershipText } from "./use-partnership-text";

const TONES: Record<PartnershipStatus, StatusTone> = { submitted: "info", approved: "success", declined: "danger" };

/** An application's status: waiting (submitted), approved or declined. */
export function PartnershipStatusBadge({ status, size }: { status: PartnershipStatus; size?: "sm" }) {
  const { t } = usePartnershipText();
  return <StatusBadge data-status={status} tone={TONES[status]} label={t(`status.${status}`)} size={size} />;
}
