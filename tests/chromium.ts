import { BENCH_CHROMIUM_PATH, CHROMIUM_PATH } from "../scripts/test-setup.mjs";

/**
 * Launch options for the tests' browser: Debian's headless shell of Chromium (apt-get install -y
 * chromium-headless-shell; the path comes from scripts/test-setup.mjs, which installs it), the same engine without
 * the desktop browser around it. Measured on a two-core machine against Debian's full Chromium in its headless mode:
 * a new page 0.15-0.2 s instead of 0.4-0.7 s, a page load 0.15 s instead of 0.4 s, the home pages' and headers'
 * journeys 116 s instead of 219 s, the design system's stories 149 s instead of 170 s. The story pictures are drawn
 * by it (its text edges differ from the full browser's), so the baselines are its own.
 * Test tools never download a browser of their own here; the background-networking flags keep a closed network
 * from stalling the browser, and the rendering flags keep screenshots independent of the machine's font
 * configuration.
 */
export const chromiumLaunch = {
  executablePath: CHROMIUM_PATH,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    // the same pixels on every machine: no font hinting or sub-pixel (LCD) text from the machine's font settings,
    // sRGB whatever the display profile, no scrollbars in screenshots
    "--font-render-hinting=none",
    "--disable-lcd-text",
    "--force-color-profile=srgb",
    "--hide-scrollbars",
  ],
};

/** Launch options for the benchmarks: Debian's full Chromium (apt-get install -y chromium), as visitors' browsers
 * draw, with the tests' flags. */
export const benchChromiumLaunch = { ...chromiumLaunch, executablePath: BENCH_CHROMIUM_PATH };
