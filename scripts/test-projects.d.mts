// Types of test-projects.mjs, for vitest.config.ts.
export function replacesModules(source: string): boolean;
export function projectOf(file: string): "server" | "storybook" | "dom-mocks" | "dom" | "unit";
