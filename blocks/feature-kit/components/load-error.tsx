import { LoadErrorNotice, type LoadErrorNoticeProps } from "@ds";
import { failureText } from "@lib/http/failure-text";
import type { Translate } from "@lib/i18n/feature-text";

export type LoadErrorProps = {
  title: string;
  error: unknown;
  onRetry: () => void;
  /** The feature's texts: `shared.retry` and `shared.errors.<CODE>` of its namespace. */
  t: Translate;
  /**
   * The failure in words; by default the server's message as it came, or the feature's own words when the server
   * never answered. Features whose contract messages are translated pass their own.
   */
  describe?: (error: unknown, t: Translate) => string;
  /** `lg` for a touch-sized retry, as on pages a guest uses on a phone. */
  retrySize?: LoadErrorNoticeProps["retrySize"];
};

/** A part of the page could not be loaded: what failed, in the page's language, and a way to try again. */
export function LoadError({ title, error, onRetry, t, describe = failureText, retrySize }: LoadErrorProps) {
  return (
    <LoadErrorNotice
      title={title}
      detail={describe(error, t)}
      retryLabel={t("shared.retry")}
      onRetry={onRetry}
      retrySize={retrySize}
    />
  );
}
