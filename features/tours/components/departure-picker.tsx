import type { TourDeparture } from "@contracts/tours";
import { Badge, RadioGroup, RadioGroupItem, formatPrice } from "@ds";
import { formatDate, formatDateTime } from "@lib/format/format";
import type { ReactNode } from "react";
import { isChoosable } from "../model/form-values";
import { useToursText } from "./use-tours-text";

export type DeparturePickerProps = {
  departures: readonly TourDeparture[];
  /** The chosen departure's id, or null. */
  value: number | null;
  onChange: (id: number) => void;
  /** Names the group (a heading's id). */
  labelledBy: string;
  /** Describes the group (the minimum travellers rule, an error). */
  describedBy?: string;
  invalid?: boolean;
  /** What a full departure offers beside it (the waitlist's "Join the waitlist"). */
  whenFull?: (departure: TourDeparture) => ReactNode;
};

const STATE_TONE = {
  open: "outline",
  full: "danger",
  closed: "neutral",
  cancelled: "neutral",
  departed: "neutral",
} as const;

/**
 * The departures of a course as one choice: date, time (Korea time), seats left, price and the free-cancellation
 * deadline. A full, closed, called-off or past departure is shown with its state and cannot be chosen.
 */
export function DeparturePicker({
  departures,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  whenFull,
}: DeparturePickerProps) {
  const { t, lang } = useToursText();
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      invalid={invalid}
      value={value === null ? "" : String(value)}
      onValueChange={(next) => onChange(Number(next))}
      className="gap-2"
    >
      {departures.map((departure) => {
        const choosable = isChoosable(departure);
        const item = (
          <RadioGroupItem
            key={departure.id}
            value={String(departure.id)}
            disabled={!choosable}
            className="rounded-md border border-border p-3"
            label={
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium">
                  {formatDate(departure.date, lang, "weekday")} · {t("shared.koreaTime", { time: departure.time })}
                </span>
                <Badge variant={STATE_TONE[departure.state]} size="sm">
                  {choosable
                    ? t("detail.departures.seatsLeft", { count: departure.seats_left })
                    : t(`shared.states.${departure.state === "open" ? "full" : departure.state}`)}
                </Badge>
              </span>
            }
            description={
              choosable
                ? `${t("detail.departures.price", { price: formatPrice(departure.price, departure.currency, lang) })} · ${t(
                    "detail.departures.freeUntil",
                    { time: t("shared.koreaTime", { time: formatDateTime(departure.free_cancellation_until, lang) }) },
                  )}`
                : t("detail.departures.unavailable")
            }
          />
        );
        const beside = departure.state === "full" ? whenFull?.(departure) : undefined;
        return beside ? (
          <div key={departure.id} className="flex flex-col gap-2">
            {item}
            <div className="pl-3">{beside}</div>
          </div>
        ) : (
          item
        );
      })}
    </RadioGroup>
  );
}
