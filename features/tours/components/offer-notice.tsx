import type { WaitlistOffer } from "@contracts/tours-waitlist";
import { formatDateTime } from "@lib/format/format";
import { Clock, CircleAlert } from "lucide-react";
import { useWaitlistText } from "./use-waitlist-text";

export type OfferNoticeProps = {
  offer: WaitlistOffer | undefined;
  loading: boolean;
  /** The offer could not be read (an unknown or altered link). */
  failed: boolean;
};

/** The reservation form's word on a waitlist offer: the seats held and until when, or that it has ended. */
export function OfferNotice({ offer, loading, failed }: OfferNoticeProps) {
  const { t, lang } = useWaitlistText();
  if (loading) return <p className="text-sm text-muted-foreground">{t("offer.loading")}</p>;
  if (failed || !offer) {
    return (
      <p role="alert" className="flex items-start gap-2 text-sm text-danger">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t("offer.invalid")}
      </p>
    );
  }
  const held = offer.status === "offered" && offer.held_seats > 0 && offer.expires_at;
  const [title, text] = held
    ? [
        t("offer.heldTitle"),
        t("offer.held", { count: offer.held_seats, until: formatDateTime(offer.expires_at ?? "", lang) }),
      ]
    : offer.status === "booked"
      ? [t("offer.bookedTitle"), t("offer.booked")]
      : [t("offer.endedTitle"), t("offer.ended")];
  return (
    <section
      aria-label={title}
      role={held ? "status" : "alert"}
      className={`flex items-start gap-3 rounded-md border p-4 ${held ? "border-primary bg-primary/5" : "border-border bg-muted"}`}
    >
      {held ? (
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      ) : (
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      )}
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-foreground">{title}</p>
        <p className="text-sm text-foreground">{text}</p>
      </div>
    </section>
  );
}
