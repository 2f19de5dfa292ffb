// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { chooseLanguage, initI18n } from "./i18n";
import { LOCALE_KEY } from "./locale";

beforeEach(() => sessionStorage.clear());

describe("initI18n", () => {
  it("loads the active language only, and sets <html lang>", async () => {
    const i18n = await initI18n("ko", ["common"]);
    expect(i18n.t("toast.save")).toBe("저장 되었습니다.");
    expect(i18n.hasResourceBundle("ko", "common")).toBe(true);
    expect(i18n.hasResourceBundle("en", "common")).toBe(false);
    expect(document.documentElement.lang).toBe("ko");
  });
});

describe("chooseLanguage", () => {
  it("switches between English and Korean and remembers the choice", async () => {
    const i18n = await initI18n("en", ["common"]);
    await expect(chooseLanguage(i18n, "ko")).resolves.toBeNull();
    expect(i18n.language).toBe("ko");
    expect(sessionStorage.getItem(LOCALE_KEY)).toBe("ko");
    expect(i18n.t("toast.delete")).toBe("삭제 되었습니다.");
  });

  it("shows English for a language without messages and says so once", async () => {
    const i18n = await initI18n("ko", ["common"]);
    await expect(chooseLanguage(i18n, "ja")).resolves.toBe("日本語");
    expect(i18n.language).toBe("en");
    expect(sessionStorage.getItem(LOCALE_KEY)).toBe("en");
    expect(i18n.t("language.fallbackNotice", { language: "日本語" })).toBe(
      "This site is not available in 日本語 yet, so it is shown in English.",
    );
    await expect(chooseLanguage(i18n, "de")).resolves.toBeNull();
  });
});
