import { createFeatureText } from "@lib/i18n/feature-text";
import { RESERVATIONS_ADMIN_NAMESPACES } from "./namespaces";

export const useReservationsAdminText = createFeatureText(RESERVATIONS_ADMIN_NAMESPACES);
