import type { MemberAdminStatus } from "@contracts/members-admin";
import { StatusBadge, type StatusTone } from "@ds";
import { useMembersAdminText } from "./use-members-admin-text";

const TONES: Record<MemberAdminStatus, StatusTone> = { active: "success", inactive: "warning", deleted: "neutral" };

/** A member's account state, in words (the colour only repeats them). */
export function MemberStatusBadge({ status }: { status: MemberAdminStatus }) {
  const { t } = useMembersAdminText();
  return <StatusBadge tone={TONES[status]} label={t(`statuses.${status}`)} size="sm" />;
}
