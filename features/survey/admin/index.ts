// The operators' part of the survey feature (issue 9): every survey's state and counts, one survey's results per
// question with its CSV export, the editor of a survey's window and definition, and the guests' invitations.
export { SurveyResultsScreen } from "./screens/survey-results-screen";
