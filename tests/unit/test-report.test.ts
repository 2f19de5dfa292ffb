import { describe, expect, it } from "vitest";
import { exitReason, playwrightFailures, vitestCounts, vitestFailures } from "../../scripts/test-report.mjs";

const cwd = process.cwd();

describe("reading the runners' reports", () => {
  const vitestReport = {
    numPassedTests: 3,
    numFailedTests: 1,
    numPendingTests: 0,
    testResults: [
      {
        name: `${cwd}/features/cart/cart.test.ts`,
        status: "failed",
        assertionResults: [
          { status: "passed", fullName: "cart adds" },
          { status: "failed", fullName: "cart removes the last item" },
        ],
      },
      { name: `${cwd}/server/test/broken.test.ts`, status: "failed", assertionResults: [] },
      { name: `${cwd}/lib/ok.test.ts`, status: "passed", assertionResults: [{ status: "passed", fullName: "ok" }] },
    ],
  };

  it("counts a file that did not load as a failure and names it, relative to the project", () => {
    expect(vitestCounts(vitestReport, 1)).toEqual({ passed: 3, failed: 2, skipped: 0 });
    expect(vitestFailures(vitestReport)).toEqual([
      "features/cart/cart.test.ts > cart removes the last item",
      "server/test/broken.test.ts (did not load)",
    ]);
  });

  it("counts a run that exited badly with no failed test as one failure, and a missing report as one", () => {
    expect(vitestCounts({ ...vitestReport, numFailedTests: 0, testResults: [] }, 1).failed).toBe(1);
    expect(vitestCounts(null, 0).failed).toBe(1);
    expect(vitestFailures(null)).toEqual(["(no report)"]);
  });

  it("gives the first line of each failure's message under its name, without colour codes", () => {
    const report = {
      testResults: [
        {
          name: `${cwd}/server/lock.test.ts`,
          status: "failed",
          assertionResults: [
            {
              status: "failed",
              fullName: "one racer wins",
              failureMessages: [
                "\n\u001b[31mAssertionError: expected [] to have a length of 1\u001b[39m\n    at lock.test.ts:3",
              ],
            },
          ],
        },
      ],
    };
    expect(vitestFailures(report)).toEqual([
      "server/lock.test.ts > one racer wins\n      AssertionError: expected [] to have a length of 1",
    ]);
    const e2e = {
      suites: [
        {
          title: "pay.spec.ts",
          specs: [
            {
              title: "pays",
              tests: [{ status: "unexpected", results: [{ error: { message: "Timed out 5000ms\nwaiting for" } }] }],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(e2e)).toEqual(["pay.spec.ts > pays\n      Timed out 5000ms"]);
    const located = {
      suites: [
        {
          title: "reviews.spec.ts",
          specs: [
            {
              title: "writes a review",
              tests: [
                {
                  status: "unexpected",
                  results: [
                    {
                      error: {
                        message:
                          'Error: \u001b[2mexpect(\u001b[22mpage).toHaveURL(expected) failed\n\nExpected pattern: /review$/\nReceived string:  "http://x/product/review/1/2"\nTimeout: 15000ms',
                        location: { file: `${cwd}/tests/e2e/reviews.spec.ts`, line: 68, column: 5 },
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(located)).toEqual([
      'reviews.spec.ts > writes a review\n      Error: expect(page).toHaveURL(expected) failed (tests/e2e/reviews.spec.ts:68) Received string:  "http://x/product/review/1/2"',
    ]);
  });

  it("names the unexpected end-to-end results with their file and describe blocks", () => {
    const report = {
      suites: [
        {
          title: "shop.spec.ts",
          specs: [{ title: "a guest browses", tests: [{ status: "unexpected" }] }],
          suites: [
            {
              title: "checkout",
              specs: [
                { title: "pays by card", tests: [{ status: "expected" }] },
                { title: "a declined card", tests: [{ status: "unexpected" }] },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual([
      "shop.spec.ts > a guest browses",
      "shop.spec.ts > checkout > a declined card",
    ]);
  });

  it("says why a runner failed with every test passed: the unhandled error, else the last error line", () => {
    const unhandled = [
      " Test Files  3 passed (3)",
      "\u001b[31m⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯\u001b[39m",
      "",
      "Vitest caught 1 unhandled error during the test run.",
      "⎯⎯⎯⎯ Unhandled Rejection ⎯⎯⎯⎯⎯",
      "TypeError: Cannot read properties of undefined (reading 'close')",
      " ❯ teardown setup.ts:4:1",
    ].join("\n");
    expect(exitReason(unhandled, 1)).toBe(
      "(exit code 1) TypeError: Cannot read properties of undefined (reading 'close')",
    );
    expect(exitReason("Tests 4 passed\nclose timed out after 3000ms\nsomething else", 1)).toBe(
      "(exit code 1) close timed out after 3000ms",
    );
    expect(exitReason("Tests 4 passed", 137)).toBe("(exit code 137, no failing test)");
  });
});
