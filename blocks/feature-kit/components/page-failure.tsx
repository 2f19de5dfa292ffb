import { EmptyState } from "@ds";
import { HttpError } from "@lib/http/client";
import { isNotFound } from "@lib/http/failure-text";
import { SearchX, ShieldAlert } from "lucide-react";
import { LoadError, type LoadErrorProps } from "./load-error";

/** A 403: signed in, but as staff of another role (scan-only, a driver); signing in again would not help. */
const isForbidden = (error: unknown) => error instanceof HttpError && error.status === 403;

export type PageFailureProps = Omit<LoadErrorProps, "retrySize"> & {
  /** Whether a 404 means the page's record does not exist (or is not the reader's), said as such. */
  notFound?: boolean;
};

/**
 * What a page shows instead of its content, in the feature's words: an account whose role may not see it (403,
 * `shared.forbidden.title` and `.body`), a record that is not there (404 when `notFound`, `shared.notFound.*`), or a
 * failed read with a retry.
 */
export function PageFailure({ notFound = false, ...load }: PageFailureProps) {
  const { t, error } = load;
  if (isForbidden(error))
    return (
      <EmptyState
        icon={<ShieldAlert aria-hidden="true" />}
        titleAs="h2"
        title={t("shared.forbidden.title")}
        description={t("shared.forbidden.body")}
      />
    );
  if (notFound && isNotFound(error))
    return (
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        titleAs="h2"
        title={t("shared.notFound.title")}
        description={t("shared.notFound.body")}
      />
    );
  return <LoadError {...load} />;
}
