// The story kit's door: story parts several features' stories share (only stories import it, so no page's bundle
// holds them).
export { operatorListStates } from "./operator-list-stories";
export type { OperatorListStatesOptions } from "./operator-list-stories";
export { operatorStoryMeta } from "./operator-story-meta";
export { siteDefaults } from "./site-defaults";
export { forbiddenStory, loadErrorStory, loadFailedStory, signedOutStory } from "./state-stories";
export type { ForbiddenStoryOptions } from "./state-stories";
export { handheldScan, lastScans, scanFailedStory, scanResult, scannerSignedOutStory } from "./scanner-stories";
export type { ScanFailedStoryOptions } from "./scanner-stories";
export { closeDialogWith, openDialog } from "./dialog-steps";
export { queryScreenMeta } from "./query-screen-meta";
export type { QueryScreenMetaOptions } from "./query-screen-meta";
export { alertStory, guestStory, loadingStory } from "./load-state-stories";
export { freshApiStory, scanAndSee } from "./scan-steps";
export { sessionEndedStory } from "./session-ended-story";
export { routedScreenMeta } from "./routed-screen-meta";
export type { StorySignIn } from "./routed-screen-meta";
