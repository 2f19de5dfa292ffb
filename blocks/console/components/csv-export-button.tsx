import { Button } from "@ds";
import { Download } from "lucide-react";
import { useState } from "react";

export type CsvExportProps = {
  /** The button's label and the words before a failure's, in the feature's words. */
  label: string;
  failed: string;
  /** Fetches the filtered list as the server's CSV and saves it. */
  onExport: () => Promise<unknown>;
  /** A failure in the feature's words. */
  failure: (error: unknown) => string;
};

/** An operators' list saved as CSV: busy while it is fetched, a failure said beside the button. */
export function CsvExport({ label, failed, onExport, failure }: CsvExportProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await onExport();
    } catch (error) {
      setProblem(`${failed} ${failure(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <Button intent="outline" loading={busy} onClick={() => void run()}>
        <Download aria-hidden="true" />
        {label}
      </Button>
      {problem && (
        <p role="alert" className="max-w-xs text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
