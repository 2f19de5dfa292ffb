import { beforeEach, describe, expect, it } from "vitest";
import { DRAFT_KEY, EMPTY_DRAFT, clearDraft, loadDraft, saveDraft } from "./draft";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("inquiry draft", () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it("gives the member back what they typed", () => {
    saveDraft(7, { type: "payment", subject: "Refund", content: "Half typed" }, "shop", storage);
    expect(loadDraft(7, "shop", storage)).toEqual({ type: "payment", subject: "Refund", content: "Half typed" });
  });

  it("never shows one member's words to another in the same tab", () => {
    saveDraft(7, { type: "payment", subject: "Refund", content: "Private" }, "shop", storage);
    expect(loadDraft(8, "shop", storage)).toEqual(EMPTY_DRAFT);
  });

  it("keeps nothing for an empty form and forgets after sending", () => {
    saveDraft(7, { type: "", subject: " ", content: "" }, "shop", storage);
    expect(storage.items.has(DRAFT_KEY)).toBe(false);
    saveDraft(7, { type: "other", subject: "", content: "" }, "shop", storage);
    clearDraft("shop", storage);
    expect(loadDraft(7, "shop", storage)).toEqual(EMPTY_DRAFT);
  });

  it("keeps each site's draft apart: the programme's question is not the shop's", () => {
    saveDraft(7, { type: "payment", subject: "Refund", content: "For the shop" }, "shop", storage);
    saveDraft(7, { type: "programme", subject: "Visa", content: "For the programme" }, "seouledutravel", storage);
    expect(loadDraft(7, "seouledutravel", storage).content).toBe("For the programme");
    clearDraft("seouledutravel", storage);
    expect(loadDraft(7, "seouledutravel", storage)).toEqual(EMPTY_DRAFT);
    expect(loadDraft(7, "shop", storage).content).toBe("For the shop");
  });

  it("survives a broken or hostile stored value", () => {
    storage.setItem(DRAFT_KEY, "{not json");
    expect(loadDraft(7, "shop", storage)).toEqual(EMPTY_DRAFT);
    storage.setItem(DRAFT_KEY, JSON.stringify({ owner: 7, type: 3, subject: ["x"], content: "kept" }));
    expect(loadDraft(7, "shop", storage)).toEqual({ type: "", subject: "", content: "kept" });
  });

  it("works without storage (blocked by the browser)", () => {
    expect(() => saveDraft(7, { type: "other", subject: "a", content: "b" }, "shop", null)).not.toThrow();
    expect(loadDraft(7, "shop", null)).toEqual(EMPTY_DRAFT);
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => saveDraft(7, { type: "other", subject: "a", content: "b" }, "shop", throwing)).not.toThrow();
    expect(loadDraft(7, "shop", throwing)).toEqual(EMPTY_DRAFT);
    expect(() => clearDraft("shop", throwing)).not.toThrow();
  });
});
