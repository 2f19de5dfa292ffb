import type { ComponentProps } from "react";
import { useDsLocale } from "../../i18n";
import { Badge, type BadgeSize } from "../badge";
import { meetingStatusDisplay, reservationStatusDisplay, type StatusTone } from "./status-families";

export type StatusBadgeProps = Omit<ComponentProps<"span">, "children"> & {
  /** The colour family; it only repeats what the label says. */
  tone: StatusTone;
  /** The visible text, always present so the status never relies on colour alone. */
  label: string;
  size?: BadgeSize;
};

/** A status shown as a badge: any family maps its statuses to a `tone` and a `label` and renders this. */
export function StatusBadge({ tone, label, size, className, ...props }: StatusBadgeProps) {
  return (
    <Badge data-slot="status-badge" data-tone={tone} variant={tone} size={size} className={className} {...props}>
      {label}
    </Badge>
  );
}

export type FamilyStatusBadgeProps = Omit<StatusBadgeProps, "tone" | "label"> & {
  /** The status as the server sends it; unknown values show a neutral "Unknown status". */
  status: string;
};

/** A reservation's status: waiting/pending show Pending, requested/confirmed show Confirmed. */
export function ReservationStatusBadge({ status, ...props }: FamilyStatusBadgeProps) {
  const { messages } = useDsLocale();
  const { key, tone } = reservationStatusDisplay(status);
  const label = key === "unknown" ? messages.feedback.status.unknown : messages.feedback.status.reservation[key];
  return <StatusBadge data-status={status} tone={tone} label={label} {...props} />;
}

/** A meeting schedule's status (travel mart buyer and seller meetings). */
export function MeetingStatusBadge({ status, ...props }: FamilyStatusBadgeProps) {
  const { messages } = useDsLocale();
  const { key, tone } = meetingStatusDisplay(status);
  const label = key === "unknown" ? messages.feedback.status.unknown : messages.feedback.status.meeting[key];
  return <StatusBadge data-status={status} tone={tone} label={label} {...props} />;
}
