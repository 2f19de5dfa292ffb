import { createFeatureText } from "@lib/i18n/feature-text";

/** The scanner's `t` (locales/<lang>/pass-scanner.json, with the pass rules' words as `pass:messages.*`). */
export const usePassScannerText = createFeatureText(["pass-scanner", "pass"]);
