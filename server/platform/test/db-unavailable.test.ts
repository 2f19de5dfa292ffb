import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, reportEvery } from "../db/unavailable";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** How drizzle wraps a driver's error. */
const wrapped = (cause: Error) => new Error("Failed query: select 1\nparams: ", { cause });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a reset connection", withCode("read ECONNRESET", "ECONNRESET")],
    ["pg_terminate_backend", withCode("terminating connection due to administrator command", "57P01")],
    ["a server shutting down", withCode("terminating connection due to immediate shutdown command", "57P02")],
    ["a server starting up", withCode("the database system is starting up", "57P03")],
    ["no connection slot left", withCode("sorry, too many clients already", "53300")],
    ["a connection exception", withCode("connection failure", "08006")],
    ["a socket closed under a query", new Error("Connection terminated unexpectedly")],
    ["no connection within the pool's wait", new Error("timeout exceeded when trying to connect")],
    ["a client that lost its connection", new Error("Client has encountered a connection error and is not queryable")],
    ["a statement past statement_timeout", withCode("canceling statement due to statement timeout", "57014")],
    ["a server that stopped answering", wrapped(new Error("Query read timeout"))],
    ["a driver error wrapped by drizzle", wrapped(withCode("terminating connection", "57P01"))],
    ["every address refused", new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")])],
  ])("is true for %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", wrapped(withCode("duplicate key value violates unique constraint", "23505"))],
    ["a syntax error", withCode('syntax error at or near "selec"', "42601")],
    ["an out-of-range integer", withCode("value out of range for type integer", "22003")],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    ["something not an error", "ECONNREFUSED"],
  ])("is false for %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("reportEvery", () => {
  it("lets one report through per interval and counts the others", () => {
    let now = 0;
    const report = reportEvery(10_000, () => now);
    expect(report()).toEqual({ suppressed: 0 });
    now = 5_000;
    expect(report()).toBeUndefined();
    expect(report()).toBeUndefined();
    now = 10_000;
    expect(report()).toEqual({ suppressed: 2 });
  });
});
