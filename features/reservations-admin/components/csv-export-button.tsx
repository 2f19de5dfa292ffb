import { Button } from "@ds";
import { Download } from "lucide-react";
import { useState } from "react";
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
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await exportCsv(filters, lang);
    } catch (error) {
      setProblem(`${t("export.failed")} ${failureText(error, t)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <Button intent="outline" loading={busy} onClick={() => void run()}>
        <Download aria-hidden="true" />
        {t("export.button")}
      </Button>
      {problem && (
        <p role="alert" className="max-w-xs text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
