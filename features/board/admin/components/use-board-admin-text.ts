import { createFeatureText } from "@lib/i18n/feature-text";
import { BOARD_ADMIN_NAMESPACES } from "./namespaces";

export const useBoardAdminText = createFeatureText(BOARD_ADMIN_NAMESPACES);
