import { Progress } from "@ds";
import { useSurveyText } from "./use-survey-text";

/** "Page 2 of 4" as a progress bar; the bar says the same words to a screen reader (not a bare percentage). */
export function SurveyProgress({ page, pages }: { page: number; pages: number }) {
  const { t } = useSurveyText();
  const label = t("progress.label", { page, pages });
  return <Progress value={page} max={pages} label={label} aria-valuetext={label} />;
}
