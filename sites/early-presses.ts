// Presses made on a page the server rendered before the browser has taken it over (ADR 0024, "Presses before the
// take-over"). The page's first script keeps them from its first line (sites/page-start.ts, written into the HTML;
// sites/boot.ts where a page has none); the shell (sites/main.tsx) stops keeping them as the take-over starts and,
// once React has committed the page, has them made again (sites/replay-presses.ts, loaded only when there is a press
// to make). This part is in that first script, so it adds no request; it imports nothing, or its imports would become
// files of their own asked for before the first paint, and it is written small: its bytes are in every page and in
// the shell's budget (bench/size.mjs).

/**
 * Controls that do nothing without script: a press on one before the take-over is kept. Links are not among them
 * (the browser follows them to pages the server renders), nor what the browser answers itself (a checkbox or a
 * `<details>` of its own, a text field); a form's submit button is decided by its form (see `on`).
 */
const CONTROL = "button,[role=button],[role=combobox],[role=tab],[role=switch],[role=menuitem]";

/**
 * A press kept before the take-over: where its element stood (the child positions from `#root` down to it), its
 * tag, and when (`Date.now()`).
 */
export type EarlyPress = [path: number[], tag: string, at: number];

/** Stops keeping presses and hands over the ones kept, in the order they were made. */
export type StopKeepingPresses = () => EarlyPress[];

/** Starts keeping presses on the page's scripted controls and forms (inside `#root`) until the returned stop. */
export function keepEarlyPresses(): StopKeepingPresses {
  const kept: EarlyPress[] = [];
  const on = (event: Event) => {
    // looked up at each press: the page's first script starts keeping presses in the head, before the root exists
    const root = document.getElementById("root");
    const submit = event.type === "submit";
    const form = event.target as HTMLFormElement;
    const by = (event as SubmitEvent).submitter;
    // what was pressed: the submit button or the form, or the control a click landed in (a button, as a rule)
    const element = (submit ? (by ?? form) : form.closest?.(CONTROL)) as HTMLButtonElement | null | undefined;
    if (
      !element ||
      !root?.contains(element) ||
      element.closest("a[href]") ||
      (submit
        ? // The product's forms name no address (React sends them, `onSubmit`): the browser's own submission would
          // load the same page again with the named fields in its address (and the history, and the server's log).
          // It is stopped and kept as a press; a form that names its address (or a button its own) is the browser's.
          form.hasAttribute("action") || by?.hasAttribute("formaction") || form.method === "dialog"
        : // a submit button's press is its form's submission: decided on the `submit` that follows
          element.form && element.type === "submit")
    ) {
      return;
    }
    if (submit) event.preventDefault();
    const path: number[] = [];
    for (let at = element; at !== root; at = at.parentElement as HTMLButtonElement) {
      path.unshift([...(at.parentElement as Element).children].indexOf(at));
    }
    kept.push([path, element.localName, Date.now()]);
  };
  const types = ["click", "submit"];
  for (const type of types) document.addEventListener(type, on, true);
  return () => {
    for (const type of types) document.removeEventListener(type, on, true);
    return kept;
  };
}
