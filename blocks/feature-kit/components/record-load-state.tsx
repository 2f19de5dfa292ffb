import { EmptyState, Skeleton } from "@ds";
import { isNotFound } from "@lib/http/failure-text";
import type { Translate } from "@lib/i18n/feature-text";
import { FileQuestion } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { LoadError, type LoadErrorProps } from "./load-error";

export type RecordLoadStateProps<E> = {
  /** The feature's texts: `shared.loading`, and `shared.retry` and `shared.errors.<CODE>` for a failure. */
  t: Translate;
  /** The read's failure, if it failed. */
  error: E | undefined;
  /** What a 404 says (a level-2 title and a line), and a way on where there is one. */
  notFound: { title: string; body: string; action?: ReactNode };
  /** A failure other than "not there": its title, the failure in the feature's words, and the retry. */
  errorTitle: string;
  describe?: LoadErrorProps["describe"];
  onRetry: () => void;
  /** Where the feature shows a failure its own way (a forbidden account's notice): its notice, given the above. */
  failureAs?: ComponentType<{ error: E; title: string; onRetry: () => void }>;
  /** The heights of the blocks shown while the record loads, top to bottom (Tailwind classes). */
  skeletons: readonly string[];
};

/**
 * The part of an operators' page that shows one record, before the record is there: not found, a failed read, or
 * the record's skeleton while it loads.
 */
export function RecordLoadState<E>({
  t,
  error,
  notFound,
  errorTitle,
  describe,
  onRetry,
  failureAs: Failure,
  skeletons,
}: RecordLoadStateProps<E>) {
  if (error) {
    if (isNotFound(error))
      return (
        <EmptyState
          icon={<FileQuestion aria-hidden="true" />}
          titleAs="h2"
          title={notFound.title}
          description={notFound.body}
          action={notFound.action}
        />
      );
    if (Failure) return <Failure error={error} title={errorTitle} onRetry={onRetry} />;
    return <LoadError t={t} describe={describe} title={errorTitle} error={error} onRetry={onRetry} />;
  }
  return (
    <div className="flex flex-col gap-4">
      {skeletons.map((height, index) => (
        // the first block says the page is loading, once
        <Skeleton
          key={index}
          shape="block"
          srLabel={index === 0 ? t("shared.loading") : undefined}
          shapeClassName={height}
        />
      ))}
    </div>
  );
}
