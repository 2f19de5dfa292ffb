// The presses the boot script kept before the take-over (sites/early-presses.ts), made again once React has
// committed the page (ADR 0024, "Presses before the take-over"). Loaded by the shell only when there is one.
import type { EarlyPress } from "./early-presses";

/** How long a press before the take-over is kept: a press older than this is not what the visitor expects now. */
export const EARLY_PRESS_MS = 5000;

/** How often a press looks again for its element while that is not yet React's. */
const POLL_MS = 50;

/** A control that opens a layer: a select's list, a dialog, a popover, a menu. */
const OPENS_LAYER = '[role="combobox"], [aria-haspopup]:not([aria-haspopup="false"])';

/** React marks a DOM node it has taken over with its props (a `__reactProps$…` key): from then on it answers. */
export const takenOverByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith("__reactProps$"));

/** The element at the press's place below the root, if it is of the pressed one's kind; otherwise nothing. */
function elementAt(root: Element, [path, tag]: EarlyPress): HTMLElement | undefined {
  let element: Element | undefined = root;
  for (const position of path) element = element?.children[position];
  return element?.localName === tag && element instanceof HTMLElement ? element : undefined;
}

/** Makes the press as the visitor did: a form is sent; a control takes the focus (a tab is chosen so), then the click. */
function press(element: HTMLElement): void {
  if (element instanceof HTMLFormElement) {
    element.requestSubmit();
    return;
  }
  element.focus({ preventScroll: true });
  element.click();
}

/**
 * Makes the kept presses again, once each, in the order they were made, on the elements that stand where the
 * pressed ones stood when this is called: once the page's first commit is done, so the elements are that commit's
 * (React keeps the server's nodes as it takes them over; a part it rendered anew stands in the same place). Each is
 * found before any is made, so what an earlier press changes on the page moves none of the later ones. Resolves
 * when done.
 *
 * - Presses older than EARLY_PRESS_MS are dropped, and so is a press whose place holds nothing of its kind (or
 *   whose element an earlier press took away).
 * - Presses on one control are one intent (a second press was the visitor trying again, and on a toggle it would
 *   undo the first): the last one is made.
 * - A press that opens a layer, with another press after it, is left out: had the page answered, the later press
 *   would have closed the layer (a press outside it), and an open layer would hold the focus from the controls
 *   after it.
 * - An element not yet React's (a part hydrated after the rest of the page, or loaded when the visitor reaches for
 *   it) is given the focus at once, which asks for it, and waited for, as long again as a press is kept; it is found
 *   again if React renders its part anew, and the presses after it wait with it, so the order holds.
 */
export async function replayPresses(
  presses: readonly EarlyPress[],
  { root = document.getElementById("root"), now = Date.now(), isTakenOver = takenOverByReact } = {},
): Promise<void> {
  if (!root) return;
  const recent = presses.filter(([, , at]) => now - at <= EARLY_PRESS_MS);
  const place = ([path]: EarlyPress) => path.join();
  const last = recent.filter((kept, i) => !recent.slice(i + 1).some((later) => place(later) === place(kept)));
  const found = last.map((kept) => ({ kept, element: elementAt(root, kept) }));
  const deadline = now + EARLY_PRESS_MS;
  for (const [i, { kept, element: first }] of found.entries()) {
    let element = first;
    if (!element?.isConnected || (i < found.length - 1 && element.matches(OPENS_LAYER))) continue;
    // the focus first, as a press gives it: it also tells a part waiting for its code that it is wanted (React
    // hydrates a part that takes the focus first; a part loaded on intent asks for its code)
    if (!isTakenOver(element)) element.focus({ preventScroll: true });
    while (element && !isTakenOver(element) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (!element.isConnected) element = elementAt(root, kept);
    }
    if (element?.isConnected && isTakenOver(element)) press(element);
  }
}
