import { LoadErrorNotice } from "@ds";
import { failureText } from "../model/server-messages";
import { useSurveyText } from "./use-survey-text";

/**
 * A part of the page could not be loaded: what failed, in the page's language, and a way to try again (a
 * touch-sized button, as every button a guest presses on the survey pages).
 */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useSurveyText();
  return (
    <LoadErrorNotice
      title={title}
      detail={failureText(error, t)}
      retryLabel={t("shared.retry")}
      onRetry={onRetry}
      retrySize="lg"
    />
  );
}
