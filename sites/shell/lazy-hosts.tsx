import { lazy, Suspense } from "react";

// The toast stack and the dialog machinery (focus trap, portal, presence) are only needed once something is said
// or asked: they load right after the first paint instead of delaying it. `toast.*()` and `confirm()` are plain
// queues and work before their host arrives; the host shows what is waiting when it mounts.
const ConfirmHost = lazy(async () => ({ default: (await import("@ds/components/confirm-dialog")).ConfirmHost }));
const Toaster = lazy(async () => ({ default: (await import("@ds/components/toast")).Toaster }));

/** The app-wide toast and confirm hosts, mounted once beside the router. */
export function LazyHosts() {
  return (
    <Suspense fallback={null}>
      <Toaster />
      <ConfirmHost />
    </Suspense>
  );
}
