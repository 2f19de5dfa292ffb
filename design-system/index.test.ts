import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.dirname(new URL(import.meta.url).pathname);

describe("design-system/index.ts", () => {
  it("exports every component folder (run `npm run ds:index` after adding one)", () => {
    const index = readFileSync(path.join(root, "index.ts"), "utf8");
    const folders = readdirSync(path.join(root, "components"), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(path.join(root, "components", d.name, "index.ts")))
      .map((d) => d.name);
    expect(folders.length).toBeGreaterThan(0);
    for (const name of folders) expect(index).toContain(`export * from "./components/${name}";`);
  });

  it("gives every component folder its stories", () => {
    const missing = readdirSync(path.join(root, "components"), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .filter((d) => !readdirSync(path.join(root, "components", d.name)).some((f) => f.endsWith(".stories.tsx")))
      .map((d) => d.name);
    expect(missing).toEqual([]);
  });
});
