// The operators' part of the protocol feature (issue 25, `/protocol/admin`; ADR 0033): the tours list, a tour's
// editor (details, programme in both languages, route, stops, vehicles and drivers, the delegation's people, share
// links) and the arrivals board. Its own door, so a delegation never downloads it; small and imported statically,
// each screen its own chunk behind a loader.
export type { ProtocolAdminPaths } from "./components/paths";
export type { ToursScreenProps } from "./screens/tours-screen";
export type { TourEditorScreenProps } from "./screens/tour-editor-screen";
export type { ArrivalsScreenProps } from "./screens/arrivals-screen";
export { PROTOCOL_ADMIN_NAMESPACES } from "./components/namespaces";
export const loadToursScreen = async () => (await import("./screens/tours-screen")).ToursScreen;
export const loadTourEditorScreen = async () => (await import("./screens/tour-editor-screen")).TourEditorScreen;
export const loadArrivalsScreen = async () => (await import("./screens/arrivals-screen")).ArrivalsScreen;
