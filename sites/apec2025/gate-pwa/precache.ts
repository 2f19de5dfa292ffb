import { GATE_LANGS, GATE_NAMESPACES, GATE_PAGE, GATE_SHELL_MODULES, GATE_SOURCES } from "./config.ts";

/** One module of the browser build, by its source path from the project's root (a library's from node_modules). */
export type BuiltModule = {
  /** The chunk file (under the build's folder) holding the module; none when the bundler dropped it. */
  chunk?: string;
  imports: readonly string[];
  dynamicImports: readonly string[];
};

/** One chunk of the browser build: the chunks it imports statically, and its style sheets and files. */
export type BuiltChunk = { imports: readonly string[]; css: readonly string[]; assets: readonly string[] };

/** What the precache is worked out from: the build's modules and chunks. */
export type BuildGraph = { modules: ReadonlyMap<string, BuiltModule>; chunks: ReadonlyMap<string, BuiltChunk> };

/** A workbox precache entry: a versioned URL (a hashed asset) carries no revision. */
export type PrecacheEntry = { url: string; revision: string | null };

/** What the plan starts from besides the graph; the defaults are the scanner's (config.ts). */
export type GatePlan = {
  shellModules: readonly string[];
  sources: readonly string[];
  namespaces: readonly string[];
  langs: readonly string[];
};

export const GATE_PLAN: GatePlan = {
  shellModules: GATE_SHELL_MODULES,
  sources: GATE_SOURCES,
  namespaces: GATE_NAMESPACES,
  langs: GATE_LANGS,
};

const ownedBy = (sources: readonly string[]) => (id: string) => sources.some((source) => id.startsWith(source));

/**
 * The files the scanner's page can load, from the build's graph: the chunks holding the shell's modules, the
 * scanner's messages and the scanner's own code, and the chunks those import (what the browser fetches with them),
 * with their style sheets and files; and the chunks of what the scanner's own code loads on demand. Other dynamic
 * imports are not followed: the shell imports every site and every message file on demand, the site's routes every
 * other page of the site, none of which the scanner needs. Chunks, not modules, are followed for static imports:
 * a door (an index that re-exports) imports far more than the bundler keeps, and what the browser fetches is the
 * chunk's imports.
 */
export function gateChunkFiles(graph: BuildGraph, plan: GatePlan = GATE_PLAN): string[] {
  const owned = [...graph.modules.keys()].filter(ownedBy(plan.sources));
  const wanted = new Set([
    ...plan.shellModules,
    ...plan.langs.flatMap((lang) => plan.namespaces.map((namespace) => `locales/${lang}/${namespace}.json`)),
    ...owned,
    ...owned.flatMap((id) => graph.modules.get(id)?.dynamicImports ?? []),
  ]);
  const files = new Set<string>();
  const addChunk = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = graph.chunks.get(file);
    for (const sheet of chunk?.css ?? []) files.add(sheet);
    for (const asset of chunk?.assets ?? []) files.add(asset);
    for (const imported of chunk?.imports ?? []) addChunk(imported);
  };
  for (const id of wanted) {
    const chunk = graph.modules.get(id)?.chunk;
    if (chunk) addChunk(chunk);
  }
  return [...files].sort();
}

/**
 * The worker's precache: the scanner's page (the server's HTML, versioned by the build's index.html), its chunks
 * (versioned by their hashed names), the public files it shows and its manifests (versioned by their content).
 * Never an API address: the scanner keeps its own offline data, the worker none.
 */
export function gatePrecacheEntries(input: {
  chunkFiles: readonly string[];
  /** The revision of the scanner's page: a hash of the build's index.html. */
  pageRevision: string;
  /** Public files and manifests with the hash of their content. */
  files: ReadonlyMap<string, string>;
}): PrecacheEntry[] {
  const entries: PrecacheEntry[] = [
    { url: GATE_PAGE, revision: input.pageRevision },
    ...input.chunkFiles.map((file) => ({ url: `/${file}`, revision: null })),
    ...[...input.files].map(([url, revision]) => ({ url, revision })),
  ];
  const api = entries.find((entry) => entry.url === "/api" || entry.url.startsWith("/api/"));
  if (api) throw new Error(`the gate's worker never keeps an API answer: ${api.url}`);
  return entries;
}
