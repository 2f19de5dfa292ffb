import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { type Plugin, build as viteBuild, defineConfig } from "vite";
import { appConfigFromEnv } from "./contracts/app-config.ts";
import { PAGE_START_FILE } from "./contracts/page-render.ts";
import { gateWorkerBuild } from "./sites/apec2025/gate-pwa/worker-build.ts";

const root = path.dirname(fileURLToPath(import.meta.url));
const at = (p: string) => path.join(root, p);

/** The same aliases as tsconfig.json `paths`; `@features/<f>` resolves to the feature's only door, its index.ts. */
export const aliases = [
  { find: /^@ds$/, replacement: at("design-system/index.ts") },
  { find: /^@ds\/(.*)$/, replacement: at("design-system/$1") },
  { find: /^@lib\/(.*)$/, replacement: at("lib/$1") },
  { find: /^@contracts\/(.*)$/, replacement: at("contracts/$1") },
  { find: /^@blocks\/([^/]+)$/, replacement: at("blocks/$1/index.ts") },
  // an operators' part with its own door (features/<f>/admin/index.ts): guests never download it
  { find: /^@features\/([^/]+)\/admin$/, replacement: at("features/$1/admin/index.ts") },
  { find: /^@features\/([^/]+)$/, replacement: at("features/$1/index.ts") },
  { find: /^@locales\/(.*)$/, replacement: at("locales/$1") },
];

/** In development, writes the runtime configuration into index.html as the server does in production. */
function appConfigTag(): Plugin {
  return {
    name: "app-config-tag",
    apply: "serve",
    transformIndexHtml: (html) =>
      html.replace(
        /<script id="app-config" type="application\/json">[\s\S]*?<\/script>/,
        () =>
          `<script id="app-config" type="application/json">${JSON.stringify(appConfigFromEnv(process.env)).replaceAll("<", "\\u003c")}</script>`,
      ),
  };
}

/** The module the server's build notes a page's dynamic imports in (see noteDynamicImports). */
const MODULE_NOTES = at("sites/shell/module-notes.ts");

/** `import("./x")` with a literal specifier, in code the compiler has already turned into JavaScript. */
const DYNAMIC_IMPORT = /\bimport\(\s*("[^"\n]+"|'[^'\n]+')\s*\)/g;

/**
 * In the server's build only: wraps each dynamic import of the product's own code in `noteModule("<source path>",
 * import(...))`, so a page render knows which modules (and so which of the browser's chunks) it needed: the route's
 * screen and what it loads with it. The page's HTML then names exactly those chunks for the browser to fetch at
 * once, instead of a hand-kept table of pages and files (ADR 0024). A match inside a string or a comment would only
 * add a note, never change what runs.
 */
function noteDynamicImports(): Plugin {
  return {
    name: "note-dynamic-imports",
    apply: (_, env) => Boolean(env.isSsrBuild),
    enforce: "post",
    async transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (
        file === MODULE_NOTES ||
        file.includes("/node_modules/") ||
        !file.startsWith(root) ||
        !code.includes("import(")
      )
        return null;
      const found = [...code.matchAll(DYNAMIC_IMPORT)];
      const sources = new Map<string, string>();
      for (const match of found) {
        const specifier = JSON.parse(match[1]!.replace(/^'|'$/g, '"')) as string;
        const resolved = await this.resolve(specifier, id);
        const target = resolved && !resolved.external ? (resolved.id.split("?")[0] ?? resolved.id) : "";
        if (target.startsWith(root) && !target.includes("/node_modules/"))
          sources.set(match[0], path.relative(root, target).split(path.sep).join("/"));
      }
      if (sources.size === 0) return null;
      const wrapped = code.replace(DYNAMIC_IMPORT, (expression) => {
        const source = sources.get(expression);
        return source ? `__noteModule(${JSON.stringify(source)}, ${expression})` : expression;
      });
      return {
        code: `import { noteModule as __noteModule } from ${JSON.stringify(MODULE_NOTES)};${wrapped}`,
        map: null,
      };
    },
  };
}

