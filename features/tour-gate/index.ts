// The ticket gate's only door (ARCHITECTURE.md rule 2): the staff's scanner at a summit departure's gate
// (`/apec2025/qrcode`). The door is small and imported statically; the screen is its own chunk behind the loader,
// which the site awaits (with the gate's messages) before the page renders.
export type { GateScreenProps } from "./screens/gate-screen";
export const loadGateScreen = async () => (await import("./screens/gate-screen")).GateScreen;
