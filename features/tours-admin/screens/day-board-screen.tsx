import { addDays, shopToday } from "@contracts/shop-calendar";
import { DatePicker, EmptyState, Table, type TableColumn } from "@ds";
import { formatDate } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { CalendarX } from "lucide-react";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { type DepartureCounts, useDayBoard } from "../api/day-board";
import { OPERATOR_AREA } from "../api/paths";
import { ConsolePage } from "../components/console-page";
import { ReadState } from "../components/read-state";
import { useConsoleText } from "../components/use-console-text";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day board (issue 23: "Operators see per-departure counts (booked, checked in, no-show) live"): a day's
 * departures of every course with their seats, travellers booked, checked in at the gate and, once departed, paid
 * travellers who never came. It reads again by itself every few seconds while open, so the counts follow the gate.
 * The day is in the address (`?date=`), today in Korea by default.
 */
export function DayBoardScreen() {
  const { t, lang } = useConsoleText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const [params, setParams] = useSearchParams();
  const asked = params.get("date") ?? "";
  const today = shopToday(new Date());
  const date = ISO_DAY.test(asked) ? asked : today;
  const board = useDayBoard(date, lang);
  const labelId = useId();

  const columns: TableColumn<DepartureCounts>[] = [
    { id: "time", header: t("board.table.time"), rowHeader: true, cell: (row) => row.time },
    { id: "course", header: t("board.table.course"), wrap: true, cell: (row) => row.course_name },
    { id: "seats", header: t("board.table.seats"), align: "end", cell: (row) => row.seats },
    { id: "booked", header: t("board.table.booked"), align: "end", cell: (row) => row.booked },
    { id: "checkedIn", header: t("board.table.checkedIn"), align: "end", cell: (row) => row.checked_in },
    { id: "noShow", header: t("board.table.noShow"), align: "end", cell: (row) => row.no_show },
  ];

  return (
    <ConsolePage title={t("board.title")} intro={t("board.intro")} width="wide">
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1.5">
          <span id={labelId} className="text-sm font-medium text-foreground">
            {t("board.day")}
          </span>
          <DatePicker
            aria-labelledby={labelId}
            value={date}
            today={today}
            onChange={(day) => setParams(day && day !== today ? { date: day } : {})}
            minDate={addDays(today, -365)}
          />
        </div>
        <p className="text-sm text-muted-foreground">{t("board.live")}</p>
      </div>
      <ReadState loggedIn={loggedIn} read={board} loadError={t("board.loadError")}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState
              icon={<CalendarX aria-hidden="true" />}
              titleAs="h2"
              title={t("board.empty.title", { day: formatDate(date, lang, "weekday") })}
              description={t("board.empty.body")}
            />
          ) : (
            <Table
              caption={t("board.caption", { day: formatDate(date, lang, "weekday") })}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.departure_id}
              density="compact"
            />
          )
        }
      </ReadState>
    </ConsolePage>
  );
}
