import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

/** Runs the repository's type-aware lint config over a small program of its own: each file's rules that fired. */
async function typeAwareFindings(dir: string): Promise<string[]> {
  const result = await run(
    path.join(repoRoot, "node_modules/.bin/oxlint"),
    [
      "-c",
      path.join(repoRoot, ".oxlintrc.json"),
      "--type-aware",
      "--tsconfig",
      "tsconfig.json",
      "--format",
      "json",
      ".",
    ],
    // the linter looks for its type-aware half beside the files it lints unless told where it is
    { cwd: dir, env: { ...process.env, OXLINT_TSGOLINT_PATH: path.join(repoRoot, "node_modules/.bin/tsgolint") } },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
  const report = JSON.parse(result.stdout) as { diagnostics: { code: string; filename: string }[] };
  return [...new Set(report.diagnostics.map((d) => `${d.filename} ${d.code}`))].sort();
}

describe("type-aware lint (.oxlintrc.json)", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lint-types-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reports what typescript-eslint's type-checked rules report, and allows a promise-returning JSX attribute", async () => {
    writeFileSync(
      path.join(dir, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { strict: true, jsx: "preserve", noEmit: true }, include: ["*.ts", "*.tsx"] }),
    );
    writeFileSync(
      path.join(dir, "program.ts"),
      [
        "export async function load(): Promise<number> { await Promise.resolve(); return 1; }",
        "export function start(): void {",
        "  load();",
        '  const parsed: any = JSON.parse("1");',
        "  const count: number = parsed;",
        "  [1, 2].forEach(async () => { await load(); });",
        "  if (count) throw 'plain text';",
        "}",
      ].join("\n"),
    );
    writeFileSync(
      path.join(dir, "form.tsx"),
      [
        "declare const React: unknown;",
        "declare global {",
        "  namespace JSX {",
        "    type Element = { readonly tag: string };",
        "    type IntrinsicElements = { form: { onSubmit?: () => void } };",
        "  }",
        "}",
        "async function submit(): Promise<void> { await Promise.resolve(); }",
        "export const form = <form onSubmit={submit} />;",
      ].join("\n"),
    );
    expect(await typeAwareFindings(dir)).toEqual([
      "program.ts typescript(no-floating-promises)",
      "program.ts typescript(no-misused-promises)",
      "program.ts typescript(no-unsafe-assignment)",
      "program.ts typescript(only-throw-error)",
    ]);
  });
});
