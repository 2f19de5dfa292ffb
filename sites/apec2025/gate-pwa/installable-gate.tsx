import type { ComponentType } from "react";
import { useInstallableGate } from "./use-installable-gate";

/**
 * The scanner's screen as the installable, offline page (ADR 0028): the route wraps the screen it loads, so the
 * manifest and the worker come with the scanner and no other page.
 */
export function withInstallableGate<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function InstallableGate(props: P) {
    useInstallableGate();
    return <Screen {...props} />;
  }
  return InstallableGate;
}
