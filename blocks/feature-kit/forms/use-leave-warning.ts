import { useEffect } from "react";

/**
 * While a form holds changes nobody saved, the browser asks before the tab closes, reloads or leaves the site. The
 * form's own ways out (a back link) ask with the page's confirm dialog themselves.
 */
export function useLeaveWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);
}
