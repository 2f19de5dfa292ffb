import { CsvExport } from "@blocks/console";
import { exportCsv } from "../api/reservations";
import type { ReservationListFilters } from "../model/filters";
import { failureText } from "../model/messages";
import { useReservationsAdminText } from "./use-reservations-admin-text";

/**
 * The filtered list as the server's CSV (UTF-8 with a BOM, so spreadsheets read Korean), fetched with the operator's
 * token and saved; a failure is said beside the button.
 */
export function CsvExportButton({ filters }: { filters: ReservationListFilters }) {
  const { t, lang } = useReservationsAdminText();
  return (
    <CsvExport
      label={t("export.button")}
      failed={t("export.failed")}
      onExport={() => exportCsv(filters, lang)}
      failure={(error) => failureText(error, t)}
    />
  );
}
