import { TextLink } from "@blocks/feature-kit";
import { addDays, shopToday } from "@contracts/shop-calendar";
import type { AdminDeparture } from "@contracts/tours-admin";
import { Button, confirm, Price, StatusBadge, type StatusTone, Table, type TableColumn, toast } from "@ds";
import { formatDate } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { useState } from "react";
import { useDepartureWrites } from "../api/departure-writes";
import { useAdminCourse } from "../api/get-course";
import { useCourseDepartures } from "../api/list-departures";
import { OPERATOR_AREA } from "../api/paths";
import { AddDeparturesForm } from "../components/add-departures-form";
import { ConsolePage } from "../components/console-page";
import { DepartureDialog } from "../components/departure-dialog";
import { ReadState } from "../components/read-state";
import { useConsoleText } from "../components/use-console-text";
import { type ConsoleDepartureState, consoleDepartureState, latestPrice } from "../model/departure-state";
import { failureText } from "../model/messages";

export type CourseDeparturesScreenProps = {
  slug: string;
  paths: { list: string; course: (slug: string) => string };
};

const TONES: Record<ConsoleDepartureState, StatusTone> = {
  onSale: "success",
  full: "warning",
  closed: "neutral",
  cancelled: "danger",
  departed: "neutral",
};

/**
 * A course's departures (issue 23): add them by day or by weekdays of a range, change a departure's price (for
 * bookings from now on) and seats (never below those booked), close it for sale or reopen it, delete one nobody
 * booked, and see how many seats are booked.
 */
export function CourseDeparturesScreen({ slug, paths }: CourseDeparturesScreenProps) {
  const { t, lang } = useConsoleText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const course = useAdminCourse(slug);
  const departures = useCourseDepartures(slug);
  const writes = useDepartureWrites();
  const [editing, setEditing] = useState<AdminDeparture | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const now = new Date();
  const firstDay = addDays(shopToday(now), 1);
  const name = course.data ? (lang === "ko" ? course.data.name_ko : course.data.name_en) : "";

  const setSale = async (departure: AdminDeparture, bookable: boolean) => {
    setBusy(departure.id);
    try {
      await writes.change(departure.id, { bookable });
      toast.success(t(bookable ? "departures.reopened" : "departures.closed", { time: departure.time }));
    } catch (error) {
      toast.error(failureText(error, t));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (departure: AdminDeparture, when: string) => {
    const sure = await confirm({
      title: t("departures.delete.title"),
      message: t("departures.delete.body", { when }),
      intent: "danger",
      confirmLabel: t("departures.delete.confirm"),
      cancelLabel: t("shared.cancel"),
    });
    if (!sure) return;
    setBusy(departure.id);
    try {
      await writes.remove(departure.id);
      toast.success(t("departures.delete.done", { when }));
    } catch (error) {
      // one with bookings or a waiting list stays: the message says to close it for sale, the row's next button
      toast.error(failureText(error, t));
    } finally {
      setBusy(null);
    }
  };

  const columns: TableColumn<AdminDeparture>[] = [
    {
      id: "date",
      header: t("departures.table.date"),
      rowHeader: true,
      cell: (departure) => `${formatDate(departure.date, lang, "weekday")} ${departure.time}`,
    },
    { id: "seats", header: t("departures.table.seats"), align: "end", cell: (departure) => departure.seats },
    { id: "booked", header: t("departures.table.booked"), align: "end", cell: (departure) => departure.booked },
    {
      id: "price",
      header: t("departures.table.price"),
      align: "end",
      cell: (departure) => <Price amount={departure.price} currency={departure.currency} />,
    },
    {
      id: "state",
      header: t("departures.table.state"),
      cell: (departure) => {
        const state = consoleDepartureState(departure, now);
        return <StatusBadge tone={TONES[state]} label={t(`departures.states.${state}`)} />;
      },
    },
    {
      id: "actions",
      header: <span className="sr-only">{t("departures.table.actions")}</span>,
      label: t("departures.table.actions"),
      cell: (departure) => {
        const state = consoleDepartureState(departure, now);
        if (state === "departed" || state === "cancelled") return null;
        const when = `${formatDate(departure.date, lang, "weekday")} ${departure.time}`;
        return (
          <span className="flex gap-2">
            <Button
              size="sm"
              intent="outline"
              aria-label={t("departures.editOf", { when })}
              onClick={() => setEditing(departure)}
            >
              {t("departures.editButton")}
            </Button>
            <Button
              size="sm"
              intent="ghost"
              loading={busy === departure.id}
              aria-label={t(departure.bookable ? "departures.closeOf" : "departures.reopenOf", { when })}
              onClick={() => void setSale(departure, !departure.bookable)}
            >
              {t(departure.bookable ? "departures.close" : "departures.reopen")}
            </Button>
            {/* seats taken can never go; cancelled bookings look empty here, and the server says so */}
            {departure.booked === 0 && (
              <Button
                size="sm"
                intent="danger"
                disabled={busy === departure.id}
                aria-label={t("departures.delete.buttonOf", { when })}
                onClick={() => void remove(departure, when)}
              >
                {t("departures.delete.button")}
              </Button>
            )}
          </span>
        );
      },
    },
  ];

  return (
    <ConsolePage
      title={name ? t("departures.title", { name }) : t("departures.titleLoading")}
      intro={t("departures.intro")}
      width="wide"
    >
      <p className="flex flex-wrap gap-4 text-sm">
        <TextLink to={paths.list}>{t("shared.allCourses")}</TextLink>
        <TextLink to={paths.course(slug)}>{t("departures.editLink")}</TextLink>
      </p>
      <ReadState loggedIn={loggedIn} read={departures} loadError={t("departures.loadError")}>
        {(list) => (
          <div className="flex flex-col gap-8">
            <section className="rounded-lg border border-border p-4">
              <AddDeparturesForm slug={slug} firstDay={firstDay} price={latestPrice(list)} />
            </section>
            <section className="flex flex-col gap-3" aria-labelledby="course-departures-title">
              <h2 id="course-departures-title" className="text-lg font-semibold text-foreground">
                {t("departures.listTitle")}
              </h2>
              <Table
                caption={t("departures.caption")}
                captionHidden
                columns={columns}
                rows={list}
                rowKey={(departure) => departure.id}
                density="compact"
                emptyMessage={t("departures.empty")}
              />
            </section>
          </div>
        )}
      </ReadState>
      <DepartureDialog departure={editing} onClose={() => setEditing(null)} />
    </ConsolePage>
  );
}
