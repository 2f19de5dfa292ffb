import { Button } from "@ds";
import { formatDateTime } from "@lib/format/format";
import { TriangleAlert } from "lucide-react";
import { useId } from "react";
import type { Conflict } from "../model/gate-book";
import { useGateText } from "./use-gate-text";

/**
 * Scans this device let through offline that the server refused on upload: usually a ticket another gate passed
 * first, with when and which scanner, so the staff can find the guest.
 */
export function ConflictList({ conflicts, onDismiss }: { conflicts: readonly Conflict[]; onDismiss: () => void }) {
  const { t, lang } = useGateText();
  const id = useId();
  if (conflicts.length === 0) return null;
  return (
    <section
      role="alert"
      aria-labelledby={id}
      className="flex flex-col gap-2 rounded-lg border-2 border-toast-warning px-4 py-3 text-foreground"
    >
      <div className="flex flex-wrap items-center gap-3">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        <h2 id={id} className="min-w-0 flex-1 font-semibold">
          {t("gate.conflicts.heading", { count: conflicts.length })}
        </h2>
        <Button size="sm" intent="outline" onClick={onDismiss}>
          {t("gate.conflicts.dismiss")}
        </Button>
      </div>
      <ul className="flex list-disc flex-col gap-1 ps-9 text-sm">
        {conflicts.map(({ nonce, holder, answer }) => {
          const who = holder ?? t("gate.conflicts.unknownHolder");
          return (
            <li key={nonce}>
              {answer.first
                ? t("gate.conflicts.usedBy", {
                    holder: who,
                    time: formatDateTime(answer.first.at, lang),
                    device: answer.first.device,
                  })
                : t("gate.conflicts.refused", { holder: who, result: t(`gate.result.${answer.result}`) })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
