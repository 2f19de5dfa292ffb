// @vitest-environment jsdom
import { HYDRATION_ELEMENT_ID, PAGE_MODULES_ELEMENT_ID } from "@contracts/page-render";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  afterFirstPaint,
  documentRead,
  fetchTypeface,
  KEPT_PRESSES_KEY,
  leaveKeptPresses,
  loadStylesheet,
  takeKeptPresses,
  HYDRATION_ID,
  PAGE_MODULES_ID,
  firstContentfulPaint,
  PAINT_WAIT_MS,
  pageModules,
  preloadModules,
  showTypeface,
  TYPEFACE_SEEN_KEY,
  typefaceSeen,
} from "./first-paint";

const serverPage = (body = "") => {
  document.head.innerHTML = "";
  document.body.innerHTML = `<div id="root"><h1>Festivals</h1>${body}</div><script type="application/json" id="${HYDRATION_ELEMENT_ID}">{}</script>`;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame"] });
  localStorage.clear();
  delete document.documentElement.dataset.typeface;
});
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

/** Whether the promise has settled after the timers and queued work so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe("the code list the server names for the page", () => {
  it("is read from the elements the server writes", () => {
    expect(HYDRATION_ID).toBe(HYDRATION_ELEMENT_ID);
    expect(PAGE_MODULES_ID).toBe(PAGE_MODULES_ELEMENT_ID);
  });

  it("reads the JSON list, and nothing from a page without one or with a broken one", () => {
    document.body.innerHTML = `<script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">["/assets/a.js",2,"/assets/b.js"]</script>`;
    expect(pageModules()).toEqual(["/assets/a.js", "/assets/b.js"]);
    document.body.innerHTML = `<script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">{not json</script>`;
    expect(pageModules()).toEqual([]);
    document.body.innerHTML = "";
    expect(pageModules()).toEqual([]);
  });

  it("asks for each file once, as a module preload in CORS mode, skipping what the page already names", () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/a.js">';
    preloadModules(["/assets/a.js", "/assets/b.js", "/assets/b.js", "/assets/c.js"]);
    const links = [...document.head.querySelectorAll("link")];
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/assets/a.js", "/assets/b.js", "/assets/c.js"]);
    expect(links.slice(1).every((link) => link.rel === "modulepreload" && link.crossOrigin === "")).toBe(true);
  });
});

describe("the wait for the first paint", () => {
  /** A first contentful paint the test makes happen. */
  const paint = () => {
    let done = () => {};
    const painted = new Promise<void>((resolve) => (done = resolve));
    return { painted: () => painted, done };
  };

  it("waits for the page's first paint, then for the frame after its largest picture has loaded", async () => {
    serverPage('<img src="/images/a.svg" fetchpriority="high" alt="">');
    const picture = document.querySelector("img") as HTMLImageElement;
    Object.defineProperty(picture, "complete", { value: false });
    const fcp = paint();
    const ready = afterFirstPaint(document, window, fcp.painted);
    picture.dispatchEvent(new Event("load")); // loaded before the paint: still waits for the paint
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(ready)).toBe(false);
    fcp.done();
    await vi.advanceTimersByTimeAsync(20); // and the frame that draws the picture
    expect(await settled(ready)).toBe(true);
  });

  it("after the paint, waits for a picture still on its way and the frame that draws it", async () => {
    serverPage('<img src="/images/a.svg" fetchpriority="high" alt="">');
    const picture = document.querySelector("img") as HTMLImageElement;
    Object.defineProperty(picture, "complete", { value: false });
    const fcp = paint();
    const ready = afterFirstPaint(document, window, fcp.painted);
    fcp.done();
    expect(await settled(ready)).toBe(false);
    picture.dispatchEvent(new Event("load"));
    expect(await settled(ready)).toBe(false); // loaded, not yet drawn
    await vi.advanceTimersByTimeAsync(20); // the next frame, then the task after it
    expect(await settled(ready)).toBe(true);
  });

  it("goes on the frame after the paint when the page has no such picture or it is there already", async () => {
    serverPage('<img src="/images/a.svg" alt="">');
    const fcp = paint();
    const ready = afterFirstPaint(document, window, fcp.painted);
    expect(await settled(ready)).toBe(false);
    fcp.done();
    // the first paint may have drawn only the top of a long page: the next frame draws what was read after it
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(await settled(ready)).toBe(true);
  });

  it("gives up on a paint or a picture that never comes", async () => {
    serverPage('<img src="/images/a.svg" fetchpriority="high" alt="">');
    Object.defineProperty(document.querySelector("img"), "complete", { value: false });
    const ready = afterFirstPaint(document, window, paint().painted);
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS - 10);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(await settled(ready)).toBe(true);
  });

  it("waits for nothing on a page the browser renders itself (no server state) or in a background tab", async () => {
    const never = () => new Promise<void>(() => {});
    document.body.innerHTML = '<div id="root"></div>';
    expect(await settled(afterFirstPaint(document, window, never))).toBe(true);
    serverPage();
    const hidden = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    expect(await settled(afterFirstPaint(document, window, never))).toBe(true);
    hidden.mockRestore();
  });

  it("without paint timing in the browser, takes the next drawn frame for the paint", async () => {
    const withoutPaintTiming = {
      PerformanceObserver: undefined,
      requestAnimationFrame: (callback: FrameRequestCallback) => window.requestAnimationFrame(callback),
      setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
    } as unknown as Window;
    const painted = firstContentfulPaint(withoutPaintTiming);
    // jsdom has no paint timing either way; the frame path is what runs
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(await settled(painted)).toBe(true);
  });
});

