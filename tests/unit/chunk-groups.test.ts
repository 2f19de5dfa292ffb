import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import viteConfig, { BUNDLE_GROUPS, chunkImportCycles, folderGroup } from "../../vite.config";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The project's files: tracked or new (not ignored), as they are on disk. */
const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: repoRoot,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => file && fs.existsSync(path.join(repoRoot, file)));
const groups = Object.entries(BUNDLE_GROUPS);

describe("the build's bundle groups (vite.config.ts): by folder, package and icon name", () => {
  it("every folder, file and file-name start a group names exists", () => {
    const missing = groups.flatMap(([name, group]) =>
      group.folders
        .filter((folder: string) => !tracked.some((file) => folderGroup(file) === name && file.startsWith(folder)))
        .map((folder: string) => `${name}: ${folder}`),
    );
    expect(missing).toEqual([]);
  });

  it("every package and icon a group names is installed", () => {
    const missing = groups.flatMap(([name, group]) => [
      ...group.packages
        .filter((p: string) => !fs.existsSync(path.join(repoRoot, "node_modules", p, "package.json")))
        .map((p: string) => `${name}: package ${p}`),
      ...group.icons
        .filter(
          (icon: string) =>
            !fs.existsSync(path.join(repoRoot, "node_modules/lucide-react/dist/esm/icons", `${icon}.mjs`)),
        )
        .map((icon: string) => `${name}: icon ${icon}`),
    ]);
    expect(missing).toEqual([]);
  });

  it("a module's group follows from its folder, whatever the file is called; the narrower folder wins", () => {
    expect(folderGroup("design-system/components/button/a-renamed-button.tsx")).toBe("site-kit");
    expect(folderGroup("lib/session/anything-new.ts")).toBe("site-kit");
    expect(folderGroup("features/board/index.ts")).toBe("site-kit");
    expect(folderGroup("features/board/screens/board-screen.tsx")).toBeUndefined();
    expect(folderGroup("sites/shell/account-action.tsx")).toBe("site-kit");
    expect(folderGroup("sites/shell/microsite-layout.tsx")).toBe("microsite-frame");
    expect(folderGroup("design-system/components/card/card.tsx")).toBe("ui-common");
    expect(folderGroup("features/wishlist/api/toggle.ts")).toBe("catalog-kit");
    expect(folderGroup("lib/money/use-exchange-rates.ts")).toBe("catalog-kit");
    expect(folderGroup("contracts/envelope.ts")).toBe("schemas");
    expect(folderGroup("node_modules/zod/v4/core/core.js")).toBe("schemas");
    expect(folderGroup("node_modules/lucide-react/dist/esm/icons/menu.mjs")).toBe("site-kit");
    expect(folderGroup("node_modules/lucide-react/dist/esm/icons/inbox.mjs")).toBe("ui-common");
    expect(folderGroup("node_modules/lucide-react/dist/esm/createLucideIcon.mjs")).toBe("site-kit");
    expect(folderGroup("node_modules/@radix-ui/react-dialog/dist/index.mjs")).toBeUndefined();
    // the header's select boundaries come with the kit; the selects in them (Radix Select) load on demand
    expect(folderGroup("design-system/components/select/select-suspense.tsx")).toBe("site-kit");
    expect(folderGroup("design-system/components/select/select.tsx")).toBeUndefined();
    expect(folderGroup("design-system/components/language-select/language-select.tsx")).toBeUndefined();
    expect(folderGroup("design-system/components/language-select/language-label.tsx")).toBe("site-kit");
  });

  it("no group takes stories or tests into the product", () => {
    const taken = tracked.filter((file) => /\.(stories|test)\.tsx?$/.test(file) && folderGroup(file) !== undefined);
    expect(taken).toEqual([]);
    expect(folderGroup("design-system/components/button/button.stories.tsx")).toBeUndefined();
  });

  it("the shell's modules import design-system pieces from their own files, so the build can tell what the shell runs", () => {
    // The build keeps every module the shell entry runs out of the groups (or the shell would download a group's
    // file), reading the entry's static imports; an import of the `@ds` door names every component.
    const aliases: [RegExp, string][] = [
      [/^@ds$/, "design-system/index.ts"],
      [/^@ds\/(.*)$/, "design-system/$1"],
      [/^@lib\/(.*)$/, "lib/$1"],
      [/^@contracts\/(.*)$/, "contracts/$1"],
    ];
    const resolve = (from: string, spec: string): string | undefined => {
      let base: string | undefined;
      if (spec.startsWith(".")) base = path.posix.join(path.posix.dirname(from), spec);
      else for (const [pattern, target] of aliases) if (pattern.test(spec)) base = spec.replace(pattern, target);
      if (base === undefined) return undefined; // a library
      return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(
        (file) => tracked.includes(file) && /\.tsx?$/.test(file),
      );
    };
    const seen = new Set<string>();
    const barrels: string[] = [];
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = fs.readFileSync(path.join(repoRoot, file), "utf8");
      for (const [, clause, spec] of source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+"([^"]+)";?$/gms)) {
        if (clause || spec === undefined) continue; // a type-only import runs nothing
        const target = resolve(file, spec);
        if (target === "design-system/index.ts") barrels.push(file);
        else if (target) walk(target);
      }
    };
    walk("sites/main.tsx");
    expect(seen.size).toBeGreaterThan(20);
    expect(barrels).toEqual([]);
  });
});

