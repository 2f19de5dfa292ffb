// What the boot script (sites/boot.ts) waits for and asks for: kept apart so it can be tested without starting the
// page. It imports nothing: whatever it imported would become a file of its own, asked for before the first paint.

/** The element with the router's state (`HYDRATION_ELEMENT_ID` of contracts/page-render.ts; a test keeps them equal). */
export const HYDRATION_ID = "router-hydration";
/** The element with the page's code list (`PAGE_MODULES_ELEMENT_ID` of contracts/page-render.ts; likewise). */
export const PAGE_MODULES_ID = "page-modules";

/** The longest the code waits for the page's first paint and largest picture (a picture that never arrives). */
export const PAINT_WAIT_MS = 3000;

/** The built files the server named for this page (empty when it named none or the list is unreadable). */
export function pageModules(doc: Document = document): string[] {
  const text = doc.getElementById(PAGE_MODULES_ID)?.textContent;
  if (!text) return [];
  try {
    const files: unknown = JSON.parse(text);
    return Array.isArray(files) ? files.filter((file): file is string => typeof file === "string") : [];
  } catch {
    return [];
  }
}

/** Asks for the files at once, in parallel, without running them (each once: a file already named is skipped). */
export function preloadModules(files: readonly string[], doc: Document = document): void {
  const named = new Set(
    [...doc.querySelectorAll("link[href], script[src]")].map((el) => el.getAttribute("href") ?? el.getAttribute("src")),
  );
  for (const file of files) {
    if (named.has(file)) continue;
    named.add(file);
    const link = doc.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = file;
    doc.head.append(link);
  }
}

/** Resolves once the whole document has been read (at once if it has): the page's first script runs in its head. */
export function documentRead(doc: Document = document): Promise<void> {
  if (doc.readyState !== "loading") return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener("DOMContentLoaded", () => resolve(), { once: true }));
}

/**
 * Where the page's first script (sites/page-start.ts) leaves the stop of the presses it keeps, for the boot script
 * it loads after the paint (sites/boot.ts), which hands it to the shell.
 */
export const KEPT_PRESSES_KEY = "__keptPresses";

type WithKeptPresses = { [KEPT_PRESSES_KEY]?: () => unknown };

/** Leaves the stop of the kept presses for the boot script. */
export function leaveKeptPresses<T extends () => unknown>(stop: T, win: Window = window): void {
  (win as Window & WithKeptPresses)[KEPT_PRESSES_KEY] = stop;
}

/** Takes the stop the page's first script left (once), or undefined when the page had no such script. */
export function takeKeptPresses<T extends () => unknown>(win: Window = window): T | undefined {
  const holder = win as Window & WithKeptPresses;
  const stop = holder[KEPT_PRESSES_KEY];
  delete holder[KEPT_PRESSES_KEY];
  return stop as T | undefined;
}

/** Adds a style sheet to the page; resolves once it has arrived, or failed (the page goes on without it). */
export function loadStylesheet(href: string, doc: Document = document): Promise<void> {
  return new Promise((resolve) => {
    const link = doc.createElement("link");
    link.rel = "stylesheet";
    link.crossOrigin = "";
    link.href = href;
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
    doc.head.append(link);
  });
}

/** Resolves at the page's first contentful paint as the browser records it (at once if it is past). */
export function firstContentfulPaint(win: Window = window): Promise<void> {
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes("paint")) return nextFrame(win);
  return new Promise((resolve) => {
    const observer = new Observer((list: PerformanceObserverEntryList) => {
      if (!list.getEntries().some((entry) => entry.name === "first-contentful-paint")) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  });
}

/** Resolves once the next frame has been drawn: a task queued from an animation frame runs after that frame. */
export function nextFrame(win: Window = window): Promise<void> {
  return new Promise((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 0)));
}

/**
 * Resolves once a page the server rendered has been painted, with its largest picture (the `<img>` it asks for
 * first): until then the connection and the processor are the page's, not the code's. A page the browser renders
 * (an empty shell), a tab in the background (it paints nothing) or a wait past PAINT_WAIT_MS goes on at once.
 */
export function afterFirstPaint(
  doc: Document = document,
  win: Window = window,
  painted: () => Promise<void> = () => firstContentfulPaint(win),
): Promise<void> {
  if (!doc.getElementById(HYDRATION_ID) || doc.visibilityState !== "visible") return Promise.resolve();
  return new Promise((resolve) => {
    const timer = win.setTimeout(resolve, PAINT_WAIT_MS);
    const picture = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const arrived =
      picture && !picture.complete
        ? new Promise((loaded) => {
            picture.addEventListener("load", loaded, { once: true });
            picture.addEventListener("error", loaded, { once: true });
          })
        : undefined;
    void painted()
      // the first paint may hold only the top of the page (the browser paints while it reads a long one): the rest
      // is drawn by the next frame; a picture that was not there at the start is drawn in a frame of its own
      .then(() => (arrived ?? Promise.resolve()).then(() => nextFrame(win)))
      .then(() => {
        win.clearTimeout(timer);
        resolve();
      });
  });
}

/**
 * Set in the browser's storage once the typeface's files a page needed have arrived: from then on they are in its
 * cache, and the boot script puts the typeface in use before the first paint.
 */
export const TYPEFACE_SEEN_KEY = "typeface-seen";

function storage(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined; // storage refused (a private window's settings): every visit is a first one
  }
}

export function typefaceSeen(win: Window = window): boolean {
  return storage(win)?.getItem(TYPEFACE_SEEN_KEY) === "1";
}

/** Puts the product's typeface in use (design-system/tokens.css): the browser downloads the slices the text needs. */
export function showTypeface(doc: Document = document): void {
  doc.documentElement.dataset.typeface = "ready";
}

/**
 * A first visit's first page stays in the system's face, so its text never changes under the reader (a layout
 * shift) and no font shares the connection with the page's first paint. Once the page is idle this downloads the
 * slices its text needs (the faces are declared; `load` only fetches them) and notes that the browser has them; the
 * typeface is put in use with the next page (`showTypeface`), whose content is new anyway.
 */
export async function fetchTypeface(text: string, doc: Document = document, win: Window = window): Promise<void> {
  const fonts = doc.fonts;
  if (!fonts) return;
  await fonts.load('1em "Pretendard Variable"', text || "a");
  try {
    storage(win)?.setItem(TYPEFACE_SEEN_KEY, "1");
  } catch {
    // a full storage only means the next visit starts in the system's face again
  }
}

/** The performance mark and root attribute that say the browser has taken the page over (its first commit). */
export const TAKEN_OVER_MARK = "page-taken-over";
