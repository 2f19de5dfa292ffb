import type { SocialReviewStatus } from "@contracts/social-reviews";
import { StatusBadge, type StatusTone } from "@ds";
import { useReviewsText } from "./use-reviews-text";

const TONES: Record<SocialReviewStatus, StatusTone> = {
  pending: "warning",
  approved: "success",
  rejected: "danger",
};

/** A social review request's status: under review, approved or rejected (the words carry it, the colour repeats). */
export function SocialStatusBadge({ status }: { status: SocialReviewStatus }) {
  const { t } = useReviewsText();
  return <StatusBadge tone={TONES[status]} label={t(`social.status.${status}`)} size="sm" data-status={status} />;
}
