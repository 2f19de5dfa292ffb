import { Field, FieldHint, FieldLabel, Select, SelectItem } from "@ds";
import type { PassScanner, VenueSummary } from "@contracts/passes";
import { benefitMessageKey } from "@contracts/pass-rules";
import { MapPin } from "lucide-react";
import { usePassScannerText } from "./use-pass-scanner-text";

export type VenueBarProps = {
  scanner: PassScanner;
  venue: VenueSummary | null;
  /** An operator chose the venue to scan for. */
  onVenue: (venueId: number) => void;
};

/**
 * Where the scans count: a partner's own venue, named (the server ties the account to it); an operator's choice of
 * every venue. Under it what a pass gives there, so the staff know what to grant on a valid answer.
 */
export function VenueBar({ scanner, venue, onVenue }: VenueBarProps) {
  const { t } = usePassScannerText();
  const benefit = venue
    ? t(`pass:messages.${benefitMessageKey(venue.benefit)}`, {
        percent: venue.benefit.kind === "discount" ? venue.benefit.percent : undefined,
      })
    : null;
  return (
    <section className="flex flex-wrap items-end gap-x-6 gap-y-3">
      {scanner.role === "operator" ? (
        <Field className="w-full max-w-md gap-1.5">
          <FieldLabel>{t("scanner.venue.label")}</FieldLabel>
          <Select
            value={venue ? String(venue.id) : undefined}
            placeholder={t("scanner.venue.choose")}
            onValueChange={(value) => onVenue(Number(value))}
          >
            {scanner.venues.map((option) => (
              <SelectItem key={option.id} value={String(option.id)}>
                {option.name}
              </SelectItem>
            ))}
          </Select>
          <FieldHint>{t("scanner.venue.remembered")}</FieldHint>
        </Field>
      ) : (
        venue && (
          <h2 className="flex min-w-0 items-center gap-2 text-xl font-bold break-words text-foreground">
            <MapPin aria-hidden="true" className="size-5 shrink-0" />
            {t("scanner.venue.partner", { venue: venue.name })}
          </h2>
        )
      )}
      {benefit && <p className="pb-1 text-sm text-muted-foreground">{t("scanner.venue.benefit", { benefit })}</p>}
    </section>
  );
}
