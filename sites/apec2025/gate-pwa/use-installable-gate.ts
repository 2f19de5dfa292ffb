import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { GATE_ICONS, type GateLang, gateManifestUrl } from "./config";
import { registerGateWorker } from "./register";

/** The head elements that make the scanner installable, made by this hook and removed with it. */
function headLinks(lang: GateLang): HTMLLinkElement[] {
  const manifest = document.createElement("link");
  manifest.rel = "manifest";
  manifest.href = gateManifestUrl(lang);
  const touchIcon = document.createElement("link");
  touchIcon.rel = "apple-touch-icon";
  touchIcon.href = GATE_ICONS[0].src;
  return [manifest, touchIcon];
}

/**
 * Makes the page the installable, offline check-in scanner (ADR 0028): links its web app manifest (in the page's
 * language; no other page links it, so no other page offers to install) and registers its service worker. Called
 * once by the scanner's route component.
 */
export function useInstallableGate(): void {
  const { i18n } = useTranslation();
  const lang: GateLang = i18n.language === "ko" ? "ko" : "en";
  useEffect(() => {
    const added = headLinks(lang);
    document.head.append(...added);
    return () => {
      for (const element of added) element.remove();
    };
  }, [lang]);
  useEffect(() => {
    void registerGateWorker();
  }, []);
}
