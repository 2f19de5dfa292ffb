// The operators' part of the inquiries feature: a site's questions (open, answered, all), one question with who
// asked and its files, answered once; and the newest open questions as a panel for an admin home. Its own door, so
// members never download it; small and imported statically, each screen its own chunk behind a loader, which a
// route awaits (with the messages) before it renders.
export type { InquiriesAdminPaths } from "./components/paths";
export type { QuestionsScreenProps } from "./screens/questions-screen";
export type { QuestionScreenProps } from "./screens/question-screen";
export type { NewestQuestionsPanelProps } from "./components/newest-questions-panel";
export { INQUIRIES_ADMIN_NAMESPACES } from "./components/namespaces";
export const loadQuestionsScreen = async () => (await import("./screens/questions-screen")).QuestionsScreen;
export const loadQuestionScreen = async () => (await import("./screens/question-screen")).QuestionScreen;
export const loadNewestQuestionsPanel = async () =>
  (await import("./components/newest-questions-panel")).NewestQuestionsPanel;
