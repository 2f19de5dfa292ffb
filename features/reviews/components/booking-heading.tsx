import { formatDate } from "@lib/format/format";
import { useReviewsText } from "./use-reviews-text";

/** Which trip a review or request is about: the product, the booking number and the day it left. */
export function BookingHeading({
  productName,
  reservationNumber,
  departureDate,
}: {
  productName: string;
  reservationNumber?: string;
  departureDate?: string;
}) {
  const { t, lang } = useReviewsText();
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-border bg-muted p-4">
      <h2 className="text-base font-semibold text-foreground">{productName}</h2>
      {reservationNumber && (
        <p className="text-sm text-muted-foreground">
          {t("shared.booking", { number: reservationNumber })}
          {departureDate && ` · ${t("shared.departed", { date: formatDate(departureDate, lang) })}`}
        </p>
      )}
    </div>
  );
}
