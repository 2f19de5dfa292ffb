import { Button } from "@ds";
import { HttpError } from "@lib/http/client";
import { CircleAlert } from "lucide-react";
import { useWishlistText } from "./use-wishlist-text";

const TRANSPORT_CODES = new Set(["TIMEOUT", "NETWORK_ERROR", "BAD_RESPONSE"]);

/** The wishlist could not be loaded: why (the server's words, or ours when it never answered) and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useWishlistText();
  const detail =
    error instanceof HttpError
      ? TRANSPORT_CODES.has(error.code)
        ? t(`shared.errors.${error.code}`)
        : error.message
      : t("shared.errors.generic");
  return (
    <div role="alert" className="flex flex-wrap items-start gap-3 rounded-md border border-danger bg-surface p-4">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold text-foreground">{title}</p>
        <p className="text-sm text-muted-foreground">{detail}</p>
      </div>
      <Button intent="outline" size="sm" onClick={onRetry}>
        {t("shared.retry")}
      </Button>
    </div>
  );
}
