import { confirmStore } from "@ds/components/confirm-dialog/confirm-store";
import { toastStore } from "@ds/components/toast/toast-store";
import { importWhenOnline } from "@lib/document/import-when-online";
import { whenPageIdle } from "@lib/document/when-idle";
import { lazy, Suspense, useEffect, useState } from "react";

// The toast stack and the dialog machinery (focus trap, portal, presence) are only needed once something is said
// or asked: they load when the page is idle, or at once when a toast or question is queued first. `toast.*()`
// and `confirm()` are plain queues and work before their host arrives; the host shows what is waiting.
// The chunks are fetched when the network is up, and again after a failed fetch: the page asked for them, not the
// person, and a failure here must not take the page down (a venue screen's network drops now and then).
const ConfirmHost = lazy(async () => ({
  default: (await importWhenOnline(() => import("@ds/components/confirm-dialog"))).ConfirmHost,
}));
const Toaster = lazy(async () => ({ default: (await importWhenOnline(() => import("@ds/components/toast"))).Toaster }));

const somethingQueued = () => toastStore.getToasts().length > 0 || confirmStore.getRequests().length > 0;

/** The app-wide toast and confirm hosts, mounted once beside the router. */
export function LazyHosts() {
  const [ready, setReady] = useState(somethingQueued);

  useEffect(() => {
    if (ready) return;
    const go = () => setReady(true);
    const cancelIdle = whenPageIdle(go);
    const unsubscribe = [toastStore.subscribe(go), confirmStore.subscribe(go)];
    // a toast may have been queued between the first render and this effect
    if (somethingQueued()) go();
    return () => {
      cancelIdle();
      for (const off of unsubscribe) off();
    };
  }, [ready]);

  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
      <ConfirmHost />
    </Suspense>
  );
}
