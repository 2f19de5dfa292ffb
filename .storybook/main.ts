import type { StorybookConfig } from "@storybook/react-vite";

/**
 * The react-vite framework loads the root vite.config.ts itself (its `build` block aside), so the `@ds`,
 * `@lib/*`, `@features/*` ... aliases and the Tailwind plugin apply to stories exactly as to the sites.
 */
const config = {
  stories: [
    "../design-system/**/*.mdx",
    "../design-system/**/*.stories.@(ts|tsx)",
    "../blocks/**/*.stories.@(ts|tsx)",
    "../features/**/*.stories.@(ts|tsx)",
    "../sites/**/*.stories.@(ts|tsx)",
  ],
  addons: [
    "@storybook/addon-docs",
    "@storybook/addon-a11y",
    "@storybook/addon-vitest",
    "msw-storybook-addon",
    // hover and focus states rendered statically, so Catalog screenshots cover them (e.g. the hover border token)
    "storybook-addon-pseudo-states",
  ],
  // serves public/mockServiceWorker.js, which the MSW loader registers
  staticDirs: ["../public"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
} satisfies StorybookConfig;

export default config;
