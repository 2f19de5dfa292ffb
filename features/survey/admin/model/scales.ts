import type { SurveyPage } from "@contracts/survey";

/** Each rating and matrix question's scale, by question id, from the survey's definition. */
export function scalesOf(pages: readonly SurveyPage[] | undefined): Map<string, { min: number; max: number }> {
  const scales = new Map<string, { min: number; max: number }>();
  for (const q of (pages ?? []).flatMap((page) => page.questions))
    if (q.type === "rating" || q.type === "matrix") scales.set(q.id, { min: q.scale_min, max: q.scale_max });
  return scales;
}
