/**
 * The tests' browser: Debian's headless shell of Chromium (apt-get install -y chromium-headless-shell), the same
 * engine without the desktop browser around it. Measured on a two-core machine against Debian's full Chromium in its
 * headless mode: a new page 0.15-0.2 s instead of 0.4-0.7 s, a page load 0.15 s instead of 0.4 s, the home pages'
 * and headers' journeys 116 s instead of 219 s, the design system's stories 149 s instead of 170 s. The story
 * pictures are drawn by it (its text edges differ from the full browser's), so the baselines are its own.
 */
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/** The benchmarks' browser: Debian's full Chromium (apt-get install -y chromium), as a visitor's browser draws. */
export const BENCH_CHROMIUM = process.env.BENCH_CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Launch options for the tests' Chromium. Test tools never download a browser of their own here; the
 * background-networking flags keep a closed network from stalling the browser, and the rendering flags keep
 * screenshots independent of the machine's font configuration.
 */
export const chromiumLaunch = {
  executablePath: TEST_CHROMIUM,
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
