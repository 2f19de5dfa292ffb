// The respondents' survey feature's only door (ARCHITECTURE.md rule 2): the survey list and the answering page, and
// the area check the routes need before they show the latter. The operators' part (./admin) is not exported here.
export { SurveyEntryScreen } from "./screens/survey-entry-screen";
export type { SurveyEntryPaths, SurveyEntryScreenProps } from "./screens/survey-entry-screen";
export { SurveyAnswerScreen } from "./screens/survey-answer-screen";
export type { SurveyAnswerPaths, SurveyAnswerScreenProps } from "./screens/survey-answer-screen";
export { isSurveyArea } from "@contracts/survey";
