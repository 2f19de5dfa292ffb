import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export type Encoding = "br" | "gzip";

/** Text formats worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|map|webmanifest)$/i;
/** Below this, the headers cost more than the bytes saved. */
const MIN_BYTES = 1024;

/** The best encoding the client accepts (brotli, then gzip), honouring `q=0`. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? (accepted.has("*") ? (accepted.get("*") ?? 0) : 0);
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}

export function isCompressible(file: string, size: number): boolean {
  return size >= MIN_BYTES && COMPRESSIBLE.test(file);
}

export function compressText(data: Buffer | string, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? // quality 9: nearly the best ratio at a fraction of quality 11's time; files are compressed once and kept
      brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gz(data, { level: 9 });
}

/**
 * Compressed copies of the built files, made on first request and kept for the life of the process (the build is
 * immutable while the server runs; a changed file has a new mtime and gets a new entry). Concurrent first requests
 * share one compression. Bounded so a huge tree cannot exhaust memory: past the limit, files are compressed per
 * request instead of kept.
 */
export function createCompressedFileCache(maxBytes = 64 * 1024 * 1024) {
  const cache = new Map<string, Promise<Buffer>>();
  let kept = 0;
  return (file: string, mtimeMs: number, encoding: Encoding): Promise<Buffer> => {
    const key = `${encoding}:${mtimeMs}:${file}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const made = readFile(file).then((raw) => compressText(raw, encoding));
    if (kept < maxBytes) {
      cache.set(key, made);
      made.then(
        (buffer) => (kept += buffer.length),
        () => cache.delete(key),
      );
    }
    return made;
  };
}
