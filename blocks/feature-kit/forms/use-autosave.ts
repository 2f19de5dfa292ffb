import { useEffect, useLayoutEffect, useState } from "react";
import { type Autosave, type SaveStatus, createAutosave } from "./autosave";

/**
 * The saving rule (autosave.ts) bound to a screen: the status to show, and the saver, which always calls the
 * latest `save` and `onError` (the latter also gets the saver, to stop it). Leaving the page sends what is still
 * waiting.
 */
export function useAutosave<S>(
  save: (snapshot: S) => Promise<unknown>,
  onError: (error: unknown, autosave: Autosave<S>) => void,
): { autosave: Autosave<S>; status: SaveStatus } {
  const [autosave] = useState(() => createAutosave<S>());
  const [status, setStatus] = useState<SaveStatus>("idle");
  useLayoutEffect(() => {
    autosave.bind({
      save,
      onStatus: (next, error) => {
        setStatus(next);
        if (next === "failed") onError(error, autosave);
      },
    });
  });
  useEffect(() => {
    const leave = () => void autosave.flush();
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [autosave]);
  return { autosave, status };
}
