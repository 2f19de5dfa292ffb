// The story kit's door: story parts several features' stories share (only stories import it, so no page's bundle
// holds them).
export { operatorListStates } from "./operator-list-stories";
export type { OperatorListStatesOptions } from "./operator-list-stories";
export { operatorStoryMeta } from "./operator-story-meta";
export { siteDefaults } from "./site-defaults";
