import type { InquiryStatus } from "@contracts/inquiries";
import { Badge } from "@ds";
import { CircleCheck, Clock } from "lucide-react";
import { useInquiriesText } from "./use-inquiries-text";

/** Open (waiting for the operator) or replied; the words carry the state, the colour repeats it. */
export function InquiryStatusBadge({ status, size = "md" }: { status: InquiryStatus; size?: "sm" | "md" }) {
  const { t } = useInquiriesText();
  const replied = status === "replied";
  return (
    <Badge variant={replied ? "success" : "outline"} size={size}>
      {replied ? <CircleCheck aria-hidden="true" /> : <Clock aria-hidden="true" />}
      {t(`status.${status}`)}
    </Badge>
  );
}
