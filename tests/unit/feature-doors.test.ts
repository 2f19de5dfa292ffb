import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Every feature's door and every operators' door (`features/<f>/index.ts`, `features/<f>/admin/index.ts`). */
function doors(): string[] {
  const features = fs
    .readdirSync(path.join(repoRoot, "features"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features
    .flatMap((feature) => [`features/${feature}/index.ts`, `features/${feature}/admin/index.ts`])
    .filter((file) => fs.existsSync(path.join(repoRoot, file)));
}

// a component by its name (PascalCase, ending in Screen); its loader, `loadXScreen`, is camelCase
const isScreenName = (name: string) => /^[A-Z][A-Za-z0-9]*Screen$/.test(name);
const exported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/**
 * What a door hands out that a site would import with the door itself: a screen component exported by value (a
 * re-export, a declaration or `export *`, which may carry any screen). Types are fine, and so are loaders.
 */
function directScreenExports(source: string, file = "index.ts"): string[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  for (const statement of sourceFile.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (!clause) {
        found.push(`export * from ${statement.moduleSpecifier?.getText(sourceFile) ?? "?"}`);
      } else if (ts.isNamespaceExport(clause)) {
        found.push(`export * as ${clause.name.text}`);
      } else {
        for (const element of clause.elements) {
          // a screen renamed on its way out is still a screen
          const names = [element.name.text, element.propertyName?.getText(sourceFile) ?? ""];
          if (!element.isTypeOnly && names.some(isScreenName)) found.push(element.name.text);
        }
      }
    } else if (ts.isExportAssignment(statement)) {
      found.push("export default");
    } else if (exported(statement)) {
      if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
        if (isScreenName(statement.name.text)) found.push(statement.name.text);
      } else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name) && isScreenName(declaration.name.text)) {
            found.push(declaration.name.text);
          }
        }
      }
    }
  }
  return found;
}

describe("feature doors: screens only behind loaders (docs/architecture.md)", () => {
  it("finds the doors", () => {
    const found = doors();
    expect(found).toContain("features/board/index.ts");
    expect(found).toContain("features/meetings/admin/index.ts");
  });

  // A site imports a door statically: a screen exported directly would come into the site's first chunk with it.
  for (const door of doors()) {
    it(`${door} exports no screen directly (a screen is \`loadXScreen()\`)`, () => {
      const source = fs.readFileSync(path.join(repoRoot, door), "utf8");
      expect(directScreenExports(source, door)).toEqual([]);
    });
  }

  it("catches each way of exporting a screen directly", () => {
    expect(directScreenExports('export { CartScreen } from "./screens/cart-screen";')).toEqual(["CartScreen"]);
    expect(directScreenExports('export { CartScreen as Cart, FooScreen } from "./a";')).toEqual(["Cart", "FooScreen"]);
    expect(directScreenExports('import { CartScreen } from "./a";\nexport { CartScreen };')).toEqual(["CartScreen"]);
    expect(directScreenExports("export function CartScreen() { return null; }")).toEqual(["CartScreen"]);
    expect(directScreenExports("export const CartScreen = () => null;")).toEqual(["CartScreen"]);
    expect(directScreenExports('export * from "./screens/cart-screen";')).toHaveLength(1);
    expect(directScreenExports('export * as cart from "./screens/cart-screen";')).toHaveLength(1);
  });

  it("allows types, loaders and light helpers", () => {
    const door = [
      'export type { CartScreenProps } from "./screens/cart-screen";',
      'export { type CartPaths, useCartCount } from "./api/cart-count";',
      'export const loadCartScreen = async () => (await import("./screens/cart-screen")).CartScreen;',
      'export { RESERVATION_STEPS } from "./model/form-values";',
    ].join("\n");
    expect(directScreenExports(door)).toEqual([]);
  });
});
