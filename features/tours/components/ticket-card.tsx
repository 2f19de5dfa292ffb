import { type Ticket, type TicketState, ticketPageUrl } from "@contracts/tours";
import { Badge, type BadgeVariant, Button, QrCode } from "@ds";
import { formatDate, formatDateTime } from "@lib/format/format";
import { Download } from "lucide-react";
import { type ReactNode, createContext, useContext, useId, useState } from "react";
import { type TicketImageText, saveTicketImage } from "../model/ticket-image";
import { useToursText } from "./use-tours-text";

const STATE_TONE: Record<TicketState, BadgeVariant> = {
  valid: "success",
  unpaid: "warning",
  cancelled: "danger",
  used: "neutral",
};

/**
 * The origin a ticket's QR code names: the page's own by default; a story fixes it so its picture does not follow
 * the test server's port.
 */
export const TicketOriginContext = createContext<string | null>(null);

/** The address the gate reads from the code: the ticket's own page, which carries its signed token. */
function useTicketQrValue(token: string): string {
  const fixed = useContext(TicketOriginContext);
  return ticketPageUrl(fixed ?? (typeof window === "undefined" ? "" : window.location.origin), token);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-foreground">{children}</dd>
    </div>
  );
}

export type TicketCardProps = {
  ticket: Ticket;
  /** On paper: no buttons, one ticket per page. */
  printed?: boolean;
};

/**
 * One traveller's ticket as its holder shows it at the meeting point: the QR code of its page (the gate reads the
 * signed token from it), the holder, which of the reservation's tickets it is, the course, the departure in Korea
 * time, the meeting point, and whether it passes (valid, not yet paid, cancelled, used and when).
 */
export function TicketCard({ ticket, printed = false }: TicketCardProps) {
  const { t, lang } = useToursText();
  const titleId = useId();
  const [saveFailed, setSaveFailed] = useState(false);
  const position = t("tickets.position", { traveler: ticket.traveler, travelers: ticket.travelers });
  const departure = `${formatDate(ticket.departure_date, lang, "weekday")} · ${t("shared.koreaTime", {
    time: ticket.departure_time,
  })}`;
  const value = useTicketQrValue(ticket.token);
  const showsCode = ticket.state !== "cancelled";
  const note =
    ticket.state === "used" && ticket.checked_in_at
      ? t("tickets.notes.used", { time: t("shared.koreaTime", { time: formatDateTime(ticket.checked_in_at, lang) }) })
      : t(`tickets.notes.${ticket.state}`);

  const save = async () => {
    setSaveFailed(false);
    const text: TicketImageText = {
      holder: ticket.holder,
      course: ticket.course_name,
      departure,
      position,
      number: ticket.reservation_number,
    };
    try {
      await saveTicketImage(ticket, value, text);
    } catch {
      setSaveFailed(true);
    }
  };

  return (
    <article
      data-slot="ticket"
      data-state={ticket.state}
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5 text-sm break-inside-avoid sm:flex-row sm:items-start print:break-after-page print:border-0"
    >
      {showsCode && (
        <QrCode
          value={value}
          label={t("tickets.qrLabel", {
            traveler: ticket.traveler,
            travelers: ticket.travelers,
            holder: ticket.holder,
          })}
          size="lg"
          className={ticket.state === "valid" ? "self-center" : "self-center opacity-60"}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={titleId} className="text-base font-semibold text-foreground">
            {ticket.holder}
          </h3>
          <Badge variant={STATE_TONE[ticket.state]}>{t(`tickets.states.${ticket.state}`)}</Badge>
        </div>
        <p className={ticket.state === "valid" ? "text-foreground" : "font-medium text-foreground"}>{note}</p>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Row label={t("tickets.traveler")}>{position}</Row>
          <Row label={t("tickets.course")}>{ticket.course_name}</Row>
          <Row label={t("tickets.departure")}>{departure}</Row>
          <Row label={t("tickets.meetingPoint")}>{ticket.meeting_point}</Row>
          <Row label={t("tickets.number")}>
            <span className="font-mono">{ticket.reservation_number}</span>
          </Row>
        </dl>
        {showsCode && !printed && (
          <div className="flex flex-col items-start gap-2 print:hidden">
            <Button type="button" intent="secondary" size="sm" onClick={() => void save()}>
              <Download aria-hidden="true" />
              {t("tickets.saveImage")}
            </Button>
            {saveFailed && (
              <p role="alert" className="text-danger">
                {t("tickets.saveFailed")}
              </p>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
