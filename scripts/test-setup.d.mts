// Types of what tests/chromium.ts takes from test-setup.mjs.
export const CHROMIUM_PATH: string;
export const BENCH_CHROMIUM_PATH: string;
