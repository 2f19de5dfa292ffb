import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { build, type Plugin } from "vite";
import { GATE_LANGS, GATE_PUBLIC_FILES, GATE_WORKER_URL, gateManifestUrl } from "./config.ts";
import { type BuildGraph, type BuiltChunk, type BuiltModule, gateChunkFiles, gatePrecacheEntries } from "./precache.ts";
import { gateAppText, gateColors, gateWebManifest } from "./web-manifest.ts";

const hash = (content: string | Buffer) => createHash("sha256").update(content).digest("hex").slice(0, 16);

/** A module's id as the plan names it: its source path from the root, a library's from `node_modules`. */
function sourcePath(root: string, id: string): string {
  const file = (id.split("?")[0] ?? id).split(path.sep).join("/");
  const library = file.lastIndexOf("/node_modules/");
  if (library >= 0) return file.slice(library + 1);
  return file.startsWith("/") ? path.posix.relative(root.split(path.sep).join("/"), file) : file;
}

/** The worker's script, bundled on its own as a classic script (every browser runs those as service workers). */
async function bundleWorker(root: string, precache: unknown): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    define: {
      __GATE_PRECACHE__: JSON.stringify(precache),
      // workbox's development logging goes with the production build
      "process.env.NODE_ENV": JSON.stringify("production"),
    },
    build: {
      write: false,
      emptyOutDir: false,
      sourcemap: false,
      minify: true,
      lib: {
        entry: path.join(root, "sites/apec2025/gate-pwa/worker.ts"),
        formats: ["iife"],
        name: "gateWorker",
        fileName: () => "gate-sw.js",
      },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if (!("output" in result)) continue;
    const chunk = result.output.find((item) => item.type === "chunk");
    if (chunk && chunk.type === "chunk") return chunk.code;
  }
  throw new Error("the gate's worker did not build");
}

/**
 * The browser build's step for the installable check-in scanner (ADR 0028): from the build's module graph, the
 * files the scanner runs; then the web app manifests (from the site's messages) and the service worker with its
 * precache list, written beside the built files. Nothing in the browser build changes: only the scanner's page
 * registers the worker.
 */
export function gateWorkerBuild(options: { root: string }): Plugin {
  const { root } = options;
  let graph: BuildGraph | undefined;
  let outDir = path.join(root, "dist/client");
  let publicDir = path.join(root, "public");
  return {
    name: "gate-worker",
    apply: (_, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      if (config.publicDir) publicDir = config.publicDir;
    },
    generateBundle(_, bundle) {
      const modules = new Map<string, BuiltModule>();
      const chunks = new Map<string, BuiltChunk>();
      const chunkOf = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const meta = output.viteMetadata;
        chunks.set(output.fileName, {
          imports: output.imports,
          css: [...(meta?.importedCss ?? [])],
          assets: [...(meta?.importedAssets ?? [])],
        });
        for (const id of output.moduleIds) chunkOf.set(id, output.fileName);
        // a dynamic import's target is its chunk's facade, even when the module itself left no code (a door)
        if (output.facadeModuleId) chunkOf.set(output.facadeModuleId, output.fileName);
      }
      // every module of the graph, in a chunk or not: a door that only re-exports is in none, but it belongs to the
      // scanner's code as much as what it leads to
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        modules.set(sourcePath(root, id), {
          chunk: chunkOf.get(id),
          imports: (info?.importedIds ?? []).map((imported) => sourcePath(root, imported)),
          dynamicImports: (info?.dynamicallyImportedIds ?? []).map((imported) => sourcePath(root, imported)),
        });
      }
      graph = { modules, chunks };
    },
    async writeBundle() {
      if (!graph) throw new Error("the gate's worker has no module graph");
      const files = new Map<string, string>();
      for (const file of GATE_PUBLIC_FILES) files.set(file, hash(await readFile(path.join(publicDir, file))));
      const colors = gateColors(await readFile(path.join(root, "design-system/tokens.css"), "utf8"));
      for (const lang of GATE_LANGS) {
        const messages: unknown = JSON.parse(await readFile(path.join(root, "locales", lang, "apec2025.json"), "utf8"));
        const manifest = `${JSON.stringify(gateWebManifest(lang, gateAppText(messages, lang), colors), null, 2)}\n`;
        const url = gateManifestUrl(lang);
        await mkdir(path.dirname(path.join(outDir, url)), { recursive: true });
        await writeFile(path.join(outDir, url), manifest);
        files.set(url, hash(manifest));
      }
      const chunkFiles = gateChunkFiles(graph);
      const precache = gatePrecacheEntries({
        chunkFiles,
        pageRevision: hash(await readFile(path.join(outDir, "index.html"))),
        files,
      });
      await writeFile(path.join(outDir, GATE_WORKER_URL), await bundleWorker(root, precache));
      this.info(`the gate's worker keeps ${precache.length} files (${chunkFiles.length} of them chunks)`);
    },
  };
}
