// The page's only script at first: the style sheet, and a wait for the page to be painted before any code is asked
// for (ADR 0024, "Code after the first paint"). The shell (sites/main.tsx) is loaded after it.
import "@ds/theme.css";
import "./shell/shell.css";
import { keepEarlyPresses } from "./early-presses";
import { afterFirstPaint, pageModules, preloadModules, showTypeface, typefaceSeen } from "./first-paint";

// a browser that has the typeface's files paints in it from the start (a first visit: sites/main.tsx)
if (typefaceSeen()) showTypeface();

// a press on a control before the page is the browser's is made again once it is (the shell replays it)
const presses = keepEarlyPresses();

void afterFirstPaint().then(async () => {
  preloadModules(pageModules());
  const { start } = await import("./main");
  await start({ presses });
});
