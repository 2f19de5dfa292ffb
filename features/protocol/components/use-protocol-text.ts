import { createFeatureText } from "@lib/i18n/feature-text";
import { PROTOCOL_NAMESPACES } from "./namespaces";

export const useProtocolText = createFeatureText(PROTOCOL_NAMESPACES);
