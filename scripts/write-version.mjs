// Writes dist/client/version.json after a build; the client polls it to offer a reload when a new version ships.
import { execSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync("package.json", "utf8"));
let commit = "";
try {
  commit = execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] })
    .toString()
    .trim();
} catch {
  // not a git checkout: the build time alone identifies the build
}
const builtAt = new Date().toISOString();
const version = [pkg.version, commit, builtAt].filter(Boolean).join("+");
mkdirSync("dist/client", { recursive: true });
writeFileSync("dist/client/version.json", `${JSON.stringify({ version, builtAt }, null, 2)}\n`);
console.log(`version.json: ${version}`);
