// The operators' part of the survey feature (issue 9): every survey's state and counts, one survey's results per
// question with its CSV export, the editor of a survey's window and definition, and the guests' invitations.
// Its own door, small and imported statically; the screen is its own chunk behind a loader.
export const loadSurveyResultsScreen = async () =>
  (await import("./screens/survey-results-screen")).SurveyResultsScreen;
