// The page's only script at first: the style sheet, and a wait for the page to be painted before any code is asked
// for (ADR 0024, "Code after the first paint"). The shell (sites/main.tsx) is loaded after it.
import "@ds/theme.css";
import "./shell/shell.css";
import { afterFirstPaint, pageModules, preloadModules, typefaceSeen, showTypeface } from "./first-paint";

// a browser that has the typeface's files paints in it from the start (a first visit: sites/main.tsx)
if (typefaceSeen()) showTypeface();

void afterFirstPaint().then(() => {
  preloadModules(pageModules());
  return import("./main");
});
