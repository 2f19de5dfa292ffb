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
    saveDraft(7, { type: "payment", subject: "Refund", content: "Half typed" }, storage);
    expect(loadDraft(7, storage)).toEqual({ type: "payment", subject: "Refund", content: "Half typed" });
  });

  it("never shows one member's words to another in the same tab", () => {
    saveDraft(7, { type: "payment", subject: "Refund", content: "Private" }, storage);
    expect(loadDraft(8, storage)).toEqual(EMPTY_DRAFT);
  });

  it("keeps nothing for an empty form and forgets after sending", () => {
    saveDraft(7, { type: "", subject: " ", content: "" }, storage);
    expect(storage.items.has(DRAFT_KEY)).toBe(false);
    saveDraft(7, { type: "other", subject: "", content: "" }, storage);
    clearDraft(storage);
    expect(loadDraft(7, storage)).toEqual(EMPTY_DRAFT);
  });

  it("survives a broken or hostile stored value", () => {
    storage.setItem(DRAFT_KEY, "{not json");
    expect(loadDraft(7, storage)).toEqual(EMPTY_DRAFT);
    storage.setItem(DRAFT_KEY, JSON.stringify({ owner: 7, type: 3, subject: ["x"], content: "kept" }));
    expect(loadDraft(7, storage)).toEqual({ type: "", subject: "", content: "kept" });
  });

  it("works without storage (blocked by the browser)", () => {
    expect(() => saveDraft(7, { type: "other", subject: "a", content: "b" }, null)).not.toThrow();
    expect(loadDraft(7, null)).toEqual(EMPTY_DRAFT);
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
    expect(() => saveDraft(7, { type: "other", subject: "a", content: "b" }, throwing)).not.toThrow();
    expect(loadDraft(7, throwing)).toEqual(EMPTY_DRAFT);
    expect(() => clearDraft(throwing)).not.toThrow();
  });
});
