import type { Domain } from "../../platform/context";
import { registerPartnershipRoutes } from "./routes";

/** Venues' applications to become partners of the visitor pass, decided once by operators (ADR 0030). */
export const partnershipsDomain: Domain = {
  name: "partnerships",
  register: registerPartnershipRoutes,
};
