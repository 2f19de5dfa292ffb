// The page's first script, written into the HTML by the server (ADR 0024, "Nothing before the paint but the page"):
// a script of its own file was a request beside the style sheet and the largest picture, and the slowest phones
// waited for it before the page's largest paint. Built on its own as one classic script (the `pageStartScript`
// plugin in vite.config.ts); the pages' Content-Security-Policy allows exactly its text by its hash. It imports only
// modules that import nothing, so it stays small; everything else comes with the boot script it loads.
import { keepEarlyPresses } from "./early-presses";
import {
  afterFirstPaint,
  documentRead,
  leaveKeptPresses,
  loadStylesheet,
  pageModules,
  preloadModules,
  showTypeface,
  typefaceSeen,
} from "./first-paint";

/**
 * The boot script's address (its file's name changes with every build, this script's text does not), and the whole
 * style sheet's when the page carries only the rules its markup uses.
 */
const { boot, styles } = document.currentScript?.dataset ?? {};

// a browser that has the typeface's files paints in it from the start (a first visit: sites/main.tsx)
if (typefaceSeen()) showTypeface();

// a press on a control before the page is the browser's is made again once it is (the shell replays it)
leaveKeptPresses(keepEarlyPresses());

// the page's code is asked for once the page is painted with its largest picture: until then the connection and
// the processor are the page's
void documentRead()
  .then(() => afterFirstPaint())
  .then(async () => {
    preloadModules(pageModules());
    // the rest of the style sheet before the page changes: what the code draws may use any of its rules
    if (styles) await loadStylesheet(styles);
    if (boot) await import(/* @vite-ignore */ boot);
  });
