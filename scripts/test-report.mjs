// Reading the runners' JSON reports: how many passed and failed, and the names of what failed.

/** Counts from Vitest's JSON report; a file that fails to load counts as a failure too. */
export function vitestCounts(report, code) {
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  const brokenFiles = (report.testResults ?? []).filter(
    (f) => f.status === "failed" && !(f.assertionResults ?? []).some((a) => a.status === "failed"),
  ).length;
  let failed = report.numFailedTests + brokenFiles;
  if (code !== 0 && failed === 0) failed = 1;
  return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + (report.numTodoTests ?? 0) };
}

const relative = (file) => (file ?? "").replace(`${process.cwd()}/`, "");

/** The first line of a failure message, without colour codes and cut short, so a CI tail says why it failed. */
export function firstLine(message) {
  const line =
    String(message ?? "")
      // eslint-disable-next-line no-control-regex -- the escape character starts a colour code
      .replace(/\u001b\[[0-9;]*m/g, "")
      .split("\n")
      .find((l) => l.trim()) ?? "";
  const trimmed = line.trim();
  return trimmed.length > 240 ? `${trimmed.slice(0, 239)}…` : trimmed;
}

const withReason = (name, message) => {
  const reason = firstLine(message);
  return reason ? `${name}\n      ${reason}` : name;
};

/** The names of what failed in a Vitest JSON report ("file > test"), a file that failed to load named as such. */
export function vitestFailures(report) {
  if (!report) return ["(no report)"];
  return (report.testResults ?? []).flatMap((f) => {
    const failedTests = (f.assertionResults ?? []).filter((a) => a.status === "failed");
    if (f.status === "failed" && !failedTests.length) return [`${relative(f.name)} (did not load)`];
    return failedTests.map((a) =>
      withReason(`${relative(f.name)} > ${a.fullName ?? a.title}`, (a.failureMessages ?? [])[0]),
    );
  });
}

/**
 * A browser failure's first line, the line of the spec it stopped at, and what the page had instead ("Received"),
 * so a failure seen once in a CI tail says where it broke.
 */
function e2eReason(error) {
  const plain = String(error.message)
    // eslint-disable-next-line no-control-regex -- the escape character starts a colour code
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n");
  const received = plain.find((line) => /^\s*Received/.test(line))?.trim();
  const where = error.location ? ` (${relative(error.location.file)}:${error.location.line})` : "";
  return `${firstLine(error.message)}${where}${received ? ` ${received}` : ""}`;
}

/** The names of the unexpected results in a Playwright JSON report ("file > describe > test"). */
export function playwrightFailures(report) {
  if (!report) return ["(no report)"];
  const names = [];
  const walk = (suite, trail) => {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      const failed = (spec.tests ?? []).find((t) => t.status === "unexpected");
      if (!failed) continue;
      const error = (failed.results ?? []).flatMap((r) => [r.error, ...(r.errors ?? [])]).find((e) => e?.message);
      names.push(withReason([...here, spec.title].join(" > "), error && e2eReason(error)));
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return names;
}

/**
 * Why a runner failed with no failing test, from the end of its output: the first error after an "Unhandled"
 * heading, else the last line that names an error, else the exit code.
 */
export function exitReason(output, code) {
  const lines = String(output ?? "")
    // eslint-disable-next-line no-control-regex -- the escape character starts a colour code
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  // the last heading: Vitest's "Unhandled Errors" comes first, then one per error ("Unhandled Rejection") over it
  const unhandled = lines.findLastIndex((line) => /⎯\s*Unhandled (Errors?|Rejection)\b/.test(line));
  const afterHeading = unhandled >= 0 ? lines.slice(unhandled + 1).find((line) => /\w/.test(line)) : undefined;
  const errorLine = [...lines].reverse().find((line) => /\b(Error|error|failed|timed out)\b/.test(line));
  const reason = afterHeading ?? errorLine;
  const cut = (text) => (text.length > 240 ? `${text.slice(0, 239)}…` : text);
  return reason ? `(exit code ${code}) ${cut(reason)}` : `(exit code ${code}, no failing test)`;
}