/** A built chunk as the cycle check reads it: its file, the chunks it imports statically, and its modules. */
export type ChunkLink = { fileName: string; imports: readonly string[]; moduleIds: readonly string[] };

/**
 * Every cycle of static imports between chunks, each as the chain of files that closes it (`a.js -> b.js -> a.js`),
 * with the modules that make each link (`importer => imported`) when `importsOf` can say.
 */
export function chunkImportCycles(
  chunks: readonly ChunkLink[],
  importsOf: (moduleId: string) => readonly string[] = () => [],
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const state = new Map<string, "open" | "done">();
  const cycles: string[] = [];
  const link = (from: ChunkLink, to: ChunkLink) => {
    const inTarget = new Set(to.moduleIds);
    const made = from.moduleIds.flatMap((id) =>
      importsOf(id)
        .filter((imported) => inTarget.has(imported))
        .map((imported) => `${relativeId(id)} => ${relativeId(imported)}`),
    );
    return made.length ? ` (${made.slice(0, 3).join(", ")})` : "";
  };
  const visit = (chunk: ChunkLink, path: ChunkLink[]) => {
    state.set(chunk.fileName, "open");
    path.push(chunk);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (!next) continue;
      if (state.get(file) === "open") {
        const ring = [...path.slice(path.indexOf(next)), next];
        cycles.push(
          ring
            .slice(1)
            .map((to, i) => `${ring[i]!.fileName} -> ${to.fileName}${link(ring[i]!, to)}`)
            .join("; "),
        );
      } else if (!state.has(file)) visit(next, path);
    }
    path.pop();
    state.set(chunk.fileName, "done");
  };
  for (const chunk of chunks) if (!state.has(chunk.fileName)) visit(chunk, []);
  return cycles;
}

/**
 * Fails the browser build when two chunks import each other, directly or around a ring. The module that runs first
 * then reads the other's exports before they exist: once, a site-kit module imported the schema library while the
 * schemas' chunk imported constants from the site kit, and every page threw at start-up (`z.enum` of undefined),
 * which no unit, story or type check could see. The message names the chunks and the modules that link them.
 */
export function noChunkCycles(): Plugin {
  return {
    name: "no-chunk-cycles",
    apply: (_, env) => env.command === "build" && !env.isSsrBuild,
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === "chunk" ? [item] : []));
      const cycles = chunkImportCycles(chunks, (id) => this.getModuleInfo(id)?.importedIds ?? []);
      if (cycles.length)
        this.error(
          `chunks import each other, so one of them runs before the other's exports exist:\n${cycles.join("\n")}\n` +
            "Move the module that closes the ring into the group it imports from (BUNDLE_GROUPS), or out of its group.",
        );
    },
  };
}

/** The files a chunk's code can count on being there when it runs, by the chunk's file (see preloadListsOf). */
type LoadedBefore = Map<string, ReadonlySet<string>>;

/**
 * Shortens the lists of files a dynamic import asks for beside the chunk it imports (Vite's preload lists, written
 * into the importing chunk as file names, which do not compress): a file the importing chunk imports statically, or
 * one of the page script's and the shell's files, is there already when the import runs (the browser fetches a
 * module's whole static graph before it runs any of it, and every chunk but the page script's runs after the shell
 * has), and asking for it again only cost bytes (0.4 kB gzip of `/main`'s first load, more on sites whose routes name
 * many pages). The page script's own import of the shell keeps its whole list. Reads the bundle before Vite writes
 * the lists.
 */
