import type { PassState } from "@contracts/pass-rules";
import { Badge, type BadgeSize, type BadgeVariant } from "@ds";
import { usePassText } from "./use-pass-text";

const STATE_TONE: Record<PassState, BadgeVariant> = {
  issued: "info",
  active: "success",
  expired: "neutral",
  refunded: "warning",
};

/** A pass's state in the page's words: not yet activated, active, expired, refunded. */
export function PassStateBadge({ state, size }: { state: PassState; size?: BadgeSize }) {
  const { t } = usePassText();
  return (
    <Badge variant={STATE_TONE[state]} size={size} data-state={state}>
      {t(`states.${state}`)}
    </Badge>
  );
}
