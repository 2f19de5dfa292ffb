import type { EduBulkResult } from "@contracts/applications";
import { confirm } from "@ds";
import { useState } from "react";
import { useBulkDecision } from "../api/write-application";
import { AdminPage } from "../components/admin-page";
import { ApplicationList } from "../components/application-list";
import { BulkDecisionForm } from "../components/bulk-decision-form";
import { BulkResults } from "../components/bulk-results";
import type { EduAdminPaths } from "../components/paths";
import { useAdminText } from "../components/use-admin-text";
import { useListFilters } from "../components/use-list-filters";

export type BulkDecisionScreenProps = { paths: EduAdminPaths };

type Outcome = { results: EduBulkResult[]; names: ReadonlyMap<number, string> };

/**
 * `/seouleduadmin/apply-approval`: pick several applications of the (filtered) list and approve, reject or ask for
 * more information with one message; each is decided on its own, and the page shows what became of each.
 */
export function BulkDecisionScreen({ paths }: BulkDecisionScreenProps) {
  const { t } = useAdminText();
  const [filters, change] = useListFilters();
  // what is picked belongs to the page on screen: another filter or page starts again with nothing picked
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const decideMany = useBulkDecision();

  const toggle = (ids: readonly number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <AdminPage title={t("bulk.title")} intro={t("bulk.intro")}>
      {outcome && <BulkResults results={outcome.results} names={outcome.names} detailPath={paths.application} />}
      <ApplicationList
        kind="applications"
        filters={filters}
        onChange={(next) => {
          setSelected(new Set());
          change(next);
        }}
        detailPath={paths.application}
        caption={t("bulk.caption")}
        selection={{ selected, onToggle: toggle }}
        footer={(rows) => (
          <BulkDecisionForm
            picked={selected.size}
            onSubmit={async (input) => {
              const ids = [...selected];
              // one click mails many applicants: the operator says yes once more, naming the decision and the count
              const sure = await confirm({
                title: t("bulk.confirm.title", { count: ids.length }),
                message: t("bulk.confirm.body", {
                  count: ids.length,
                  decision: t(`decision.moves.${input.status}`),
                }),
                kind: "question",
                intent: input.status === "rejected" ? "danger" : "default",
                confirmLabel: t("bulk.confirm.yes"),
                cancelLabel: t("bulk.confirm.no"),
              });
              if (!sure) return false;
              const names = new Map(
                ids.map((id) => [id, rows.find((row) => row.id === id)?.applicant_name ?? t("table.number", { id })]),
              );
              const result = await decideMany(ids, input);
              setOutcome({ results: result.results, names });
              setSelected(new Set());
              return true;
            }}
          />
        )}
      />
    </AdminPage>
  );
}
