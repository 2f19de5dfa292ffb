// The respondents' survey feature's only door (ARCHITECTURE.md rule 2): the survey list and the answering page, and
// the area check the routes need before they show the latter. The operators' part (./admin) is not exported here.
// The door is small and imported statically; each screen, and the area check (it reads the survey's schemas), is
// its own chunk behind a loader, which a route awaits (with the survey's messages) before it renders.
export type { SurveyEntryPaths, SurveyEntryScreenProps } from "./screens/survey-entry-screen";
export type { SurveyAnswerPaths, SurveyAnswerScreenProps } from "./screens/survey-answer-screen";
export const loadSurveyEntryScreen = async () => (await import("./screens/survey-entry-screen")).SurveyEntryScreen;
export const loadSurveyAnswerScreen = async () => (await import("./screens/survey-answer-screen")).SurveyAnswerScreen;
export const loadIsSurveyArea = async () => (await import("@contracts/survey")).isSurveyArea;
