// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { SURVEY_KEY_STORAGE, forgetKey, keyFromSearch, readStoredKey, searchWithoutKey, storeKey } from "./survey-key";

beforeEach(() => localStorage.clear());

describe("the personal link's key in the address", () => {
  it("reads ?key= and ignores a blank or absurdly long one", () => {
    expect(keyFromSearch("?key=Ab3_x-9")).toBe("Ab3_x-9");
    expect(keyFromSearch("?lang=ko&key=abc")).toBe("abc");
    expect(keyFromSearch("?key=%20")).toBeNull();
    expect(keyFromSearch("")).toBeNull();
    expect(keyFromSearch(`?key=${"a".repeat(201)}`)).toBeNull();
  });

  it("removes only the key from the query", () => {
    expect(searchWithoutKey("?key=abc")).toBe("");
    expect(searchWithoutKey("?lang=ko&key=abc&x=1")).toBe("?lang=ko&x=1");
    expect(searchWithoutKey("")).toBe("");
  });
});

describe("the key kept between visits", () => {
  it("is stored under rok-us.survey-key and read back; a new key replaces the old", () => {
    expect(readStoredKey()).toBeNull();
    storeKey("first");
    expect(localStorage.getItem(SURVEY_KEY_STORAGE)).toBe("first");
    storeKey("second");
    expect(readStoredKey()).toBe("second");
  });

  it("forgets a refused key, but not a newer one stored meanwhile", () => {
    storeKey("old");
    forgetKey("old");
    expect(readStoredKey()).toBeNull();
    storeKey("new");
    forgetKey("old");
    expect(readStoredKey()).toBe("new");
  });

  it("works without storage (privacy mode): nothing kept, nothing thrown", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => storeKey("k", broken)).not.toThrow();
    expect(readStoredKey(broken)).toBeNull();
    expect(() => forgetKey("k", broken)).not.toThrow();
    expect(readStoredKey(null)).toBeNull();
  });
});
