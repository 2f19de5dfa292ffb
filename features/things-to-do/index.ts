// The things-to-do feature's only door (ARCHITECTURE.md rule 2): what is on in Seoul for the visitor pass site,
// `/seoulitepass/thingstodo` (this week and the weeks after, by category, with the pass's top attractions) and
// `/seoulitepass/thingstodo/calendar` (a month by day in Korea time, its month and day in the address).
//
// The door is small and imported statically; each screen is its own chunk behind a loader, which the site awaits
// (with the feature's messages) before the page renders.
export type { ThingsToDoScreenProps } from "./screens/things-to-do-screen";
export type { EventCalendarQuery, EventCalendarScreenProps } from "./screens/event-calendar-screen";
export const loadThingsToDoScreen = async () => (await import("./screens/things-to-do-screen")).ThingsToDoScreen;
export const loadEventCalendarScreen = async () =>
  (await import("./screens/event-calendar-screen")).EventCalendarScreen;
