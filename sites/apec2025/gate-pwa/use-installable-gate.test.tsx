import { render } from "@testing-library/react";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { useInstallableGate } from "./use-installable-gate";

function Scanner() {
  useInstallableGate();
  return <h1>Scanner</h1>;
}

async function renderIn(lang: "en" | "ko") {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: lang, resources: {}, fallbackLng: false });
  return {
    i18n,
    view: render(
      <I18nextProvider i18n={i18n}>
        <Scanner />
      </I18nextProvider>,
    ),
  };
}

const manifestLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')];

describe("useInstallableGate", () => {
  it("links the manifest in the page's language while the scanner is shown, and no longer after", async () => {
    const { view } = await renderIn("ko");
    expect(manifestLinks().map((link) => link.getAttribute("href"))).toEqual(["/apec2025/gate.ko.webmanifest"]);
    expect(document.head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute("href")).toBe(
      "/icons/apec2025-gate-192.png",
    );
    view.unmount();
    expect(manifestLinks()).toEqual([]);
    expect(document.head.querySelector('link[rel="apple-touch-icon"]')).toBeNull();
  });

  it("follows a change of language with one manifest link", async () => {
    const { i18n } = await renderIn("en");
    expect(manifestLinks().map((link) => link.getAttribute("href"))).toEqual(["/apec2025/gate.en.webmanifest"]);
    await i18n.changeLanguage("ko");
    await expect
      .poll(() => manifestLinks().map((link) => link.getAttribute("href")))
      .toEqual(["/apec2025/gate.ko.webmanifest"]);
  });
});
