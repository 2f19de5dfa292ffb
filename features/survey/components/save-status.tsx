import { Button, cn } from "@ds";
import { Check, CircleAlert, LoaderCircle } from "lucide-react";
import type { SaveStatus as Status } from "@blocks/feature-kit";
import { saveStatusKey } from "../model/status";
import { useSurveyText } from "./use-survey-text";

/**
 * Where the answers stand: "Saved", "Saving…", or "Not saved" with a way to try again. The words live in a status
 * region, so a screen reader hears them without losing its place; a failure says what to do and keeps the answers.
 */
export function SaveStatus({ status, onRetry }: { status: Status; onRetry: () => void }) {
  const { t } = useSurveyText();
  const failed = status === "failed";
  const Icon = failed ? CircleAlert : status === "saved" ? Check : status === "idle" ? null : LoaderCircle;
  return (
    <div
      className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-2"
      data-slot="survey-save-status"
      data-status={status}
    >
      <p
        role="status"
        className={cn(
          "flex items-center gap-1.5 text-sm",
          failed ? "font-medium text-danger" : "text-muted-foreground",
        )}
      >
        {Icon && (
          <Icon
            aria-hidden="true"
            className={cn("size-4 shrink-0", status === "saving" && "motion-safe:animate-spin")}
          />
        )}
        <span>{t(saveStatusKey(status))}</span>
      </p>
      {failed && (
        <Button intent="outline" size="lg" onClick={onRetry}>
          {t("save.retry")}
        </Button>
      )}
    </div>
  );
}
