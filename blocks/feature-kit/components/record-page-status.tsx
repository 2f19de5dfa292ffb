import type { Translate } from "@lib/i18n/feature-text";
import { EmptyState, Skeleton } from "@ds";
import { SearchX } from "lucide-react";
import { FeaturePage } from "./feature-page";
import { LoadError } from "./load-error";
import { TextLink } from "./text-link";

export type RecordPageStatusProps = {
  /** The feature's texts: `detail.notFound.title`, `.description` and `.back`, `detail.error`, `shared.loading`. */
  t: Translate;
  /** Whether the record is not there (an address that cannot name one, a 404). */
  notFound: boolean;
  error: unknown;
  onRetry: () => void;
  /** The page's title while it loads or after a failed read. */
  title: string;
  /** The list the record belongs to, offered when it is not there. */
  listPath: string;
};

/**
 * A public record's page before its record is there: not found (with the way back to the list), a failed read with
 * a retry, or its skeleton while it loads.
 */
export function RecordPageStatus({ t, notFound, error, onRetry, title, listPath }: RecordPageStatusProps) {
  if (notFound)
    return (
      <FeaturePage title={t("detail.notFound.title")}>
        <EmptyState
          icon={<SearchX aria-hidden="true" />}
          title={t("detail.notFound.description")}
          description={null}
          action={<TextLink to={listPath}>{t("detail.notFound.back")}</TextLink>}
        />
      </FeaturePage>
    );
  return (
    <FeaturePage title={title}>
      {error ? (
        <LoadError t={t} title={t("detail.error")} error={error} onRetry={onRetry} />
      ) : (
        <div className="flex flex-col gap-4">
          <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-64" />
          <Skeleton shape="block" shapeClassName="h-40" />
        </div>
      )}
    </FeaturePage>
  );
}
