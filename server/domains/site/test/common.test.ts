import type { CommonCodesResponse } from "@contracts/common";
import type { ApiError } from "@contracts/envelope";
import { DEFAULT_EXCHANGE_RATES, ExchangeRateMetaSchema, type SettingsMetaResponse } from "@contracts/settings";
import { describe, expect, it } from "vitest";
import { forTheFile, json, seededTestApp } from "../../../platform/test/helpers";

const { app } = await forTheFile(seededTestApp());

describe("GET /api/v1/common", () => {
  it("answers the codes of a type, sorted, with both names", async () => {
    const res = await app.request("/api/v1/common?type=payment_method");
    expect(res.status).toBe(200);
    const body = await json<CommonCodesResponse>(res);
    expect(body.meta).toEqual({ type: "payment_method", count: 5 });
    expect(body.data.map((c) => c.code)).toEqual(["card", "bank_transfer", "qr_pass", "toss", "paypal"]);
    expect(body.data[0]).toMatchObject({
      type: "payment_method",
      name_en: "Credit / debit card",
      name_ko: "신용/체크카드",
    });
    const orders = body.data.map((c) => c.sort_order);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
  });

  it("has a full nationality list and Korean banks", async () => {
    const nationality = await json<CommonCodesResponse>(await app.request("/api/v1/common?type=nationality"));
    expect(nationality.data.length).toBeGreaterThanOrEqual(30);
    const codes = nationality.data.map((c) => c.code);
    for (const code of ["KR", "US", "JP", "CN", "TW", "VN", "TH", "PH", "ID", "MY", "SG", "IN", "RU", "KZ", "MN"]) {
      expect(codes).toContain(code);
    }
    expect(nationality.data.find((c) => c.code === "KR")).toMatchObject({
      name_en: "South Korea",
      name_ko: "대한민국",
    });
    const banks = await json<CommonCodesResponse>(await app.request("/api/v1/common?type=bank"));
    expect(banks.data.map((c) => c.name_ko)).toEqual(
      expect.arrayContaining([
        "국민은행",
        "신한은행",
        "우리은행",
        "하나은행",
        "농협은행",
        "기업은행",
        "카카오뱅크",
        "토스뱅크",
      ]),
    );
  });

  it("answers an empty list for an unknown type", async () => {
    const res = await app.request("/api/v1/common?type=no_such_type");
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ data: [], meta: { type: "no_such_type", count: 0 } });
  });

  it.each(["/api/v1/common", "/api/v1/common?type="])("answers 400 naming type for %s", async (url) => {
    const res = await app.request(url);
    expect(res.status).toBe(400);
    expect(await json<ApiError>(res)).toEqual({
      message: "type: this is a required field",
      code: "VALIDATION_ERROR",
      field: "type",
      issues: [{ field: "type", message: "this is a required field" }],
    });
  });
});

describe("GET /api/v1/common/meta", () => {
  it("answers the exchange rates row with the default rates", async () => {
    const res = await app.request("/api/v1/common/meta?type=exchange_rate");
    expect(res.status).toBe(200);
    const body = await json<SettingsMetaResponse>(res);
    expect(body).toEqual({ data: { key: "exchange_rate", meta: DEFAULT_EXCHANGE_RATES }, meta: {} });
    expect(ExchangeRateMetaSchema.parse(body.data.meta)).toEqual({ krw_to_usd: 0.0007, usd_to_krw: 1465 });
  });

  it("answers 404 for a key with no row", async () => {
    const res = await app.request("/api/v1/common/meta?type=nothing_here");
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ code: "NOT_FOUND" });
  });

  it("answers 400 naming type when type is missing", async () => {
    const res = await app.request("/api/v1/common/meta");
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ code: "VALIDATION_ERROR", field: "type" });
  });
});
