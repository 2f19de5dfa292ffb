import { TitledSection } from "@blocks/feature-kit";
import { MEETING_STATUSES } from "@contracts/meetings";
import { StatusBadge, meetingStatusDisplay } from "@ds";
import type { StatusCounts as Counts } from "../model/grid";
import { STATUS_LABEL_KEYS } from "../model/labels";
import { useAdminText } from "./use-admin-text";

/** The day's meetings per status, every status shown (a zero is news too), and the total. */
export function StatusCounts({ heading, counts }: { heading: string; counts: Counts }) {
  const { t } = useAdminText();
  const total = MEETING_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  return (
    <TitledSection
      title={heading}
      aside={<p className="text-sm text-muted-foreground">{t("meetings.counts.total", { count: total })}</p>}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {MEETING_STATUSES.map((status) => (
          <div
            key={status}
            data-status={status}
            className="flex flex-col gap-1 rounded-md border border-border px-3 py-2"
          >
            <dt>
              <StatusBadge size="sm" tone={meetingStatusDisplay(status).tone} label={t(STATUS_LABEL_KEYS[status])} />
            </dt>
            <dd className="text-xl font-semibold text-foreground tabular-nums">{counts[status]}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}