function preloadListsOf(loadedBefore: LoadedBefore): Plugin {
  return {
    name: "preload-lists-of-loaded-files",
    apply: (_, env) => env.command === "build" && !env.isSsrBuild,
    generateBundle: {
      order: "pre",
      handler(_, bundle) {
        loadedBefore.clear();
        const chunks = new Map(
          Object.values(bundle).flatMap((item) => (item.type === "chunk" ? [[item.fileName, item] as const] : [])),
        );
        const closure = (file: string, into = new Set<string>()) => {
          if (into.has(file) || !chunks.has(file)) return into;
          into.add(file);
          for (const imported of chunks.get(file)!.imports) closure(imported, into);
          return into;
        };
        const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
        const boot = new Set(entries.flatMap((chunk) => [...closure(chunk.fileName)]));
        const shell = new Set(boot);
        for (const chunk of entries) for (const file of chunk.dynamicImports) closure(file, shell);
        for (const file of chunks.keys()) {
          const own = closure(file);
          loadedBefore.set(file, boot.has(file) ? own : new Set([...own, ...shell]));
        }
      },
    },
  };
}

/**
 * The page's first script (sites/page-start.ts) as one classic script with nothing to import, beside the browser
 * build (ADR 0024, "Nothing before the paint but the page"): the server writes its text into every page, so it
 * cannot share the build's chunks.
 */
function pageStartScript(): Plugin {
  return {
    name: "page-start-script",
    apply: (_, env) => env.command === "build" && !env.isSsrBuild,
    async generateBundle() {
      const built = await viteBuild({
        configFile: false,
        logLevel: "warn",
        publicDir: false,
        build: {
          write: false,
          minify: true,
          sourcemap: false,
          copyPublicDir: false,
          lib: { entry: at("sites/page-start.ts"), formats: ["iife"], name: "pageStart" },
        },
      });
      const outputs = (Array.isArray(built) ? built : [built]).flatMap((result) =>
        "output" in result ? result.output : [],
      );
      const chunk = outputs.find((item) => item.type === "chunk");
      if (chunk?.type !== "chunk") throw new Error("the page's first script was not built");
      this.emitFile({ type: "asset", fileName: PAGE_START_FILE, source: chunk.code.trim() });
    },
  };
}

/**
 * Bundle groups by folder (ADR 0023). Our modules join a group because of the folder they live in, not their file
 * name, so adding or renaming a file keeps what a page downloads. Left to the default splitting each small piece is
 * its own file (a dozen requests of 0.2-9 kB before a first paint, each one more round trip on a phone); grouped they
 * cost one each. Three rules complete the folders:
 * - a module the shell entry runs stays in the shell, or the shell would download the group's file. The build reads
 *   this from its module graph; the shell therefore imports design-system pieces from their own files, never
 *   through the `@ds` door (which names every component);
 * - the model helpers a feature's door (in the kit) imports statically from its own `model/` come with it;
 * - a contract that does not need the schema library (constants only, a few hundred bytes each) comes with the kit;
 * - libraries are named by package, and icons by name, because they are imported through their package's index.
 * `npm run bench` prints the requests before the first paint; a unit test keeps every folder and name existing.
 */
