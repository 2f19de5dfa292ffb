import { SURVEY_AREAS, SURVEY_KINDS, type SurveyArea, type SurveyKind, isSurveyArea } from "@contracts/survey";

/** One survey: a kind of a tour course. */
export type SurveyChoice = { kind: SurveyKind; area: SurveyArea };

/** The address parameters that hold the choice (`?area=seoul&kind=preliminary`), so a view can be shared. */
export const AREA_PARAM = "area";
export const KIND_PARAM = "kind";

const isKind = (value: string | null): value is SurveyKind => (SURVEY_KINDS as readonly string[]).includes(value ?? "");

/** The courses in the site's order, each course's preliminary survey before its satisfaction survey. */
export function orderSurveys<T extends SurveyChoice>(list: readonly T[]): T[] {
  const rank = (s: SurveyChoice) => SURVEY_AREAS.indexOf(s.area) * SURVEY_KINDS.length + SURVEY_KINDS.indexOf(s.kind);
  return [...list].sort((a, b) => rank(a) - rank(b));
}

export const FALLBACK_CHOICE: SurveyChoice = { kind: "preliminary", area: "seoul" };

/**
 * The survey the page shows: the address's choice when it names one (a part it leaves out or gets wrong takes the
 * first course or kind), else the first survey in order with submitted responses, else Seoul's preliminary survey.
 * `null` while the list that decides the default is still loading; pass `[]` when it failed.
 */
export function chosenSurvey(
  params: URLSearchParams,
  list: readonly (SurveyChoice & { submitted: number })[] | undefined,
): SurveyChoice | null {
  const area = params.get(AREA_PARAM);
  const kind = params.get(KIND_PARAM);
  const validArea = area !== null && isSurveyArea(area) ? area : null;
  const validKind = isKind(kind) ? kind : null;
  if (validArea || validKind) {
    return { area: validArea ?? FALLBACK_CHOICE.area, kind: validKind ?? FALLBACK_CHOICE.kind };
  }
  if (!list) return null;
  const answered = orderSurveys(list).find((survey) => survey.submitted > 0);
  return answered ? { kind: answered.kind, area: answered.area } : FALLBACK_CHOICE;
}

/** The address parameters of a choice, to link to or navigate with. */
export function choiceSearch(choice: SurveyChoice): string {
  return `?${new URLSearchParams({ [AREA_PARAM]: choice.area, [KIND_PARAM]: choice.kind }).toString()}`;
}