describe("the build refuses chunks that import each other (no-chunk-cycles)", () => {
  const chunk = (fileName: string, imports: string[], moduleIds: string[] = []) => ({ fileName, imports, moduleIds });

  it("finds a ring of two chunks and names the modules that make each link", () => {
    const kit = chunk("site-kit.js", ["schemas.js"], [`${repoRoot}/lib/http/page.ts`]);
    const schemas = chunk("schemas.js", ["site-kit.js"], [`${repoRoot}/contracts/boards.ts`]);
    const imports: Record<string, string[]> = {
      [`${repoRoot}/lib/http/page.ts`]: [`${repoRoot}/contracts/boards.ts`],
      [`${repoRoot}/contracts/boards.ts`]: [`${repoRoot}/lib/http/page.ts`],
    };
    expect(chunkImportCycles([kit, schemas], (id) => imports[id] ?? [])).toEqual([
      "site-kit.js -> schemas.js (lib/http/page.ts => contracts/boards.ts); " +
        "schemas.js -> site-kit.js (contracts/boards.ts => lib/http/page.ts)",
    ]);
  });

  it("finds a longer ring and a chunk importing itself", () => {
    const cycles = chunkImportCycles([
      chunk("a.js", ["b.js"]),
      chunk("b.js", ["c.js"]),
      chunk("c.js", ["a.js"]),
      chunk("d.js", ["d.js"]),
    ]);
    expect(cycles).toEqual(["a.js -> b.js; b.js -> c.js; c.js -> a.js", "d.js -> d.js"]);
  });

  it("lets shared chunks form a diamond, and ignores files outside the bundle", () => {
    expect(
      chunkImportCycles([
        chunk("entry.js", ["a.js", "b.js"]),
        chunk("a.js", ["shared.js", "react.js"]),
        chunk("b.js", ["shared.js"]),
        chunk("shared.js", []),
      ]),
    ).toEqual([]);
  });

  it("runs in the browser build only", () => {
    const config = viteConfig({ command: "build", mode: "production", isSsrBuild: false }) as {
      plugins: unknown[];
    };
    const guard = config.plugins
      .flat()
      .find(
        (plugin): plugin is { apply: (c: object, e: object) => boolean } =>
          typeof plugin === "object" && plugin !== null && (plugin as { name?: string }).name === "no-chunk-cycles",
      );
    expect(guard?.apply({}, { command: "build", isSsrBuild: false })).toBe(true);
    expect(guard?.apply({}, { command: "build", isSsrBuild: true })).toBe(false);
    expect(guard?.apply({}, { command: "serve", isSsrBuild: false })).toBe(false);
  });
});
