export { GATE_PAGE } from "./config";
export { withInstallableGate } from "./installable-gate";
export { registerGateWorker } from "./register";
export { useInstallableGate } from "./use-installable-gate";
