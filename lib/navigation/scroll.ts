import { useEffect, useState } from "react";

/** Spec point 2: on desktop, past these scroll offsets the header, side section and payment panel get fixed. */
export const SCROLL_THRESHOLDS = { header: 130, side: 250, payment: 440 } as const;
/** Spec point 9: after a navigation, scroll moves to the hash or the top after this delay. */
export const SCROLL_DELAY_MS = 100;

export type FixedParts = { header: boolean; side: boolean; payment: boolean };

export function fixedParts(scrollY: number, desktop: boolean): FixedParts {
  return {
    header: desktop && scrollY > SCROLL_THRESHOLDS.header,
    side: desktop && scrollY > SCROLL_THRESHOLDS.side,
    payment: desktop && scrollY > SCROLL_THRESHOLDS.payment,
  };
}

const same = (a: FixedParts, b: FixedParts) => a.header === b.header && a.side === b.side && a.payment === b.payment;

/** Which parts should be fixed now; re-renders only when one of them flips, not on every scroll event. */
export function useFixedOnScroll(desktop: boolean): FixedParts {
  const [parts, setParts] = useState(() => fixedParts(typeof window === "undefined" ? 0 : window.scrollY, desktop));
  useEffect(() => {
    const update = () => {
      const next = fixedParts(window.scrollY, desktop);
      setParts((prev) => (same(prev, next) ? prev : next));
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [desktop]);
  return parts;
}

/** Scrolls to the element named by the hash, or to the top, after the spec's delay. Returns a cancel function. */
export function scrollAfterNavigation(hash: string, win: Window = window): () => void {
  const timer = win.setTimeout(() => {
    const id = hash.startsWith("#") ? decodeURIComponent(hash.slice(1)) : "";
    const target = id ? win.document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else win.scrollTo(0, 0);
  }, SCROLL_DELAY_MS);
  return () => win.clearTimeout(timer);
}
