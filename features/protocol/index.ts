// The protocol feature's door (the delegation's side; the operators' part is `@features/protocol/admin`), issue 25
// and ADR 0033: a delegation's programme (`/protocol/tour`), its people's flights (`/protocol/immigration`) and the
// way in to the live map (`/protocol/vehicle`, whose map is the tracking feature's: the site puts it inside).
//
// The door is small and imported statically; each screen is its own chunk behind a loader, which a route awaits
// (with the feature's messages) before it renders. Screens take the site's addresses as `paths`.
export type { ProtocolPaths } from "./components/paths";
export type { TourScreenProps } from "./screens/tour-screen";
export type { ImmigrationScreenProps } from "./screens/immigration-screen";
export type { VehicleGateProps } from "./screens/tour-gate-screen";
export { PROTOCOL_NAMESPACES } from "./components/namespaces";
export const loadTourScreen = async () => (await import("./screens/tour-screen")).TourScreen;
export const loadImmigrationScreen = async () => (await import("./screens/immigration-screen")).ImmigrationScreen;
export const loadVehicleGate = async () => (await import("./screens/tour-gate-screen")).VehicleGate;
