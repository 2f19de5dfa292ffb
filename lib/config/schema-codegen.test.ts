import { z } from "zod";
import { describe, expect, it } from "vitest";
import { disableSchemaCodegen } from "./schema-codegen";

describe("disableSchemaCodegen", () => {
  it("sets jitless in the settings object the schema library reads", () => {
    // the library keeps its settings on globalThis: if an upgrade moves them, this is the place to follow
    expect(z.config()).toBe((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig);
    const fresh: { __zod_globalConfig?: { jitless?: boolean } } = {};
    disableSchemaCodegen(fresh);
    expect(fresh.__zod_globalConfig).toEqual({ jitless: true });
  });

  it("keeps settings made before it, in the same object", () => {
    const existing = { locale: "en" };
    const target = { __zod_globalConfig: existing };
    disableSchemaCodegen(target);
    expect(target.__zod_globalConfig).toBe(existing);
    expect(existing).toEqual({ locale: "en", jitless: true });
  });
});
