// What a set of built chunks holds, by source: each chunk's gzip size shared among the sources its source map
// attributes its bytes to, summed by package (node_modules) or by the project's top two folders. Used by
// bench/size.mjs with SIZE_BREAKDOWN=1 for the first load of the shop's home page.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** The source-map "mappings" of one generated line: [column, source index] per segment that names a source. */
function segmentsOf(line, state) {
  const out = [];
  let column = 0;
  for (const segment of line.split(",")) {
    if (!segment) continue;
    const values = [];
    let value = 0;
    let shift = 0;
    for (const c of segment) {
      const digit = DIGIT.get(c);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += values[0];
    if (values.length > 1) {
      state.source += values[1];
      out.push([column, state.source]);
    } else out.push([column, -1]);
  }
  return out;
}

/** Bytes of the generated file per source path (unmapped bytes under "(unmapped)"). */
export function bytesBySource(file) {
  const code = readFileSync(file, "utf8");
  const mapFile = `${file}.map`;
  const totals = new Map();
  const add = (key, n) => totals.set(key, (totals.get(key) ?? 0) + n);
  if (!existsSync(mapFile)) {
    add("(no map)", code.length);
    return totals;
  }
  const map = JSON.parse(readFileSync(mapFile, "utf8"));
  const lines = code.split("\n");
  const mappingLines = map.mappings.split(";");
  const state = { source: 0 };
  lines.forEach((line, i) => {
    const segments = segmentsOf(mappingLines[i] ?? "", state);
    if (segments.length === 0) return add("(unmapped)", line.length + 1);
    add("(unmapped)", segments[0][0]);
    segments.forEach(([column, source], s) => {
      const end = s + 1 < segments.length ? segments[s + 1][0] : line.length + 1;
      add(
        source < 0 ? "(unmapped)" : path.normalize(path.join(path.dirname(mapFile), map.sources[source])),
        end - column,
      );
    });
  });
  return totals;
}

/** A source path's group: its package below node_modules, or the project's top two folders. */
export function groupOf(source, root = process.cwd()) {
  const modules = source.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const rest = source.slice(modules + "node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (source.startsWith("(")) return source;
  return path.relative(root, source).split(path.sep).slice(0, 2).join("/");
}

/** kB gzip per group over the given built files, largest first. */
export function breakdown(files) {
  const groups = new Map();
  for (const file of files) {
    const bySource = bytesBySource(file);
    const raw = [...bySource.values()].reduce((a, b) => a + b, 0);
    const kb = gzipSync(readFileSync(file)).length / 1024;
    for (const [source, bytes] of bySource) {
      const group = groupOf(source);
      groups.set(group, (groups.get(group) ?? 0) + (kb * bytes) / raw);
    }
  }
  return [...groups].sort((a, b) => b[1] - a[1]);
}
