import { Button } from "@ds";
import { CircleAlert } from "lucide-react";
import { failureText } from "../model/failure";
import { useAdminText } from "./use-admin-text";

/** A part of the page could not be loaded: what failed, in the page's language, and a way to try again. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useAdminText();
  return (
    <div role="alert" className="flex flex-wrap items-start gap-3 rounded-md border border-danger bg-surface p-4">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold text-foreground">{title}</p>
        <p className="text-sm text-muted-foreground">{failureText(error, t)}</p>
      </div>
      <Button intent="outline" size="sm" onClick={onRetry}>
        {t("shared.retry")}
      </Button>
    </div>
  );
}
