// The boot script: the style sheet, and the shell once the page is painted (ADR 0024, "Code after the first paint").
// A page the server made starts with sites/page-start.ts in its HTML, which keeps the early presses, waits for the
// paint and then loads this file; without it (the development server) this file does the same itself.
import "@ds/theme.css";
import "./shell/shell.css";
import { type StopKeepingPresses, keepEarlyPresses } from "./early-presses";
import {
  afterFirstPaint,
  pageModules,
  preloadModules,
  showTypeface,
  takeKeptPresses,
  typefaceSeen,
} from "./first-paint";

const kept = takeKeptPresses<StopKeepingPresses>();
// a browser that has the typeface's files paints in it from the start (a first visit: sites/main.tsx)
if (!kept && typefaceSeen()) showTypeface();

// a press on a control before the page is the browser's is made again once it is (the shell replays it)
const presses = kept ?? keepEarlyPresses();

void afterFirstPaint().then(async () => {
  preloadModules(pageModules());
  // the libraries' file in a task of its own: evaluated with the shell's modules it made one long task
  await import("react-router");
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { start } = await import("./main");
  await start({ presses });
});
