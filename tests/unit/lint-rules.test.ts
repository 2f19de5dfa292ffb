import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ESLint, type Linter } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const fixtureRoot = path.join(repoRoot, "eslint/fixtures/layers");

type ConfigModule = { createConfig: (root: string) => Linter.Config[] };
type LayersModule = {
  listDirs: (root: string, folder: string) => string[];
  listSites: (root: string) => string[];
  layerZones: (root: string) => { target: string | string[]; message: string }[];
};

// A non-literal specifier: the modules are plain JS, outside the TypeScript project.
const load = async <T>(file: string) => (await import(pathToFileURL(path.join(repoRoot, file)).href)) as T;

// The project service only knows files on disk, and a cold program for the whole tree costs ~15 s; the
// rules proven here do not need types, so type-aware linting is switched off for virtual files.
const withoutTypes = [tseslint.configs.disableTypeChecked] as Linter.Config[];

type Found = { ruleId: string | null; message: string };

async function lint(eslint: ESLint, root: string, file: string, code: string): Promise<Found[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const messages = (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
  // A parse or config error would make every "allowed" case pass for the wrong reason.
  expect(messages.filter((m) => m.ruleId === null)).toEqual([]);
  return messages;
}

const byRule = (messages: Found[], ruleId: string) => messages.filter((m) => m.ruleId === ruleId);
const layerErrors = (messages: Found[]) =>
  messages.filter((m) => m.ruleId === "import-x/no-restricted-paths" || m.ruleId === "no-restricted-imports");

// The real config loads every plugin and the layer rules: 1-3 s a case alone, 8 s and more on a busy machine.
describe("the real config (repository root)", { timeout: 30_000 }, () => {
  const eslint = new ESLint({ cwd: repoRoot, overrideConfig: withoutTypes });

  it("rejects a file name that is not kebab-case", async () => {
    const found = await lint(
      eslint,
      repoRoot,
      "design-system/components/MyButton.tsx",
      "export const MyButton = () => null;\n",
    );
    expect(byRule(found, "check-file/filename-naming-convention")).toEqual([
      expect.objectContaining({ message: expect.stringContaining('rename "MyButton.tsx"') as unknown }),
    ]);
    const fine = await lint(
      eslint,
      repoRoot,
      "design-system/components/my-button.stories.tsx",
      "export const x = 1;\n",
    );
    expect(byRule(fine, "check-file/filename-naming-convention")).toEqual([]);
  });

  it("rejects a folder name that is not kebab-case", async () => {
    const found = await lint(eslint, repoRoot, "features/myCart/index.ts", "export const x = 1;\n");
    expect(byRule(found, "check-file/folder-naming-convention")).toHaveLength(1);
  });

  it("rejects export default in a component but allows it for story meta and tool configs", async () => {
    const code = "export default function Button() {\n  return null;\n}\n";
    const component = await lint(eslint, repoRoot, "design-system/components/button/button.tsx", code);
    expect(byRule(component, "no-restricted-syntax")).toEqual([
      expect.objectContaining({ message: expect.stringContaining("Named exports only") as unknown }),
    ]);
    const renamed = await lint(eslint, repoRoot, "lib/x.ts", "const x = 1;\nexport { x as default };\n");
    expect(byRule(renamed, "no-restricted-syntax")).toHaveLength(1);

    const story = await lint(
      eslint,
      repoRoot,
      "design-system/components/button/button.stories.tsx",
      'const meta = { title: "Button" };\nexport default meta;\nexport const Default = {};\n',
    );
    expect(byRule(story, "no-restricted-syntax")).toEqual([]);
    const toolConfig = await lint(eslint, repoRoot, "vite.config.ts", "export default {};\n");
    expect(byRule(toolConfig, "no-restricted-syntax")).toEqual([]);
  });

  it("rejects a TypeScript enum", async () => {
    const found = await lint(eslint, repoRoot, "lib/status.ts", 'export enum Status {\n  Open = "open",\n}\n');
    expect(byRule(found, "no-restricted-syntax")).toEqual([
      expect.objectContaining({ message: expect.stringContaining("string union") as unknown }),
    ]);
  });

  const colourful = [
    "export function Swatch() {",
    '  return <div className="bg-[#ff0000] p-2" style={{ color: "#fff" }} />;',
    "}",
    "",
  ].join("\n");

  it("rejects raw colours in a component", async () => {
    const found = byRule(
      await lint(eslint, repoRoot, "design-system/components/swatch/swatch.tsx", colourful),
      "local/no-raw-colors",
    );
    expect(found.map((m) => m.message)).toEqual([
      expect.stringContaining("`bg-[#ff0000]`"),
      expect.stringContaining("`#fff`"),
    ]);
    expect(found[0]?.message).toContain("design-system/tokens.css");
  });

  it("allows the same colours in token files", async () => {
    // .ts files cannot hold JSX: the same values as a class list and a style object
    const values = 'export const swatch = { className: "bg-[#ff0000] p-2", style: { color: "#fff" } };\n';
    const inComponent = await lint(eslint, repoRoot, "design-system/components/swatch/swatch-styles.ts", values);
    expect(byRule(inComponent, "local/no-raw-colors")).toHaveLength(2);
    for (const file of ["tailwind.config.ts", "design-system/tokens.ts"]) {
      expect(byRule(await lint(eslint, repoRoot, file, values), "local/no-raw-colors")).toEqual([]);
    }
  });

  it("flags colour-shaped values only, not anchors, issue numbers or token references", async () => {
    const code = [
      "export function Links() {",
      '  return <a href="#feed" className="shadow-[0_0_0_1px_rgb(var(--ds-shadow))]">Order #1234: see #main</a>;',
      "}",
      'export const note = "Note: ticket #123 is open";',
      'export const ring = "ring-[rgb(0_0_0)]";',
      'export const border = { border: "1px solid #000" };',
      'export const css = "outline: 2px solid #c2410c";',
      'export const hover = (on: boolean) => `p-2 ${on ? "ring-2" : ""} hover:bg-[#fafafa]`;',
      "",
    ].join("\n");
    const found = byRule(await lint(eslint, repoRoot, "features/x/components/links.tsx", code), "local/no-raw-colors");
    expect(found.map((m) => m.message)).toEqual([
      expect.stringContaining("`rgb(0_0_0)`"),
      expect.stringContaining("`#000`"),
      expect.stringContaining("`outline: 2px solid #c2410c`"),
      expect.stringContaining("`hover:bg-[#fafafa]`"),
    ]);
  });

  it("has one zone for every folder in features/ and one per site, rooted at the repository", async () => {
    const { listDirs, listSites } = await load<LayersModule>("eslint/layers.js");
    const config = (await eslint.calculateConfigForFile(path.join(repoRoot, "lib/x.ts"))) as Linter.Config;
    const [, options] = config.rules?.["import-x/no-restricted-paths"] as [
      unknown,
      { basePath: string; zones: { target: string }[] },
    ];
    expect(options.basePath).toBe(repoRoot);
    const targets = options.zones.map((zone) => zone.target);
    expect(targets).toContain(path.join(repoRoot, "design-system"));
    const under = (folder: string) => targets.filter((target) => path.dirname(target) === path.join(repoRoot, folder));
    expect(
      under("features")
        .filter((target) => !target.includes("*"))
        .sort(),
    ).toEqual(listDirs(repoRoot, "features").map((f) => path.join(repoRoot, "features", f)));
    // a lone site has no other site to be fenced off from
    const sites = listSites(repoRoot);
    const expectedSites = sites.length > 1 ? sites.map((site) => path.join(repoRoot, "sites", site)) : [];
    expect(
      under("sites")
        .filter((target) => !target.includes("*"))
        .sort(),
    ).toEqual(expectedSites);
  });
});

describe("layer boundaries (fixture tree eslint/fixtures/layers)", { timeout: 30_000 }, () => {
  let eslint: ESLint;

  beforeAll(async () => {
    const { createConfig } = await load<ConfigModule>("eslint/config.js");
    eslint = new ESLint({
      cwd: fixtureRoot,
      overrideConfigFile: true,
      baseConfig: createConfig(fixtureRoot),
      overrideConfig: withoutTypes,
    });
  });

  const check = (file: string, code: string) => lint(eslint, fixtureRoot, file, code).then(layerErrors);

  it("rejects design-system importing lib, with the layer message", async () => {
    const found = await check("design-system/button.tsx", 'export { formatMoney } from "@lib/money";\n');
    expect(found).toEqual([
      {
        ruleId: "import-x/no-restricted-paths",
        message: expect.stringContaining("design-system is the bottom layer") as unknown,
      },
    ]);
  });

  it("rejects a feature importing another feature, by alias or relative path", async () => {
    const alias = await check(
      "features/cart/screens/cart-screen.tsx",
      'export { wishlistToggle } from "@features/wishlist";\n',
    );
    expect(alias).toEqual([
      {
        ruleId: "import-x/no-restricted-paths",
        message: expect.stringContaining('features never import each other: "cart"') as unknown,
      },
    ]);
    const relative = await check("features/cart/screens/cart-screen.tsx", 'export * from "../../wishlist/index";\n');
    expect(relative).toHaveLength(1);
    const itself = await check(
      "features/cart/screens/cart-screen.tsx",
      'export { cartLine } from "../components/cart-line";\n',
    );
    expect(itself).toEqual([]);
  });

  it("lets a site use a feature through its index only", async () => {
    expect(await check("sites/shop/layout.tsx", 'export { cartLine } from "@features/cart";\n')).toEqual([]);
    const deepRelative = await check(
      "sites/shop/layout.tsx",
      'export * from "../../features/cart/components/cart-line";\n',
    );
    expect(deepRelative).toEqual([
      { ruleId: "import-x/no-restricted-paths", message: expect.stringContaining("through its door") as unknown },
    ]);
    const deepAlias = await check("sites/shop/layout.tsx", 'export * from "@features/cart/components/cart-line";\n');
    expect(deepAlias).toEqual([
      { ruleId: "no-restricted-imports", message: expect.stringContaining("through its door") as unknown },
    ]);
  });

  it("lets a site use a feature's operators' part through its own door only", async () => {
    expect(await check("sites/shop/layout.tsx", 'export { cartReport } from "@features/cart/admin";\n')).toEqual([]);
    const deep = await check("sites/shop/layout.tsx", 'export * from "@features/cart/admin/components/cart-report";\n');
    expect(deep).toEqual([
      { ruleId: "no-restricted-imports", message: expect.stringContaining("through its door") as unknown },
    ]);
    const deepRelative = await check(
      "sites/shop/layout.tsx",
      'export * from "../../features/cart/admin/components/cart-report";\n',
    );
    expect(deepRelative).toEqual([
      { ruleId: "import-x/no-restricted-paths", message: expect.stringContaining("through its door") as unknown },
    ]);
  });

  it("rejects a site importing another site, but not the shared shell", async () => {
    const found = await check("sites/shop/routes-extra.ts", 'export { miceRoutes } from "../mice/routes";\n');
    expect(found).toEqual([
      {
        ruleId: "import-x/no-restricted-paths",
        message: expect.stringContaining('"shop" must not import another site') as unknown,
      },
    ]);
    expect(await check("sites/shop/layout.tsx", 'export { RootLayout } from "../shell/root-layout";\n')).toEqual([]);
  });

  it("lets the server import contracts but not lib", async () => {
    expect(await check("server/domains/cart/routes.ts", 'export { cartSchema } from "@contracts/cart";\n')).toEqual([]);
    for (const source of ["../../../lib/money", "@lib/money"]) {
      const found = await check("server/domains/cart/routes.ts", `export { formatMoney } from "${source}";\n`);
      expect(found).toEqual([
        {
          ruleId: "import-x/no-restricted-paths",
          message: expect.stringContaining("the server may import contracts only") as unknown,
        },
      ]);
    }
  });

  it("lets features and sites use a building block through its door, and no building block use a feature", async () => {
    const door = 'export { travellerFields } from "@blocks/traveller";\n';
    expect(await check("features/cart/screens/cart-screen.tsx", door)).toEqual([]);
    expect(await check("sites/shop/layout.tsx", door)).toEqual([]);
    // one block may use another
    expect(await check("blocks/traveller/nationality.ts", 'export { countries } from "@blocks/countries";\n')).toEqual(
      [],
    );
    for (const source of ["@features/cart", "../../features/cart/index"]) {
      expect(await check("blocks/traveller/traveller-form.ts", `export { cartLine } from "${source}";\n`)).toEqual([
        {
          ruleId: "import-x/no-restricted-paths",
          message: expect.stringContaining("a building block (blocks/) is a domain piece") as unknown,
        },
      ]);
    }
    expect(
      await check("blocks/traveller/shell.ts", 'export { RootLayout } from "../../sites/shell/root-layout";\n'),
    ).toHaveLength(1);
    const deepAlias = await check(
      "features/cart/screens/cart-screen.tsx",
      'export * from "@blocks/traveller/traveller-fields";\n',
    );
    expect(deepAlias).toEqual([
      { ruleId: "no-restricted-imports", message: expect.stringContaining("use a building block through") as unknown },
    ]);
    const deepRelative = await check(
      "features/cart/screens/cart-screen.tsx",
      'export * from "../../../blocks/traveller/traveller-fields";\n',
    );
    expect(deepRelative).toEqual([
      { ruleId: "import-x/no-restricted-paths", message: expect.stringContaining("use a building block") as unknown },
    ]);
    // the layers below never reach up to a building block
    expect(await check("lib/traveller.ts", 'export { travellerFields } from "@blocks/traveller";\n')).toHaveLength(1);
    expect(await check("design-system/fields.ts", 'export { countries } from "@blocks/countries";\n')).toHaveLength(1);
  });

  it("keeps contracts, lib and locales free of higher layers", async () => {
    expect(await check("contracts/order.ts", 'export { formatMoney } from "@lib/money";\n')).toHaveLength(1);
    expect(await check("lib/cart-badge.ts", 'export { cartLine } from "@features/cart";\n')).toHaveLength(1);
    expect(await check("locales/extra.ts", 'export { cartSchema } from "@contracts/cart";\n')).toHaveLength(1);
    expect(
      await check("lib/price.ts", 'export { cartSchema } from "@contracts/cart";\nexport { button } from "@ds";\n'),
    ).toEqual([]);
  });
});

describe("zones follow the folders", { timeout: 30_000 }, () => {
  let tmpRoot = "";

  beforeAll(() => {
    tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), "lint-layers-"));
    fs.cpSync(fixtureRoot, tmpRoot, { recursive: true });
    fs.mkdirSync(path.join(tmpRoot, "features/reviews"));
    fs.writeFileSync(path.join(tmpRoot, "features/reviews/index.ts"), 'export const reviews = "reviews";\n');
    fs.writeFileSync(path.join(tmpRoot, "lib/cycle-a.ts"), 'export { b } from "./cycle-b";\nexport const a = 1;\n');
    fs.writeFileSync(path.join(tmpRoot, "lib/cycle-b.ts"), 'export { a } from "./cycle-a";\nexport const b = 2;\n');
  });

  const tmpLinter = async () => {
    const { createConfig } = await load<ConfigModule>("eslint/config.js");
    return new ESLint({
      cwd: tmpRoot,
      overrideConfigFile: true,
      baseConfig: createConfig(tmpRoot),
      overrideConfig: withoutTypes,
    });
  };

  afterAll(() => {
    if (tmpRoot) fs.rmSync(tmpRoot, { recursive: true, force: true });
  });

  it("fences in a newly added feature with no change to the config", async () => {
    const { layerZones } = await load<LayersModule>("eslint/layers.js");
    expect(layerZones(tmpRoot).map((zone) => zone.target)).toContain(path.join(tmpRoot, "features/reviews"));

    const eslint = await tmpLinter();
    const found = layerErrors(
      await lint(
        eslint,
        tmpRoot,
        "features/reviews/components/list.tsx",
        'export { cartLine } from "@features/cart";\n',
      ),
    );
    expect(found).toEqual([
      {
        ruleId: "import-x/no-restricted-paths",
        message: expect.stringContaining('features never import each other: "reviews"') as unknown,
      },
    ]);
  });

  it("rejects an import cycle", async () => {
    const eslint = await tmpLinter();
    const code = fs.readFileSync(path.join(tmpRoot, "lib/cycle-a.ts"), "utf8");
    const found = await lint(eslint, tmpRoot, "lib/cycle-a.ts", code);
    expect(byRule(found, "import-x/no-cycle")).toHaveLength(1);
  });
});
