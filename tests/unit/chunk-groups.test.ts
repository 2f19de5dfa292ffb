import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CATALOG_KIT, MICROSITE_FRAME, SCHEMAS, SITE_KIT, UI_COMMON } from "../../vite.config";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const tracked = execFileSync("git", ["ls-files"], { cwd: repoRoot, encoding: "utf8" })
  .split("\n")
  .filter(Boolean)
  .map((file) => path.join(repoRoot, file));

/** Every file a pattern could name: the repository's, and those of the packages the groups take pieces of. */
function candidates(): string[] {
  const packages = [
    "clsx",
    "tailwind-merge",
    "class-variance-authority",
    "@radix-ui/react-slot",
    "@radix-ui/react-compose-refs",
    "lucide-react/dist/esm",
    "zod",
  ].map((name) => path.join(repoRoot, "node_modules", name));
  const installed = packages.flatMap((dir) =>
    (fs.readdirSync(dir, { recursive: true }) as string[]).map((file) => path.join(dir, file)),
  );
  return [...tracked, ...installed];
}

const files = candidates();
const groups = { SITE_KIT, MICROSITE_FRAME, SCHEMAS, UI_COMMON, CATALOG_KIT };

describe("the build's chunk groups (vite.config.ts)", () => {
  // a renamed or moved file would silently fall back to its own small chunk: one more request before a first paint
  for (const [name, patterns] of Object.entries(groups)) {
    it(`${name}: every pattern still names a file`, () => {
      const unmatched = patterns.filter((pattern) => !files.some((file) => pattern.test(file)));
      expect(unmatched).toEqual([]);
    });
  }

  it("no group takes stories or tests into the product", () => {
    const taken = tracked.filter(
      (file) =>
        /\.(stories|test)\.tsx?$/.test(file) &&
        Object.values(groups)
          .flat()
          .some((p) => p.test(file)),
    );
    expect(taken).toEqual([]);
  });

  it("the shell's own modules stay out of every group (the shell would download the group's file)", () => {
    // the modules sites/main.tsx runs before any site (ADR 0008): the HTTP client, the session store, i18n
    const shell = [
      "lib/http/client.ts",
      "lib/session/session-store.ts",
      "lib/i18n/i18n.ts",
      "sites/router.tsx",
      "contracts/site-map.ts",
      "contracts/app-config.ts",
      "contracts/auth-area.ts",
    ].map((file) => path.join(repoRoot, file));
    expect(
      shell.filter((file) =>
        Object.values(groups)
          .flat()
          .some((p) => p.test(file)),
      ),
    ).toEqual([]);
  });
});
