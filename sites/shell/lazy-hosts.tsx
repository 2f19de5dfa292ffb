import { confirmStore } from "@ds/components/confirm-dialog/confirm-store";
import { toastStore } from "@ds/components/toast/toast-store";
import { importWhenOnline } from "@lib/document/import-when-online";
import { whenPageIdle } from "@lib/document/when-idle";
import { lazy, Suspense, useEffect, useState } from "react";

// The toast stack and the dialog machinery (focus trap, portal, presence) are only needed once something is said
// or asked. `toast.*()` and `confirm()` are plain queues and work before their host arrives; the host shows what is
// waiting. The toast stack (2 kB gzip) loads when the page is idle: a toast may follow no press (a read that failed,
// the network gone), and its chunk must be here before then. The dialog (Radix Dialog, about 15 kB gzip) loads at
// the visitor's first press or key, which is what a question follows (a heart pressed by a guest, a delete), or at
// once when a question is queued first (the new version's prompt): a first visit that only reads never fetches it.
// The chunks are fetched when the network is up, and again after a failed fetch: the page asked for them, not the
// person, and a failure here must not take the page down (a venue screen's network drops now and then).
const ConfirmHost = lazy(async () => ({
  default: (await importWhenOnline(() => import("@ds/components/confirm-dialog"))).ConfirmHost,
}));
const Toaster = lazy(async () => ({ default: (await importWhenOnline(() => import("@ds/components/toast"))).Toaster }));

/**
 * Becomes true once something is queued for a host (`queued`, then each change `subscribe` reports), or when `later`
 * says it is time.
 */
function useWanted(queued: () => boolean, subscribe: (go: () => void) => () => void, later: typeof whenPageIdle) {
  const [wanted, setWanted] = useState(queued);
  useEffect(() => {
    if (wanted) return;
    const go = () => setWanted(true);
    const cancel = [later(go), subscribe(go)];
    // something may have been queued between the first render and this effect
    if (queued()) go();
    return () => cancel.forEach((off) => off());
  }, [wanted, queued, subscribe, later]);
  return wanted;
}

const toastQueued = () => toastStore.getToasts().length > 0;
const questionQueued = () => confirmStore.getRequests().length > 0;

/** At the visitor's first press or key: what a question follows. */
function atFirstPress(go: () => void) {
  const types = ["pointerdown", "keydown"];
  for (const type of types) addEventListener(type, go, true);
  return () => types.forEach((type) => removeEventListener(type, go, true));
}

/** The app-wide toast and confirm hosts, mounted once beside the router. */
export function LazyHosts() {
  const toasts = useWanted(toastQueued, toastStore.subscribe, whenPageIdle);
  const questions = useWanted(questionQueued, confirmStore.subscribe, atFirstPress);
  // a boundary each (a toast on screen stays while the dialog's code arrives), and none before it is wanted: the
  // server renders no hosts, and a page taken over must hold what it holds
  return (
    <>
      {toasts && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
      {questions && (
        <Suspense fallback={null}>
          <ConfirmHost />
        </Suspense>
      )}
    </>
  );
}
