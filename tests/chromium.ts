/**
 * Launch options for Debian's Chromium (apt-get install -y chromium). Test tools never download a browser of
 * their own here; the background-networking flags keep a closed network from stalling the browser.
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
  ],
};
