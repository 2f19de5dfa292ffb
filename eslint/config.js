// The whole lint setup as a function of the repository root, so the same rules can be run over a
// small fixture tree in the lint tests (eslint/fixtures/layers) as over the real tree.
import path from "node:path";
import js from "@eslint/js";
import checkFile from "eslint-plugin-check-file";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import reactHooks from "eslint-plugin-react-hooks";
import storybook from "eslint-plugin-storybook";
import { defineConfig, globalIgnores } from "eslint/config";
import tseslint from "typescript-eslint";
import { deepImportPatterns, layerZones } from "./layers.js";
import { localPlugin } from "./plugin.js";

const TS = ["**/*.{ts,tsx,mts,cts}"];
const JS = ["**/*.{js,mjs,cjs}"];

/** Folders whose files and sub-folders must be kebab-case. */
export const KEBAB_FOLDERS = [
  "design-system",
  "lib",
  "contracts",
  "blocks",
  "features",
  "sites",
  "server",
  "tests",
  "locales",
];

/** Tool configs and story meta: the only files that may `export default` (ARCHITECTURE.md rule 6). */
export const DEFAULT_EXPORT_ALLOWED = ["*.config.{ts,mts,js,mjs,cjs}", ".storybook/**", "**/*.stories.{ts,tsx}"];

/** Where raw colour values belong (ARCHITECTURE.md rule 4), plus tests, which may assert computed colours. */
export const RAW_COLORS_ALLOWED = [
  "tailwind.config.ts",
  "**/tokens.*",
  "**/*.test.{ts,tsx}",
  "**/*.spec.{ts,tsx}",
  "tests/**",
];

const NODE_GLOBALS = Object.fromEntries(
  [
    "AbortController",
    "AbortSignal",
    "Buffer",
    "TextDecoder",
    "TextEncoder",
    "URL",
    "URLSearchParams",
    "clearInterval",
    "clearTimeout",
    "console",
    "fetch",
    "globalThis",
    "performance",
    "process",
    "queueMicrotask",
    "Request",
    "Response",
    "setImmediate",
    "setInterval",
    "setTimeout",
    "structuredClone",
  ].map((name) => [name, "readonly"]),
);

const restrictedSyntax = {
  enum: {
    selector: "TSEnumDeclaration",
    message: 'Use a string union (`type Status = "open" | "closed"`) instead of an enum.',
  },
  interface: {
    // Module augmentation (`declare module "i18next" { interface CustomTypeOptions … }`) needs interfaces.
    selector: "TSInterfaceDeclaration:not(TSModuleDeclaration TSInterfaceDeclaration)",
    message: "Use `type X = { … }` instead of an interface (house rule: type over interface).",
  },
  exportDefault: {
    selector: "ExportDefaultDeclaration",
    message:
      "Named exports only: `export function X` / `export const x`. Default exports are for story meta and tool configs.",
  },
  exportAsDefault: {
    selector: "ExportNamedDeclaration > ExportSpecifier[exported.name='default']",
    message:
      "Named exports only: `export function X` / `export const x`. Default exports are for story meta and tool configs.",
  },
};

/** @param {string} root absolute path of the tree to lint (the folder holding tsconfig.json) */
export function createConfig(root) {
  return defineConfig(
    globalIgnores([
      "dist/",
      "storybook-static/",
      "public/mockServiceWorker.js",
      "test-results/",
      "playwright-report/",
      "server/platform/db/migrations/",
      "data/",
      "coverage/",
      ".vitest-attachments/",
      "eslint/fixtures/",
    ]),

    js.configs.recommended,

    {
      name: "local/typescript",
      files: TS,
      // The rules that need types (typescript-eslint's recommendedTypeChecked less recommended) run in the native
      // type-aware linter with the same options (.oxlintrc.json, `npm run lint:types`): the same findings in seconds
      // instead of the minute and a half this tool's TypeScript program took (ADR 0004).
      extends: [tseslint.configs.recommended],
      rules: {
        "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
        "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
        "no-restricted-syntax": [
          "error",
          restrictedSyntax.enum,
          restrictedSyntax.interface,
          restrictedSyntax.exportDefault,
          restrictedSyntax.exportAsDefault,
        ],
      },
    },
    {
      name: "local/default-export-allowed",
      files: DEFAULT_EXPORT_ALLOWED,
      rules: {
        "no-restricted-syntax": ["error", restrictedSyntax.enum, restrictedSyntax.interface],
      },
    },
    {
      // Ambient declarations merge into globals (`interface ImportMetaEnv`), which only interfaces can do.
      name: "local/declaration-files",
      files: ["**/*.d.ts"],
      rules: {
        "no-restricted-syntax": ["error", restrictedSyntax.enum],
      },
    },

    {
      name: "local/layers",
      files: TS,
      plugins: { "import-x": importX },
      settings: {
        // Without these, import-x reads only .js files when it follows imports, and no-cycle sees nothing.
        "import-x/extensions": [".ts", ".tsx", ".cts", ".mts", ".js", ".jsx", ".cjs", ".mjs"],
        "import-x/external-module-folders": ["node_modules", "node_modules/@types"],
        "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".cts", ".mts"] },
        "import-x/resolver-next": [
          createTypeScriptImportResolver({ project: path.join(root, "tsconfig.json"), alwaysTryTypes: true }),
          createNodeResolver(),
        ],
      },
      rules: {
        "import-x/no-restricted-paths": ["error", { basePath: root, zones: layerZones(root) }],
        // Deep enough for real cycles inside a feature; unbounded depth costs seconds on every run.
        "import-x/no-cycle": ["error", { maxDepth: 6, ignoreExternal: true }],
        "no-restricted-imports": ["error", { patterns: deepImportPatterns }],
      },
    },

    {
      name: "local/no-raw-colors",
      files: TS,
      ignores: RAW_COLORS_ALLOWED,
      plugins: { local: localPlugin },
      rules: { "local/no-raw-colors": "error" },
    },

    {
      name: "local/kebab-case",
      files: KEBAB_FOLDERS.map((folder) => `${folder}/**/*.{ts,tsx,js,mjs,cjs,jsx}`),
      plugins: { "check-file": checkFile },
      rules: {
        "check-file/filename-naming-convention": [
          "error",
          { "**/*": "KEBAB_CASE" },
          {
            // `button.stories.tsx`, `site.config.ts`, `client.test.ts`: only the part before the first dot counts
            ignoreMiddleExtensions: true,
            errorMessage: 'File names are kebab-case: rename "{{ target }}" (e.g. my-button.tsx).',
          },
        ],
        "check-file/folder-naming-convention": [
          "error",
          { [`{${KEBAB_FOLDERS.join(",")}}/**/`]: "KEBAB_CASE" },
          {
            ignoreWords: ["__screenshots__", "__mocks__", "__snapshots__"],
            errorMessage: 'Folder names are kebab-case: rename "{{ target }}" (e.g. my-button/).',
          },
        ],
      },
    },

    {
      name: "local/react-hooks",
      files: ["**/*.{ts,tsx}"],
      ignores: ["server/**", "scripts/**", "*.config.ts"],
      extends: [reactHooks.configs.flat["recommended-latest"]],
    },

    storybook.configs["flat/recommended"],

    {
      name: "local/node-scripts",
      files: JS,
      languageOptions: { sourceType: "module", globals: NODE_GLOBALS },
    },
  );
}