describe("the typeface", () => {
  it("is new to a browser until the slices a page's text needs have arrived once", async () => {
    expect(typefaceSeen()).toBe(false);
    const load = vi.fn(() => Promise.resolve([]));
    Object.defineProperty(document, "fonts", { value: { load }, configurable: true });
    await fetchTypeface("Festivals 축제");
    expect(load).toHaveBeenCalledWith('1em "Pretendard Variable"', "Festivals 축제");
    expect(localStorage.getItem(TYPEFACE_SEEN_KEY)).toBe("1");
    expect(typefaceSeen()).toBe(true);
    // fetched, not shown: the page the visitor reads keeps its face
    expect(document.documentElement.dataset.typeface).toBeUndefined();
    showTypeface();
    expect(document.documentElement.dataset.typeface).toBe("ready");
  });

  it("is not noted as there when its files fail to arrive", async () => {
    Object.defineProperty(document, "fonts", {
      value: { load: () => Promise.reject(new Error("offline")) },
      configurable: true,
    });
    await expect(fetchTypeface("Festivals")).rejects.toThrow("offline");
    expect(typefaceSeen()).toBe(false);
  });
});

describe("what the page's first script does before the boot script", () => {
  it("waits for the document to be read, at once when it has been", async () => {
    const reading = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const read = documentRead();
    expect(await settled(read)).toBe(false);
    reading.mockReturnValue("interactive");
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(await settled(read)).toBe(true);
    reading.mockRestore();
    expect(await settled(documentRead())).toBe(true);
  });

  it("adds the whole style sheet and goes on once it has arrived, or failed", async () => {
    const loading = loadStylesheet("/assets/index-a.css");
    const link = document.head.querySelector("link") as HTMLLinkElement;
    expect([link.rel, link.getAttribute("href"), link.crossOrigin]).toEqual(["stylesheet", "/assets/index-a.css", ""]);
    expect(await settled(loading)).toBe(false);
    link.dispatchEvent(new Event("load"));
    expect(await settled(loading)).toBe(true);
    const failing = loadStylesheet("/assets/gone.css");
    document.head.querySelectorAll("link")[1]?.dispatchEvent(new Event("error"));
    expect(await settled(failing)).toBe(true);
  });

  it("leaves the presses it keeps for the boot script, which takes them once", () => {
    const stop = () => [];
    expect(takeKeptPresses()).toBeUndefined();
    leaveKeptPresses(stop);
    expect(takeKeptPresses()).toBe(stop);
    expect(takeKeptPresses()).toBeUndefined();
    expect(KEPT_PRESSES_KEY in window).toBe(false);
  });
});
