import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { countWrites, createDataVersion } from "../http/data-version";

describe("the version of the data pages show", () => {
  it("moves on after every request that may write, answered or failed, and never after a read", async () => {
    const version = createDataVersion();
    const app = new Hono();
    app.use("*", countWrites(version));
    app.get("/x", (c) => c.text("read"));
    app.post("/x", (c) => c.text("written"));
    app.put("/x", () => {
      throw new Error("failed");
    });
    app.delete("/x", (c) => c.text("gone", 404));
    await app.request("/x");
    await app.request("/x", { method: "HEAD" });
    expect(version.current()).toBe(0);
    await app.request("/x", { method: "POST" });
    expect(version.current()).toBe(1);
    await app.request("/x", { method: "PUT" });
    await app.request("/x", { method: "DELETE" });
    expect(version.current()).toBe(3);
  });
});
