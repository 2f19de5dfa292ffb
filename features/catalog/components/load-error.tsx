import { Button } from "@ds";
import { HttpError } from "@lib/http/client";
import { CircleAlert } from "lucide-react";
import type { Translate } from "../model/translate";
import { useCatalogText } from "./use-catalog-text";

const TRANSPORT_CODES = new Set(["TIMEOUT", "NETWORK_ERROR", "BAD_RESPONSE"]);

/** A failed call in words: ours when the server never answered, else the server's own message. */
export function failureText(error: unknown, t: Translate): string {
  if (error instanceof HttpError)
    return TRANSPORT_CODES.has(error.code) ? t(`shared.errors.${error.code}`) : error.message;
  return t("shared.errors.generic");
}

/** A part of the page could not be loaded: what failed, why, and a way to try again. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useCatalogText();
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
