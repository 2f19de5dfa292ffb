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

/** The names of what failed in a Vitest JSON report ("file > test"), a file that failed to load named as such. */
export function vitestFailures(report) {
  if (!report) return ["(no report)"];
  return (report.testResults ?? []).flatMap((f) => {
    const failedTests = (f.assertionResults ?? []).filter((a) => a.status === "failed");
    if (f.status === "failed" && !failedTests.length) return [`${relative(f.name)} (did not load)`];
    return failedTests.map((a) => `${relative(f.name)} > ${a.fullName ?? a.title}`);
  });
}

/** The names of the unexpected results in a Playwright JSON report ("file > describe > test"). */
export function playwrightFailures(report) {
  if (!report) return ["(no report)"];
  const names = [];
  const walk = (suite, trail) => {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((t) => t.status === "unexpected")) names.push([...here, spec.title].join(" > "));
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return names;
}