export const BUNDLE_GROUPS = {
  /**
   * What every site's first screen runs beyond the shell: the header and footer, the field and button, the
   * language and account controls, the session and menu loaders, the sign-in routes, the board's door.
   */
  "site-kit": {
    folders: [
      "design-system/lib/",
      // the skeleton too: a few classes, which the first screens of several sites show while their data comes
      ...["button", "button-link", "field", "icon-button", "input", "site-header", "site-footer", "skeleton"].map(
        (c) => `design-system/components/${c}/`,
      ),
      // the header's select boundaries and stand-ins, named as files: their folders also hold the selects (Radix
      // Select), which load on demand
      "design-system/components/language-select/language-select-lazy.tsx",
      "design-system/components/language-select/language-label.tsx",
      "design-system/components/select/select-suspense.tsx",
      "design-system/components/select/lazy-select.tsx",
      "design-system/components/select/select-trigger.ts",
      "lib/document/",
      "lib/session/",
      "lib/http/",
      "lib/settings/",
      "sites/shell/",
      // the doors every site's routes import (the boards', and the sign-in's through the shell's sign-in routes and
      // account control); a door is small by rule, but another's helpers (the cart count) are not every site's
      "features/board/index.ts",
      "features/auth/index.ts",
    ],
    packages: [
      "clsx",
      "tailwind-merge",
      "class-variance-authority",
      "@radix-ui/react-slot",
      "@radix-ui/react-compose-refs",
    ],
    icons: ["chevron-down", "external-link", "circle-exclamation-point", "x", "menu"],
  },
  /** The frame the microsites share, `sites/shell/microsite-*` (their layout and home page): the shop never needs it. */
  "microsite-frame": { folders: ["sites/shell/microsite-"], packages: [], icons: [] },
  /** The schema library with the contracts most screens read: one file on the first screen that parses an answer. */
  schemas: {
    folders: ["envelope", "fields", "settings", "money", "catalog", "reservations", "wishlist", "boards"].map(
      (c) => `contracts/${c}.ts`,
    ),
    packages: ["zod"],
    icons: [],
  },
  /**
   * The small display pieces most screens show (cards, badges, prices, empty states, pages of a list, a
   * part that failed to load, a form's own message) and the icons lists use.
   */
  "ui-common": {
    folders: [
      ...["card", "badge", "empty-state", "pagination", "price", "load-error-notice", "form-message"].map(
        (c) => `design-system/components/${c}/`,
      ),
    ],
    packages: [],
    icons: [
      ...["calendar-x", "coins", "inbox", "megaphone", "shopping-cart", "ticket-percent", "ticket", "heart", "search"],
      ...["chevron-left", "chevron-right", "chevrons-left", "chevrons-right", "calendar-days", "file-text", "log-in"],
      ...["circle-check", "info"],
    ],
  },
  /**
   * The dates' and numbers' formatting: on its own, as first screens that only write a date (the mart's home page)
   * need none of the display pieces above.
   */
  format: { folders: ["lib/format/"], packages: [], icons: [] },
  /** The catalogue's cards, prices and wishlist hearts with the exchange rates: the shop's front page at once. */
  "catalog-kit": {
    folders: [
      ...["api", "components", "model"].flatMap((part) => [`features/catalog/${part}/`, `features/wishlist/${part}/`]),
      "lib/money/",
    ],
    packages: [],
    icons: [],
  },
} as const satisfies Record<
  string,
  { folders: readonly string[]; packages: readonly string[]; icons: readonly string[] }
>;

/**
 * Files inside a group's folder that stay out of the group: what only some pages of some sites run, which every
 * site's first page would otherwise download with the group's file. Each goes with the chunks of the pages that run
 * it (the bundler's own splitting).
 */
export const OUTSIDE_GROUPS: readonly string[] = [
  // the content editors' routes of three operators' sites, with the admin doors they import (2 kB gzip with them)
  "sites/shell/content-admin-routes.tsx",
  // the route builders some microsites share (organisers' pages, boards, the accreditation pages, a sign-in guard
  // around a group): each goes with the sites that use it
  "sites/shell/content-routes.tsx",
  "sites/shell/accreditation-routes.tsx",
  "sites/shell/guarded-route.tsx",
  // screens a visit shows now and then, each loaded when shown: an address no site has, a failure, the sign-in guard
  "sites/shell/not-found-screen.tsx",
  "sites/shell/unexpected-error-screen.tsx",
  "sites/shell/require-auth.tsx",
  // the route-change hook's third-party adapters, for a deployment that keys them
  "sites/shell/integrations.ts",
  // helpers of some features' screens: a file's download, the server's failure codes in a form
  "lib/http/download.ts",
  "lib/http/server-failure.ts",
  // the answers' schemas of the catalogue's kit, with the validation library: loaded with the first read the browser
  // makes itself (lazyParser), none on a page that carries its data
  "features/catalog/api/schemas.ts",
  "features/wishlist/api/schemas.ts",
];

