import { FeaturePage, SignedOut, TextLink } from "@blocks/feature-kit";
import { PagedRecordList, RecordCard } from "@blocks/shop-kit";
import {
  type Reservation,
  type ReservationChannel,
  type ReservationFilter,
  ReservationFilterSchema,
  shopToday,
  StatusGroupSchema,
} from "@contracts/reservations";
import { Price, ReservationStatusBadge, cn } from "@ds";
import { formatDate } from "@lib/format/format";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { CalendarX } from "lucide-react";
import { useState } from "react";
import { useReservations } from "../api/list-reservations";
import { useReservationText } from "../components/use-reservation-text";

const FILTERS: readonly ReservationFilter[] = ["all", ...StatusGroupSchema.options];

export type MyReservationsScreenProps = {
  /** The status filter in the address (`?status=`); absent or unknown is "all". */
  filter?: string;
  /** The person picked another filter: the site puts it in the address. */
  onFilterChange: (filter: ReservationFilter) => void;
  /** Where a reservation opens: the shop's detail by id, or a site's own order page (by its number). */
  paths: { detail: (id: number, number: string) => string };
  /** One channel's orders only (the pass site lists its pass orders); none: every order. */
  channel?: ReservationChannel;
  /**
   * The day each row shows: the departure (a trip's), or the day it was ordered, in Korea (an order with no trip,
   * such as a pass, whose departure is only the end of its refund window).
   */
  dated?: "departure" | "ordered";
  area?: Area;
};

/** `/account/my-reservation`: the member's reservations, filtered by the statuses people see (spec point 4). */
export function MyReservationsScreen({
  filter,
  onFilterChange,
  paths,
  channel,
  dated = "departure",
  area = "member",
}: MyReservationsScreenProps) {
  const { t } = useReservationText();
  const loggedIn = useIsLoggedIn(area);
  const parsed = ReservationFilterSchema.safeParse(filter);
  const current: ReservationFilter = parsed.success ? parsed.data : "all";

  return (
    <FeaturePage title={t("list.heading")}>
      {!loggedIn ? (
        <SignedOut t={t} />
      ) : (
        <>
          <div role="group" aria-label={t("list.filtersLabel")} className="flex flex-wrap gap-2">
            {FILTERS.map((value) => {
              const active = value === current;
              return (
                <button
                  key={value}
                  type="button"
                  aria-pressed={active}
                  onClick={() => onFilterChange(value)}
                  className={cn(
                    "h-8 rounded-full border px-3 text-sm transition-colors duration-fast ease-standard",
                    "outline-hidden focus-visible:shadow-focus",
                    active
                      ? "border-primary bg-primary text-primary-foreground"
                      : "border-input bg-surface text-foreground hover:bg-hover",
                  )}
                >
                  {t(`list.filters.${value}`)}
                </button>
              );
            })}
          </div>
          {/* a new filter starts on its first page */}
          <ReservationList key={current} filter={current} channel={channel} dated={dated} paths={paths} area={area} />
        </>
      )}
    </FeaturePage>
  );
}

function ReservationList({
  filter,
  channel,
  dated,
  paths,
  area,
}: {
  filter: ReservationFilter;
  channel: ReservationChannel | undefined;
  dated: NonNullable<MyReservationsScreenProps["dated"]>;
  paths: MyReservationsScreenProps["paths"];
  area: Area;
}) {
  const { t, lang } = useReservationText();
  const [page, setPage] = useState(1);
  const list = useReservations(area, filter, page, lang, channel);
  const dateLine = (reservation: Reservation) =>
    dated === "ordered"
      ? `${t("list.ordered")}: ${formatDate(shopToday(new Date(reservation.created_at)), lang)}`
      : `${t("list.departure")}: ${formatDate(reservation.departure_date, lang)} ${reservation.departure_time}`;

  return (
    <PagedRecordList
      list={list}
      t={t}
      errorTitle={t("list.error")}
      errorHidesData
      skeletonRows={["h-28", "h-28"]}
      empty={{
        icon: <CalendarX aria-hidden="true" />,
        title: filter === "all" ? t("list.empty.title") : t("list.empty.filtered"),
        description: t("list.empty.description"),
      }}
      page={page}
      onPageChange={setPage}
      pagesLabel={t("list.pages")}
    >
      {(reservation) => (
        <RecordCard
          headingId={`reservation-${reservation.id}`}
          title={reservation.product_name}
          number={t("list.number", { number: reservation.reservation_number })}
          aside={
            <>
              <ReservationStatusBadge status={reservation.status} size="sm" />
              <Price amount={reservation.total} currency={reservation.currency} size="md" />
            </>
          }
        >
          <p className="text-sm text-foreground">{dateLine(reservation)}</p>
          <TextLink to={paths.detail(reservation.id, reservation.reservation_number)} className="self-start text-sm">
            {t("list.view")}
            <span className="sr-only"> ({reservation.reservation_number})</span>
          </TextLink>
        </RecordCard>
      )}
    </PagedRecordList>
  );
}
