import { ApiErrorSchema } from "@contracts/envelope";
import { HealthResponseSchema } from "@contracts/health";
import { MenusResponseSchema } from "@contracts/settings";
import { expect, test } from "@playwright/test";
import { z } from "zod";

test("the API answers beside the sites: health, menus envelope, a field-naming 400 and an unknown API path", async ({
  request,
}) => {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(HealthResponseSchema.parse(await health.json()).data).toMatchObject({ status: "ok", database: "ok" });

  const menus = await request.get("/api/v1/settings/menus?lang=en");
  expect(menus.status()).toBe(200);
  const body = MenusResponseSchema.parse(await menus.json());
  expect(body.data.length).toBeGreaterThan(0);
  expect(body.meta).toMatchObject({ lang: "en", count: body.data.length });

  const bad = await request.get("/api/v1/common?type=");
  expect(bad.status()).toBe(400);
  const error = ApiErrorSchema.parse(await bad.json());
  expect(error.code).toBe("VALIDATION_ERROR");
  expect(error.field).toBe("type");
  expect(error.message).toMatch(/type/);

  const missing = await request.get("/api/v1/nothing-here");
  expect(missing.status()).toBe(404);
  expect(ApiErrorSchema.parse(await missing.json()).code).toBe("NOT_FOUND");

  const version = await request.get("/version.json");
  expect(version.status()).toBe(200);
  expect(version.headers()["cache-control"]).toMatch(/no-cache/);
  expect(z.object({ version: z.string().min(1) }).parse(await version.json()).version).toBeTruthy();
});