type GroupName = keyof typeof BUNDLE_GROUPS;
const GROUP_ORDER = Object.keys(BUNDLE_GROUPS) as GroupName[];
/** More specific folders win: the microsite frame lives inside the shell's folder. */
const FOLDER_RULES = GROUP_ORDER.flatMap((name) =>
  BUNDLE_GROUPS[name].folders.map((folder: string) => ({ name, folder })),
).sort((a, b) => b.folder.length - a.folder.length);
/** lucide's own helpers every icon runs: with the first icons, in the kit. */
const ICON_BASE = /^node_modules\/lucide-react\/dist\/esm\/(shared\/|context\.mjs|Icon\.mjs|createLucideIcon\.mjs)/;

/** A module's path from the project's root; a library's from its `node_modules` folder, wherever that is. */
export function relativeId(id: string): string {
  const file = (id.split("?")[0] ?? id).split(path.sep).join("/");
  const library = file.lastIndexOf("/node_modules/");
  return library >= 0 ? file.slice(library + 1) : path.posix.relative(root.split(path.sep).join("/"), file);
}

/** The group a module's folder, package or icon name puts it in (before the shell and contract rules). */
export function folderGroup(rel: string): GroupName | undefined {
  if (/\.(stories|test)\.tsx?$/.test(rel)) return undefined;
  if (rel.startsWith("node_modules/")) {
    if (ICON_BASE.test(rel)) return "site-kit";
    const icon = /^node_modules\/lucide-react\/dist\/esm\/icons\/([^/]+)\.mjs$/.exec(rel)?.[1];
    return GROUP_ORDER.find((name) =>
      icon
        ? (BUNDLE_GROUPS[name].icons as readonly string[]).includes(icon)
        : BUNDLE_GROUPS[name].packages.some((p: string) => rel.startsWith(`node_modules/${p}/`)),
    );
  }
  if (OUTSIDE_GROUPS.includes(rel)) return undefined;
  // a folder ends in "/"; anything else is a file, or the start of file names ("sites/shell/microsite-")
  return FOLDER_RULES.find(({ folder }) => rel.startsWith(folder))?.name;
}

type ModuleGraph = {
  getModuleInfo(id: string): {
    importers: readonly string[];
    importedIds: readonly string[];
  } | null;
};

