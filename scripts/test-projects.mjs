// Which Vitest project runs a test file, in one place for the config (vitest.config.ts) and the scripts that pick a
// project for given files (test-repeat.mjs).
import { readFileSync } from "node:fs";

/** A test that replaces modules (`vi.mock`, `vi.doMock`) runs in a module cache of its own. */
export const replacesModules = (source) => /\bvi\.(do)?mock\(/.test(source);

/** The project of a test file given by its path from the project's root. */
export function projectOf(file) {
  if (file.startsWith("server/")) return "server";
  if (/\.stories\.tsx?$/.test(file)) return "storybook";
  if (/\.test\.tsx$/.test(file)) return replacesModules(readFileSync(file, "utf8")) ? "dom-mocks" : "dom";
  return "unit";
}
