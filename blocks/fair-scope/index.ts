// The fair scope's only door: which fair a screen serves (the medical travel mart's or the MICE fair's, ADR 0026),
// for the features that serve both (accreditation, meetings): the scope, the `?fair=` a call sends, and the wrapper
// that lets a site name the fair as a screen's prop.
export { FairScope, fairQuery, useFair, withFair } from "./fair-scope";
export type { FairProps } from "./fair-scope";
export { createFairText } from "./fair-text";
