import { FormAlert, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import type { EduAdminApplication } from "@contracts/applications";
import { Button, Form } from "@ds";
import { HttpError } from "@lib/http/client";
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import type { DecisionInput } from "../api/write-application";
import { type DecisionValues, decisionIssues } from "../model/decision-form";
import { DecisionFields } from "./decision-fields";
import { serverFailure } from "../model/failure";
import { decisionsFrom } from "../model/statuses";
import { ApplicationStatusBadge } from "./status-badges";
import { useAdminText } from "./use-admin-text";

export type DecisionPanelProps = {
  application: Pick<EduAdminApplication, "id" | "status" | "version">;
  /** Sends the decision; resolves with the application as it is now. */
  onDecide: (input: DecisionInput) => Promise<unknown>;
  /** After a refusal (409) the application may have moved meanwhile: read it again. */
  onRefused: () => void;
};

/**
 * The decision: exactly the moves the contract's table allows from the current status, each with a message mailed
 * to the applicant (required to ask for more information or to reject). A move the server refuses (another
 * operator decided meanwhile) is said in the server's words, and the application is read again.
 */
export function DecisionPanel({ application, onDecide, onRefused }: DecisionPanelProps) {
  const { t } = useAdminText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const moves = decisionsFrom(application.status);

  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>{t("decision.current")}</span>
        <ApplicationStatusBadge status={application.status} />
      </p>
      {done && (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-foreground">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          {done}
        </p>
      )}
      {refusal && (
        <FormAlert>
          {refusal} {t("decision.reloaded")}
        </FormAlert>
      )}
      {moves.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("decision.none")}</p>
      ) : (
        <DecisionForm
          key={`${application.status}-${application.version}`}
          moves={moves}
          onSubmit={async (input) => {
            setRefusal(null);
            setDone(null);
            try {
              await onDecide(input);
              setDone(t("decision.done", { status: t(`applications:status.${input.status}`) }));
            } catch (error) {
              if (error instanceof HttpError && error.status === 409) {
                setRefusal(serverFailure(error, [], t).message);
                onRefused();
                return;
              }
              throw error;
            }
          }}
        />
      )}
    </div>
  );
}

function DecisionForm({
  moves,
  onSubmit,
}: {
  moves: ReturnType<typeof decisionsFrom>;
  onSubmit: (input: DecisionInput) => Promise<void>;
}) {
  const { t } = useAdminText();
  const form = useContractForm<DecisionValues>({
    defaultValues: { status: "", message: "" },
    check: (values) => decisionIssues(values, t),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: DecisionValues) => {
    if (values.status === "") return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit({ status: values.status, message: values.message.trim() });
    } catch (caught) {
      const mapped = serverFailure(caught, ["message", "status"], t);
      showFieldIssues(form, mapped.fields);
      if (mapped.message) setFailure(mapped.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={t("decision.title")} className="gap-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      <DecisionFields form={form} moves={moves} />
      <div className="flex justify-end">
        <Button type="submit" loading={busy}>
          {t("decision.submit")}
        </Button>
      </div>
    </Form>
  );
}