/** A module and everything it imports statically. */
function staticClosure(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The groups of one build, worked out once from its module graph. What the boot script runs stays in the entry's
 * file; what the shell it loads runs (beyond the boot's and the libraries') is the "shell" file, one request.
 */
function groupsOf(graph: ModuleGraph, entries: { boot: string; shell: string }) {
  const boot = staticClosure(graph, entries.boot);
  const shell = staticClosure(graph, entries.shell);
  const schemaReaders = new Map<string, boolean>();
  /** Whether a module runs the schema library, itself or through what it imports. */
  const needsSchemaLibrary = (id: string): boolean => {
    const known = schemaReaders.get(id);
    if (known !== undefined) return known;
    schemaReaders.set(id, false); // a cycle adds nothing new
    const rel = relativeId(id);
    const answer =
      rel.startsWith("node_modules/zod/") ||
      (!rel.startsWith("node_modules/") && (graph.getModuleInfo(id)?.importedIds ?? []).some(needsSchemaLibrary));
    schemaReaders.set(id, answer);
    return answer;
  };
  /**
   * Whether a module is read by what first screens run: the shell, a group's modules or a site's own. A contract read
   * only by one feature's screens (the tracking screen's arrival times, 0.7 kB gzip) would cost every site's first
   * page its bytes in the kit; it goes with that feature's chunks instead.
   */
  const readByFirstScreens = (id: string) =>
    (graph.getModuleInfo(id)?.importers ?? []).some((importer) => {
      const rel = relativeId(importer);
      return boot.has(importer) || shell.has(importer) || rel.startsWith("sites/") || folderGroup(rel) !== undefined;
    });
  /** The model helpers a feature's door exports synchronously (address builders, constants) come with the door. */
  const importedByOwnDoor = (id: string, rel: string) => {
    const feature = /^features\/([^/]+)\/model\//.exec(rel)?.[1];
    const door = `features/${feature}/index.ts`;
    return (
      feature !== undefined &&
      folderGroup(door) === "site-kit" &&
      (graph.getModuleInfo(id)?.importers ?? []).some((importer) => relativeId(importer) === door)
    );
  };
  return (id: string): GroupName | "shell" | null => {
    const rel = relativeId(id);
    if (boot.has(id)) return null;
    if (shell.has(id)) return "shell";
    const group = folderGroup(rel);
    if (group) return group;
    const constantsOnly = rel.startsWith("contracts/") && !needsSchemaLibrary(id) && readByFirstScreens(id);
    return constantsOnly || importedByOwnDoor(id, rel) ? "site-kit" : null;
  };
}

/**
 * The two manifests the shell reads and every site's routes read too. The bundler moves such a module out of the
 * entry into a file of its own (two more requests before any page; rolldown issues 9963 and 10731); in the
 * runtime's file, which the entry loads anyway, they cost none.
 */
const SHELL_MANIFESTS = /[\\/]contracts[\\/](site-map|auth-area)\.ts$/;

/** One chunking pass reuses its graph object; a new build gets a new one. */
const groupFinders = new WeakMap<object, (id: string) => GroupName | "shell" | null>();
/** The page's script (the style sheet and the wait for the first paint) and the shell it loads after (ADR 0024). */
const ENTRIES = { boot: at("sites/boot.ts"), shell: at("sites/main.tsx") };

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

/** The server's build of the pages (`vite build --ssr`): one module the API server loads to render them. */
const SERVER_BUILD = {
  outDir: "dist/server",
  emptyOutDir: true,
  // the public files are the browser build's to serve
  copyPublicDir: false,
  sourcemap: true,
  rolldownOptions: { input: { "entry-server": at("sites/entry-server.tsx") } },
};

export default defineConfig(({ isSsrBuild }) => {
  const loadedBefore: LoadedBefore = new Map();
  return {
    plugins: [
      react(),
      tailwindcss(),
      appConfigTag(),
      noteDynamicImports(),
      noChunkCycles(),
      preloadListsOf(loadedBefore),
      pageStartScript(),
      gateWorkerBuild({ root }),
    ],
    resolve: { alias: aliases },
    // a separate cache lets two test runs share the machine without invalidating each other's optimised deps
    cacheDir: process.env.VITE_CACHE_DIR ?? "node_modules/.vite",
    build: isSsrBuild
      ? SERVER_BUILD
      : {
          outDir: "dist/client",
          emptyOutDir: true,
          sourcemap: true,
          // .vite/manifest.json maps each built chunk to its source, so tests can prove which site's code a page loaded
          manifest: true,
          // no stand-in for module preloads in the page's one script (0.4 kB before the first paint): every browser of
          // the build's targets but Safari 16 has them, and there a preload not made only means a later download
          modulePreload: {
            polyfill: false,
            resolveDependencies: (_: string, deps: string[], { hostId }: { hostId: string }) => {
              const loaded = loadedBefore.get(hostId);
              return loaded ? deps.filter((dep) => !loaded.has(dep)) : deps;
            },
          },
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // the libraries every page runs before its first paint, as one file: left to the default splitting
                  // they arrive as six small chunks (react, its JSX runtime, the store shim, i18n hooks...), each a request
                  {
                    name: "runtime",
                    test: (id: string) =>
                      /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|swr|use-sync-external-store|dequal)[\\/]/.test(
                        id,
                      ) || SHELL_MANIFESTS.test(id),
                    priority: 3,
                  },
                  // their dependencies stay where they are: the shell's own modules (the session store, the HTTP client)
                  // must not be pulled into these files, or the shell would download the microsite frame
                  {
                    name: (id: string, graph: ModuleGraph) => {
                      let find = groupFinders.get(graph);
                      if (!find) groupFinders.set(graph, (find = groupsOf(graph, ENTRIES)));
                      return find(id);
                    },
                    debugName: "app-groups",
                    priority: 1,
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
    server: {
      port: Number(process.env.PORT ?? 3000),
      proxy: { "/api": apiTarget, "/sitemap": apiTarget },
    },
  };
});
