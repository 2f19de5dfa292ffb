/**
 * Launch options for Debian's Chromium (apt-get install -y chromium). Test tools never download a browser of
 * their own here; the background-networking flags keep a closed network from stalling the browser, and the
 * rendering flags keep screenshots independent of the machine's font configuration.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
