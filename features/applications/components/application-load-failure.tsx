import { LoadError } from "@blocks/feature-kit";
import { isNotFound } from "@lib/http/failure-text";
import { FileQuestion } from "lucide-react";
import { failureText } from "../model/messages";
import { NoticePanel } from "./notice-panel";
import { useApplicationsText } from "./use-applications-text";

/** One application could not be read: none such (or not the person's), or a failure to try again. */
export function ApplicationLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useApplicationsText();
  return isNotFound(error) ? (
    <NoticePanel icon={FileQuestion} title={t("detail.notFound.title")}>
      <p>{t("detail.notFound.body")}</p>
    </NoticePanel>
  ) : (
    <LoadError t={t} describe={failureText} title={t("detail.error")} error={error} onRetry={onRetry} />
  );
}
